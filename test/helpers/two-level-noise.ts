import type { ResultsFile } from '../../src/results/results-types.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import type { SeededRandom } from '../../src/stats/seeded-random.ts';
import { REQUESTS_IN_FLIGHT, syntheticResults, type SyntheticRounds } from './synthetic-results.ts';

/**
 * Where the noise of a server's requests/s is, as standard deviations of its logarithm (0.02 is
 * about 2 percent). Every round's log figure is the server's true log figure plus:
 *
 *   run offset      one draw per run, shared by every server: the machine an hour later, or another runner
 *   block shared    one draw per block, shared by the servers of that block: the machine in those seconds
 *   process luck    one draw per server process: memory layout, JIT decisions, hash seeds
 *   round noise     one draw per round
 *
 * Paired mode cancels the first two; a reference cancels them only in the share it really moves with.
 */
export interface TwoLevelNoise {
  runOffsetLogSd: number;
  blockSharedLogSd: number;
  processLogSd: number;
  roundLogSd: number;
}

/**
 * mion v0.8.10, hello, measured on this project's 2-core machine (30 rounds of 3 s, 2 per process):
 * round-to-round inside a process 1.7%; block means 3.4%; mion and http-node rounds correlated at
 * +0.38 (so about 2.3% of shared machine noise per block). The run offset, 2.5%, is the size of the
 * change a no-change comparison read an hour after its baseline. docs/calibration.md refits these
 * to the calibration's trials.
 */
export const MEASURED_MION_HELLO_NOISE: TwoLevelNoise = {
  runOffsetLogSd: 0.025,
  blockSharedLogSd: 0.023,
  processLogSd: 0.022,
  roundLogSd: 0.017,
};

export interface TwoLevelRunOptions {
  random: SeededRandom;
  noise: TwoLevelNoise;
  processes: number;
  roundsPerProcess?: number;
  scenarios: ScenarioName[];
  /** True requests/s of each server in this run, before noise; per scenario when a function. */
  servers: Record<string, number> | ((scenario: ScenarioName) => Record<string, number>);
  /** A run offset to use instead of a fresh draw, e.g. 0 for processes of the same run. */
  runOffsetLog?: number;
  /** What happens to one process of `server` beyond the noise: a slow path, a crash, extra noise. */
  processEffect?: ProcessEffect;
}

/**
 * One process's fate, drawn once per process: its log figure moved by `logFactor` (a slow path
 * taken, or extra noise), and `valid: false` when it failed (crashed, answered wrong). At a rate,
 * `eventLoopDelayMs` gives its rounds the server's event-loop figure.
 */
export type ProcessEffect = (
  scenario: ScenarioName,
  server: string,
  random: SeededRandom,
) => { logFactor: number; valid: boolean; eventLoopDelayMs?: number };

/** A results file drawn from the two-level model: blocks are processes, rounds within them share its luck. */
export function twoLevelRun(options: TwoLevelRunOptions): ResultsFile {
  const { random, noise } = options;
  const roundsPerProcess = options.roundsPerProcess ?? 1;
  const runOffset = options.runOffsetLog ?? noise.runOffsetLogSd * random.normal();
  const scenarioRounds = (scenario: ScenarioName): SyntheticRounds => {
    const servers = typeof options.servers === 'function' ? options.servers(scenario) : options.servers;
    const rounds: SyntheticRounds = [];
    for (let process = 0; process < options.processes; process++) {
      const shared = noise.blockSharedLogSd * random.normal();
      const luck = Object.fromEntries(
        Object.keys(servers).map((server) => [server, noise.processLogSd * random.normal()]),
      );
      const effects = Object.fromEntries(
        Object.keys(servers).map((server) => [
          server,
          options.processEffect?.(scenario, server, random) ?? { logFactor: 0, valid: true },
        ]),
      );
      for (let round = 0; round < roundsPerProcess; round++) {
        rounds.push(
          Object.fromEntries(
            Object.entries(servers).map(([server, rps]) => {
              const effect = effects[server]!;
              const requestsPerSecond =
                rps *
                Math.exp(
                  runOffset + shared + luck[server]! + effect.logFactor + noise.roundLogSd * random.normal(),
                );
              return [
                server,
                {
                  requestsPerSecond,
                  latencyMeanMs: (REQUESTS_IN_FLIGHT * 1000) / requestsPerSecond,
                  valid: effect.valid,
                  ...(effect.eventLoopDelayMs === undefined
                    ? {}
                    : { eventLoopDelayMs: effect.eventLoopDelayMs }),
                },
              ];
            }),
          ),
        );
      }
    }
    return rounds;
  };
  return syntheticResults({
    scenarios: Object.fromEntries(options.scenarios.map((scenario) => [scenario, scenarioRounds(scenario)])),
    roundsPerBlock: roundsPerProcess,
  });
}
