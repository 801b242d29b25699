import { median, sampleStandardDeviation } from 'simple-statistics';
import type { ResultsFile } from '../results/results-types.ts';
import { formatCount, formatPercent, NOT_AVAILABLE } from './format-numbers.ts';
import type { TextTable } from './text-table.ts';

/** What an instruction count is, and what it cannot see: said wherever counts are shown. */
export const INSTRUCTIONS_NOTE =
  'Instructions per request, counted under valgrind (callgrind) after a settled warm-up: a proxy for the CPU ' +
  "work of the server's own code and of Node. Nearly deterministic, but blind to I/O waits, the cost of " +
  'system calls, cache misses and contention; the wall-time figures remain the user-facing speed.';

/** Median count per server and scenario, how much it moved between processes, and how many were counted. */
export function buildInstructionsTable(results: ResultsFile): TextTable | undefined {
  const counts = results.instructions;
  if (!counts || counts.scenarios.length === 0) return undefined;
  return {
    columns: [
      { header: 'Scenario', align: 'left' },
      { header: 'Server', align: 'left' },
      { header: 'Instructions/request (median)', align: 'right' },
      { header: 'Spread between processes', align: 'right' },
      { header: 'Processes counted', align: 'right' },
    ],
    rows: counts.scenarios.flatMap((result) =>
      result.servers.map(({ server, samples }) => {
        const values = samples.filter((s) => s.valid).map((s) => s.instructionsPerRequest);
        return {
          cells: [
            result.scenario,
            server,
            values.length > 0 ? formatCount(median(values)) : NOT_AVAILABLE,
            // Standard deviation of the logs: a relative spread, comparable across servers.
            values.length > 1
              ? formatPercent(sampleStandardDeviation(values.map(Math.log)), 2)
              : NOT_AVAILABLE,
            `${values.length}/${samples.length}`,
          ],
          emphasised: server === results.settings.subject,
        };
      }),
    ),
  };
}
