import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';
import type { InstructionSample, ResultsFile } from '../../src/results/results-types.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import type { SeededRandom } from '../../src/stats/seeded-random.ts';
import { syntheticResults } from './synthetic-results.ts';

/**
 * How a counted process's instructions per request vary, as measured (docs/calibration.md,
 * "Instructions per request"): most processes land within a small spread of one level, and now and
 * then one lands in another JIT state, several percent higher, for its whole life.
 */
export interface InstructionNoise {
  /** Standard deviation of a process's log count around its level. */
  processLogSd: number;
  /** Chance that a process lands in the higher state. */
  highStateProbability: number;
  /** How much higher that state is, as a log (0.083 is about +8.7%). */
  highStateLog: number;
}

/** A results file of counted processes: `processes` of each server, at its true count per request. */
export function countedRun(options: {
  random: SeededRandom;
  noise: InstructionNoise;
  processes: number;
  /** True count per request of each server; per scenario when a function. */
  servers: Record<string, number> | ((scenario: ScenarioName) => Record<string, number>);
  scenarios?: ScenarioName[];
}): ResultsFile {
  const { random, noise } = options;
  const scenarios = options.scenarios ?? ['hello'];
  const serversIn = (scenario: ScenarioName) =>
    typeof options.servers === 'function' ? options.servers(scenario) : options.servers;
  const file = syntheticResults({
    scenarios: Object.fromEntries(scenarios.map((scenario) => [scenario, []])),
  });
  const draw = (trueCount: number) =>
    trueCount *
    Math.exp(
      noise.processLogSd * random.normal() +
        (random.uniform() < noise.highStateProbability ? noise.highStateLog : 0),
    );
  return {
    ...file,
    settings: { ...file.settings, servers: Object.keys(serversIn(scenarios[0]!)) },
    instructions: {
      settings: { ...DEFAULT_INSTRUCTION_COUNTING, valgrindVersion: 'valgrind-3.19.0' },
      scenarios: scenarios.map((scenario) => ({
        scenario,
        servers: Object.entries(serversIn(scenario)).map(([server, trueCount]) => ({
          server,
          samples: Array.from({ length: options.processes }, (_, process): InstructionSample => {
            const count = draw(trueCount);
            return {
              process,
              startedAt: '2026-11-21T10:00:00.000Z',
              valid: true,
              instructionsPerRequest: count,
              warmupInstructionsPerRequest: [],
              measuredInstructionsPerRequest: [count],
              otherThreadsInstructionsPerRequest: 0,
              measuredRequests: 6000,
              wallSeconds: 120,
            };
          }),
        })),
      })),
    },
  };
}
