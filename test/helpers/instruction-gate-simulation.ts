import type { GateSettings } from '../../src/config/config.ts';
import { DEFAULT_INSTRUCTIONS_THRESHOLD } from '../../src/config/groups/thresholds.ts';
import { pairedDesign, storedBaselineDesign } from '../../src/gate/gate-design.ts';
import {
  firstLookProcesses,
  INSTRUCTION_BASELINE_PROCESSES,
  INSTRUCTION_MAX_PROCESSES,
  INSTRUCTION_SAMPLING,
} from '../../src/gate/gate-defaults.ts';
import { decidingChange } from '../../src/gate/gate-types.ts';
import { runSequentialGate } from '../../src/gate/sequential-gate.ts';
import { readingOf } from '../../src/history/change-point-confirmation.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { seededRandom, type SeededRandom } from '../../src/stats/seeded-random.ts';
import { countedRun, type InstructionNoise } from './instruction-noise.ts';
import { gateSettings } from './synthetic-results.ts';
import { VerdictTally } from './verdict-tally.ts';

/**
 * The real sequential gate of --measure instructions (paired, its defaults, every built-in scenario
 * gated together), fed by counted processes drawn from the noise measured on mion v0.8.10.
 * MEASURED_NOISE is the gate's design noise: since the warm-up runs with callgrind's instrumentation
 * off, the committed baseline's 8 processes per scenario spread by 0.077% (hello), 0.091%
 * (update-user) and 0.041% (heavy-validation); 0.1% rounds the largest up.
 */
export const MEASURED_NOISE: InstructionNoise = {
  processLogSd: 0.001,
  highStateProbability: 0,
  highStateLog: 0,
};
/**
 * The widest spread one run's processes of one source showed (docs/instructions.md, "Between runs of
 * one source on one machine": 0.06–0.18%, sd of the logs): the stored gate's goal is set there.
 */
export const WIDEST_MEASURED_NOISE: InstructionNoise = { ...MEASURED_NOISE, processLogSd: 0.0018 };
/**
 * Before the uninstrumented warm-up, six processes of mion hello under --predictable spread by
 * 0.31% (96,590 to 97,429): the noisy case, in which the gate must stay unsure rather than wrong.
 */
export const EARLIER_NOISE: InstructionNoise = { ...MEASURED_NOISE, processLogSd: 0.0031 };
export const SCENARIOS: ScenarioName[] = ['hello', 'update-user', 'heavy-validation'];
/**
 * Without --predictable, one process in four settled 8.6% higher for its whole life; none of nine
 * did with it, which still leaves room for an occasional one (up to 28% at 95% confidence). This
 * model asks what one in ten would do to the gate.
 */
export const OCCASIONAL_HIGH_STATE: InstructionNoise = {
  ...MEASURED_NOISE,
  highStateProbability: 0.1,
  highStateLog: Math.log(1.086),
};
export const MION_INSTRUCTIONS = 97_200;
/**
 * The most one source's count moved between runs, machines and days, each scenario counted in a
 * process of its own: 0.08% (hello, two runs here), 0.12% (heavy-validation, the committed
 * baseline's AMD EPYC against this Intel Xeon); docs/instructions.md, "What moves a count". A
 * simulated pull request draws one offset within ±0.15% for its whole run.
 */
export const BETWEEN_RUNS_DRIFT = 0.0015;
export const GATES = 1000;

// The defaults a user of --measure instructions gets (max-processes and the threshold by measure).
export const instructionGate = gateSettings({
  measure: 'instructions',
  maxProcesses: INSTRUCTION_MAX_PROCESSES,
  instructionsThreshold: DEFAULT_INSTRUCTIONS_THRESHOLD,
});
const base = baseServerName(instructionGate.subject);

async function simulate(
  random: SeededRandom,
  noise: InstructionNoise,
  trueChange: number,
  gate: GateSettings,
  scenarios: ScenarioName[],
) {
  const run = (processes: number, measured = scenarios) =>
    countedRun({
      random,
      noise,
      processes,
      scenarios: measured,
      // The change sits in one scenario: the others must not hide it nor raise false alarms.
      servers: (scenario) => ({
        [gate.subject]: MION_INSTRUCTIONS * (1 + (scenario === 'hello' ? trueChange : 0)),
        [base]: MION_INSTRUCTIONS,
      }),
    });
  const design = pairedDesign(gate, base);
  const initial = run(firstLookProcesses(gate, design.sampling));
  let scenarioPairs = firstLookProcesses(gate, design.sampling) * scenarios.length;
  const outcome = await runSequentialGate({
    ...design,
    initial,
    gate,
    nowMs: () => 0,
    measureMore: async (processes, measured) => {
      scenarioPairs += processes * measured.length;
      return run(processes, measured);
    },
  });
  const firstInterval = design.compare(initial, 'first look').find((m) => m.scenario === 'hello')!.estimates
    .paired!;
  return { outcome, firstInterval, scenarioPairs };
}

/**
 * A change point's confirmation as the history workflow runs it: `compare` of the commit against
 * the commit before it, counted instructions, the real sequential gate at its defaults; its reading
 * of hello as confirmationsOf and readingOf take it from the results. True when it reads slower,
 * which is what lets the change point open an issue.
 */
export async function confirmationReadsSlower(
  random: SeededRandom,
  noise: InstructionNoise,
  trueChange: number,
): Promise<boolean> {
  const { outcome } = await simulate(random, noise, trueChange, instructionGate, SCENARIOS);
  const metric = outcome.metrics.find((candidate) => candidate.scenario === 'hello')!;
  const { estimate, lower, upper, confidence } = decidingChange(metric);
  return readingOf('instructions', { change: estimate, lower, upper, confidence }) === 'slower';
}

/** Verdict shares of GATES simulated pull requests, and the first look's coverage at its level. */
export async function instructionRates(
  noise: InstructionNoise,
  trueChange: number,
  seed: number,
  gate: GateSettings = instructionGate,
  scenarios: ScenarioName[] = SCENARIOS,
) {
  const random = seededRandom(seed);
  const tally = new VerdictTally();
  let covered = 0;
  let level = 0;
  const processes: number[] = [];
  const scenarioPairs: number[] = [];
  for (let index = 0; index < GATES; index++) {
    const simulated = await simulate(random, noise, trueChange, gate, scenarios);
    const { outcome, firstInterval } = simulated;
    level = firstInterval.confidence;
    processes.push(outcome.subjectProcesses);
    scenarioPairs.push(simulated.scenarioPairs);
    tally.add(outcome.verdict);
    if (firstInterval.lower <= trueChange && trueChange <= firstInterval.upper) covered++;
  }
  const fraction = (count: number) => count / GATES;
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    ...tally.shares(),
    coverage: fraction(covered),
    level,
    /** Process pairs of the gate's looks (the confirmation's not counted), the median pull request's. */
    medianProcesses: median(processes),
    /**
     * Counted pairs summed over the scenarios each look counted, the confirmation's included (later
     * looks count the undecided scenarios only): the median pull request's counting work.
     */
    medianScenarioPairs: median(scenarioPairs),
  };
}

/**
 * The stored instruction gate at its defaults: this run's counted processes against a baseline of
 * INSTRUCTION_BASELINE_PROCESSES counted in another run. Each simulated pull request draws one offset
 * between the two runs, uniform within ±`betweenRunsDrift`, for its whole run (the same source counted
 * on another machine or day), and `rise` in hello.
 */
export async function storedInstructionRates(
  noise: InstructionNoise,
  betweenRunsDrift: number,
  rise: number,
  seed: number,
  gate: GateSettings = instructionGate,
) {
  const random = seededRandom(seed);
  const tally = new VerdictTally();
  for (let index = 0; index < GATES; index++) {
    const baseline = countedRun({
      random,
      noise,
      processes: INSTRUCTION_BASELINE_PROCESSES,
      scenarios: SCENARIOS,
      servers: { [gate.subject]: MION_INSTRUCTIONS },
    });
    const offset = (random.uniform() * 2 - 1) * betweenRunsDrift;
    const run = (processes: number, measured = SCENARIOS) =>
      countedRun({
        random,
        noise,
        processes,
        scenarios: measured,
        servers: (scenario) => ({
          [gate.subject]: MION_INSTRUCTIONS * (1 + offset) * (1 + (scenario === 'hello' ? rise : 0)),
        }),
      });
    const initial = run(firstLookProcesses(gate, INSTRUCTION_SAMPLING));
    const outcome = await runSequentialGate({
      ...storedBaselineDesign(gate, baseline, initial),
      initial,
      gate,
      nowMs: () => 0,
      measureMore: async (processes, measured) => run(processes, measured),
    });
    tally.add(outcome.verdict);
  }
  return tally.shares();
}
