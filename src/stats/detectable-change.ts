import { probit } from 'simple-statistics';
import { studentTQuantile } from './student-t.ts';

/** The share of runs in which a worsening must be caught for the gate to say it could catch it. */
export const DETECTION_POWER = 0.9;

export interface DetectionInputs {
  /** Standard error of the log change at the look that decided, and its degrees of freedom. */
  logStandardError: number;
  degreesOfFreedom: number;
  /** The level of one comparison at one look (the error budget's undecidedConfidence). */
  undecidedConfidence: number;
  /** The threshold as a log worsening: -log(1 - t) for throughput, log(1 + t) for latency and counts. */
  thresholdLog: number;
}

/**
 * How sure the run must be that a change it could not decide lies within the threshold, for it to
 * pass: 80%, one-sided. A comparison whose processes ran out fails unless its estimate sits at least
 * z₀.₈ standard errors inside the threshold, so a loss exactly at the threshold fails about 4 runs in
 * 5 instead of 1 in 2 (the pull request rates in the README), while an unchanged one is protected by
 * the other half of the bar below.
 */
export const LIKELY_WITHIN_LEVEL = 0.8;

/**
 * How far on the worse side a log change must read for the gate to fail it when its processes
 * have run out: not shown within the threshold (beyond it less z₀.₈ standard errors,
 * LIKELY_WITHIN_LEVEL), and beyond the one-sided bound of one comparison at one look, so that noise
 * as wide as the threshold fails an unchanged pull request at most at that level
 * (undecided-rule.ts). A comparison that regressed earlier crossed a higher bar (the repeated-look
 * interval), so this one decides what the gate catches.
 */
export function worseningBarLog(inputs: DetectionInputs): number {
  const quantile = studentTQuantile((1 + inputs.undecidedConfidence) / 2, inputs.degreesOfFreedom);
  return Math.max(
    inputs.thresholdLog - probit(LIKELY_WITHIN_LEVEL) * inputs.logStandardError,
    quantile * inputs.logStandardError,
  );
}

/**
 * The minimum detectable effect of this run, in log units on the worse side: the smallest true
 * worsening that would have failed the check in DETECTION_POWER of runs with the same samples and
 * spread, were they its last. The check fails when the log estimate passes the bar
 * (worseningBarLog), so with the estimate normal around the true change:
 *
 *     P(catch) = Φ((δ − bar) / se) = 0.9   →   δ = bar + z₀.₉ · se
 *
 * The simulation test (test/gate/detectable-worsening.test.ts) checks it against the gate as it runs.
 */
export function detectableWorseningLog(inputs: DetectionInputs): number {
  const { logStandardError: se } = inputs;
  if (!(se >= 0) || !Number.isFinite(se) || !(inputs.degreesOfFreedom > 0)) return Number.POSITIVE_INFINITY;
  return worseningBarLog(inputs) + probit(DETECTION_POWER) * se;
}
