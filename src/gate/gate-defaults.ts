import type { Measure } from './gate-types.ts';

/**
 * Defaults of the sequential gate (sequential-gate.ts). The sample is a server process (one round
 * each, after its own warm-up), because rounds of one process share its luck. The values were chosen
 * with the two-level noise simulation (test/gate/two-level-simulation.test.ts) and checked by the
 * calibration on real servers (docs/calibration.md); rerun both when changing one.
 */

/**
 * Processes per side of the gate's first look. Fewer give an interval too wide to decide anything
 * (t with few degrees of freedom); the sequential gate adds more while a metric is inconclusive.
 */
export const DEFAULT_FIRST_LOOK_PROCESSES = 8;

/** The first look never runs more processes than the gate may use in all. */
export function firstLookProcesses(
  gate: { maxProcesses: number },
  sampling: SamplingPlan = WALL_TIME_SAMPLING,
): number {
  return Math.min(sampling.firstLookProcesses, gate.maxProcesses);
}

/** Processes of subject and reference in a recorded baseline: its noise sits in every later interval. */
export const DEFAULT_BASELINE_PROCESSES = 30;

/**
 * Most processes of the subject per scenario, extra ones included, before the gate gives up as
 * inconclusive. Only a comparison not yet 99% surely within its threshold goes past
 * SURELY_WITHIN_STOP_PROCESSES, as a noisy runner leaves one: an unchanged pull request needs
 * about 3,800·σ² process pairs (σ the pair spread) to be 85% surely within 5% (the end's rule) 98
 * times in 100, 55 at 12% and 86 at 15%, and the time budget, not this number, ends such a run
 * when all three scenarios stay open. With 96 the maximum ended more runs than the budget (A/A
 * failing 3.4% at 15.5% a pair, 1.6% with 128); 192 gives a scenario left open alone the pairs
 * the budget still has (an 8% loss at 25% a pair failing 98.7% with 128 and the end's 80%, 99.0%
 * with 192; docs/statistics.md, "Rates by noise").
 */
export const DEFAULT_MAX_PROCESSES = 192;

/**
 * Processes after which a comparison still undecided but already 99% surely within its threshold
 * (SURELY_WITHIN_LEVEL) stops, to pass with a notice: measuring it further would spend the pull
 * request's time on a comparison that passes anyway. One that is not goes on towards max-processes.
 */
export const SURELY_WITHIN_STOP_PROCESSES = 24;

/**
 * From this many processes a step adds a third of them (rounded up to whole steps) instead of
 * DEFAULT_EXTRA_PROCESSES: 24, 32, 44, 60, 80, 108, 144, 192. Few looks past the usual range keep every
 * look's interval nearly as narrow as with a maximum of 24 (the looks share one error budget).
 */
export const GROWING_STEPS_FROM_PROCESSES = 24;

/** Processes added per step while a metric is inconclusive: small steps stop soon after a verdict is reached. */
export const DEFAULT_EXTRA_PROCESSES = 4;

/** Fresh processes that must repeat a regression before the gate fails. */
export const DEFAULT_CONFIRMATION_PROCESSES = 8;

/** Rounds per process in the gate's own measurements. */
export const GATE_ROUNDS_PER_PROCESS = 1;

/** How many processes the sequential gate asks for at each step. */
export interface SamplingPlan {
  firstLookProcesses: number;
  extraProcesses: number;
  confirmationProcesses: number;
  /** Steps grow by a third of the processes from this many on (GROWING_STEPS_FROM_PROCESSES); never when unset. */
  growingStepsFrom?: number;
  /** An undecided comparison 99% surely within its threshold stops here (SURELY_WITHIN_STOP_PROCESSES); at max-processes when unset. */
  surelyWithinStop?: number;
}

export const WALL_TIME_SAMPLING: SamplingPlan = {
  firstLookProcesses: DEFAULT_FIRST_LOOK_PROCESSES,
  extraProcesses: DEFAULT_EXTRA_PROCESSES,
  confirmationProcesses: DEFAULT_CONFIRMATION_PROCESSES,
  growingStepsFrom: GROWING_STEPS_FROM_PROCESSES,
  surelyWithinStop: SURELY_WITHIN_STOP_PROCESSES,
};

/** The processes of the look after one at `processes`: a step of extraProcesses, or a third of them once steps grow. */
export function nextLookProcesses(processes: number, maxProcesses: number, sampling: SamplingPlan): number {
  const growing = sampling.growingStepsFrom !== undefined && processes >= sampling.growingStepsFrom;
  const step = growing
    ? Math.ceil(processes / 3 / sampling.extraProcesses) * sampling.extraProcesses
    : sampling.extraProcesses;
  return Math.min(maxProcesses, processes + step);
}

/**
 * Fresh processes that confirm a regression seen after `processes` of each side in its scenario: confirmationProcesses,
 * and, once the steps grow (a runner too noisy to decide in 24 pairs), a third of the run, as a step
 * is. Eight fresh pairs beside a look of 108 confirmed a false regression by chance: at 20% a pair
 * their estimate fell past −5% a quarter of the time, and unchanged pull requests failed as confirmed
 * regressions 0.2–0.8% at 13–27% a pair; with a third, 0.1–0.2% (4,000 simulated a cell;
 * docs/statistics.md, "Rates by noise"). A quiet runner, decided by 24, still confirms with 8.
 */
export function confirmationProcessesAfter(processes: number, sampling: SamplingPlan): number {
  const growing = sampling.growingStepsFrom !== undefined && processes >= sampling.growingStepsFrom;
  if (!growing) return sampling.confirmationProcesses;
  const third = Math.ceil(processes / 3 / sampling.extraProcesses) * sampling.extraProcesses;
  return Math.max(sampling.confirmationProcesses, third);
}

/**
 * --measure instructions: a counted process costs about a minute under valgrind, but counts spread
 * far less than times (docs/calibration.md, "Instructions per request"), so few processes decide.
 */
export const INSTRUCTION_SAMPLING: SamplingPlan = {
  firstLookProcesses: 4,
  extraProcesses: 2,
  confirmationProcesses: 3,
};

/**
 * The largest spread of one sample's log figure (a process pair's head minus base, or one counted
 * process) at which the gate's error rates were shown to hold, per measure; a run above it ends
 * inconclusive. Shown by simulating the real gate under the two-level model, every scenario gated
 * together (test/gate/pull-request-statistics.test.ts checks A/A at 95% of it): wall time from 8%
 * to 30% per pair, instructions from 0.6% to 4% per process. Real trials checked the model itself
 * at the spreads this machine gives (docs/statistics.md, "Real trials").
 */
export const VALIDATED_SPREAD_LOG: Record<Measure, number> = {
  'wall-time': 0.3,
  instructions: 0.04,
};

/**
 * Latency at a fixed rate (--rate): a process's p99 at the rate is a handful of its slowest moments (a
 * garbage collection, the machine taking the CPU away), and spread 30% to 65% between the process
 * pairs of a real A/A here (docs/open-loop-latency.md), p50 3-4%. The gate's rates at those spreads
 * were shown by drawing the simulated processes from real ones (test/helpers/latency-at-rate-rates.ts):
 * an A/A drawn so never ended too noisy with the guard at 1.0, where at 0.75 a fifth of them did (its
 * resampled pairs spread beyond the real runs' 0.65 now and then).
 */
export const VALIDATED_AT_RATE_SPREAD_LOG = 1.0;

/** --measure instructions: the default of max-processes (see DEFAULT_INSTRUCTIONS_THRESHOLD). */
export const INSTRUCTION_MAX_PROCESSES = 10;
/** --measure instructions: the default of baseline-processes (the subject alone is counted). */
export const INSTRUCTION_BASELINE_PROCESSES = 8;

/**
 * `gate` set to measure with `measure`: the process counts the user did not give follow the measure
 * (a counted process costs a minute, so fewer of them), those given stay.
 */
export function gateMeasuring<T extends GateSettingsShape>(gate: T, measure: Measure): T {
  const counted = measure === 'instructions';
  return {
    ...gate,
    measure,
    maxProcesses: gate.given.maxProcesses ?? (counted ? INSTRUCTION_MAX_PROCESSES : DEFAULT_MAX_PROCESSES),
    baselineProcesses:
      gate.given.baselineProcesses ?? (counted ? INSTRUCTION_BASELINE_PROCESSES : DEFAULT_BASELINE_PROCESSES),
  };
}

interface GateSettingsShape {
  measure: Measure;
  maxProcesses: number;
  baselineProcesses: number;
  given: { maxProcesses?: number; baselineProcesses?: number };
}
