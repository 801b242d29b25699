import { GATE_ROUNDS_PER_PROCESS } from '../gate/gate-defaults.ts';
import type { ResultsFile } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { serversNamed } from '../servers/base-side.ts';
import type { PreparedServers } from '../servers/prepare-servers.ts';
import type { Measure } from './measure-types.ts';

/**
 * The gate's own processes: `processes` blocks of one round of each of `names` in each of
 * `scenarios`, restarted every block; with `loadTogether`, the servers of a block are loaded at
 * the same time.
 */
export function measureProcesses(
  measure: Measure,
  prepared: PreparedServers,
  names: readonly string[],
  processes: number,
  scenarios: ScenarioName[],
  loadTogether = false,
): Promise<ResultsFile> {
  return measure(serversNamed(prepared, names), {
    rounds: processes * GATE_ROUNDS_PER_PROCESS,
    roundsPerBlock: GATE_ROUNDS_PER_PROCESS,
    scenarios,
    loadTogether,
    restartFailedServers: true,
  });
}
