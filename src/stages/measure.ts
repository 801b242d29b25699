import type { Config } from '../config/config.ts';
import { choosePinning } from '../engine/cpu-pinning.ts';
import { describeServer } from '../engine/describe-server.ts';
import type { CpuPinning, ResultsFile } from '../results/results-types.ts';
import { assembleResults } from './assemble-results.ts';
import { instructionsMeasure } from './measure-instructions.ts';
import type { CountInstructions, Measure, Progress, ResultsWithoutRounds } from './measure-types.ts';
import { wallTimeMeasure } from './measure-wall-time.ts';
import { tableServers, type PreparedRun } from './prepare.ts';

export interface Measures {
  /** Wall time: rounds of load on any subset of the servers, with any load overrides. */
  measure: Measure;
  /** Instructions per request, when the run counts them (its tools were found in the prepare stage). */
  count?: CountInstructions;
  /** The results of a run that stops before measuring: what was built, and what could not be. */
  unmeasured: () => ResultsFile;
  pinning: CpuPinning;
}

/**
 * The measure stage: the measures every later stage calls on the prepared servers, one variant
 * per measure (measure-wall-time.ts, measure-instructions.ts). A new measure is a variant here.
 */
export async function measuring(config: Config, run: PreparedRun, progress: Progress): Promise<Measures> {
  const pinning = choosePinning();
  if (!pinning.enabled) progress.warn(`CPU pinning is off: ${pinning.reason}`);
  /** A results file with the servers' rows and no rounds: counted processes, or a run stopped early. */
  const withoutRounds: ResultsWithoutRounds = (servers, elapsedMs, load = config.load) =>
    assembleResults(
      config,
      load,
      {
        servers: [...servers.unavailable, ...servers.built.map(describeServer)],
        scenarios: [],
        warnings: [],
      },
      pinning,
      servers,
      elapsedMs,
      run.node.version,
      run.git,
    );
  const measure = await wallTimeMeasure(config, run, pinning, progress);
  const count = run.callgrind && instructionsMeasure(config, run, run.callgrind, withoutRounds, progress);
  const unmeasured = () => withoutRounds(tableServers(run.prepared), 0);
  return { measure, ...(count ? { count } : {}), unmeasured, pinning };
}
