import type { ResultsFile, RoundSample, ScenarioResult } from '../results/results-types.ts';
import { roundsLoadedAlone } from '../results/rounds-loaded-alone.ts';
import { logMeanByProcess, matchedProcesses } from '../stats/process-samples.ts';
import { pairedLogChange } from '../stats/t-interval.ts';
import { formatSignedPercent, NOT_AVAILABLE } from './format-numbers.ts';
import type { TextTable } from './text-table.ts';

/** The level of the variant intervals: one comparison at a time, as a reader checks one setting. */
export const VARIANT_INTERVAL_CONFIDENCE = 0.95;

const requestsPerSecond = (round: RoundSample) => round.requestsPerSecond;

function roundsOf(scenario: ScenarioResult, server: string): RoundSample[] {
  return roundsLoadedAlone(scenario.servers.find((entry) => entry.server === server)?.rounds ?? []);
}

/**
 * Each variant against the plain server, the way the gate compares head with base: every block
 * restarts both, so a block gives one pair of processes measured in the same stretch of the run;
 * the change is the mean of the pairs' log ratios, with Student's t interval over the pairs. Raw
 * medians of different processes, as the published table has them, carry each process's luck.
 */
export function buildVariantComparisonTable(
  results: ResultsFile,
  scenario: ScenarioResult,
  plain: string,
  variants: readonly string[],
): TextTable | undefined {
  const plainByProcess = logMeanByProcess(roundsOf(scenario, plain), requestsPerSecond);
  if (plainByProcess.size === 0) return undefined;
  const rows = variants
    .filter((variant) => results.servers.some((server) => server.name === variant))
    .map((variant) => {
      const pairs = matchedProcesses(
        logMeanByProcess(roundsOf(scenario, variant), requestsPerSecond),
        plainByProcess,
      );
      if (pairs.length === 0)
        return { emphasised: false, cells: [variant, NOT_AVAILABLE, NOT_AVAILABLE, '0'] };
      const change = pairedLogChange(
        pairs.map(({ first, second }) => first - second),
        VARIANT_INTERVAL_CONFIDENCE,
      );
      const interval =
        pairs.length < 2
          ? `${NOT_AVAILABLE} (one pair)`
          : `${formatSignedPercent(change.lower)} to ${formatSignedPercent(change.upper)}`;
      return {
        emphasised: false,
        cells: [variant, formatSignedPercent(change.estimate), interval, String(pairs.length)],
      };
    });
  if (rows.length === 0) return undefined;
  return {
    columns: [
      { header: 'Option', align: 'left' },
      { header: `Requests/s vs ${plain}`, align: 'right' },
      { header: '95% interval', align: 'right' },
      { header: 'Process pairs', align: 'right' },
    ],
    rows,
  };
}
