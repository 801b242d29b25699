import type { ResultsFile, ScenarioResult } from '../results/results-types.ts';
import { formatMilliseconds, formatRequestsPerSecond, formatWholeNumber } from './format-numbers.ts';
import { shortMessage } from './single-line-text.ts';
import { referenceServerOf } from './summarise-rounds.ts';
import type { TextTable } from './text-table.ts';

/**
 * Every round of the subject and the reference, in run order: the samples behind the gate's
 * figures. Other servers are left out to keep the comment short; the results JSON has them all.
 */
export function buildRoundDetailsTable(
  results: ResultsFile,
  scenario: ScenarioResult,
): TextTable | undefined {
  const shown = new Set([results.settings.subject, referenceServerOf(results)]);
  const rounds = scenario.servers
    .filter((s) => shown.has(s.server))
    .flatMap((s) => s.rounds.map((round) => ({ server: s.server, round })))
    .sort((a, b) => a.round.sequence - b.round.sequence);
  if (rounds.length === 0) return undefined;
  return {
    columns: [
      { header: 'Server', align: 'left' },
      { header: 'Block', align: 'right' },
      { header: 'Round', align: 'right' },
      { header: 'Req (R/s)', align: 'right' },
      { header: 'Latency (ms)', align: 'right' },
      { header: 'p99 (ms)', align: 'right' },
      { header: 'Client CPU (%)', align: 'right' },
      { header: 'Valid', align: 'left' },
    ],
    rows: rounds.map(({ server, round }) => ({
      emphasised: server === results.settings.subject,
      cells: [
        server,
        String(round.block),
        String(round.roundInBlock),
        formatRequestsPerSecond(round.requestsPerSecond),
        formatMilliseconds(round.latencyMs.mean),
        formatMilliseconds(round.latencyMs.p99),
        formatWholeNumber(round.clientCpuPercent),
        round.valid ? '✓' : shortMessage(`✗ ${round.invalidReason ?? ''}`),
      ],
    })),
  };
}
