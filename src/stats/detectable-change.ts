import { probit } from 'simple-statistics';

/** The share of runs in which a worsening must be caught for the gate to say it could catch it. */
export const DETECTION_POWER = 0.9;

export interface DetectionInputs {
  /** Standard error of the log change at the look that decided, and its degrees of freedom. */
  logStandardError: number;
  degreesOfFreedom: number;
  /** The threshold as a log worsening: -log(1 - t) for throughput, log(1 + t) for latency and counts. */
  thresholdLog: number;
}

/**
 * How sure the run must be that a change it could not decide lies within the threshold, for it to
 * pass: 80%, one-sided. A comparison whose processes ran out passes only when its estimate sits at
 * least z₀.₈ standard errors inside the threshold, so a loss exactly at the threshold fails about 4
 * runs in 5; noise that leaves an unchanged head less sure than that fails it too, as too noisy
 * to rule out a loss (undecided-rule.ts), never as a regression.
 */
export const LIKELY_WITHIN_LEVEL = 0.8;

/**
 * How far on the worse side a log change may read and still pass when its processes have run
 * out: the threshold less z₀.₈ standard errors (LIKELY_WITHIN_LEVEL). Beyond it the check fails,
 * as a likely regression when the estimate is past the threshold, as too noisy to rule out a loss
 * when it is not (undecided-rule.ts). With noise as wide as the threshold the bar falls below zero,
 * and an unchanged head cannot pass: the run could not show it is not worse.
 */
export function withinBarLog(inputs: DetectionInputs, level = LIKELY_WITHIN_LEVEL): number {
  return inputs.thresholdLog - probit(level) * inputs.logStandardError;
}

/**
 * How sure a still undecided comparison must be of lying within its threshold to stop measuring
 * before max-processes (sequential-gate.ts). Stricter than LIKELY_WITHIN_LEVEL, which judges it once
 * its processes or time have run out: at 80% a comparison would get that pass at every look past
 * the stop, and an 8% loss in pairs spread 20% passed 9% of pull requests; at 95%, 1.1–1.5% of them
 * at 15–16% a pair, most stopping at 24–44 pairs; at 97.5%, 0.5–0.8% (1,000 simulated pull
 * requests a cell, the 30-minute budget; docs/statistics.md, "Rates by noise"). Stricter still
 * (99%) kept unchanged pull requests measuring until the budget ended them: 6% failed at 15% a
 * pair with 20 minutes.
 */
export const SURELY_WITHIN_LEVEL = 0.975;

/**
 * The minimum detectable effect of this run, in log units on the worse side: the smallest true
 * worsening that would have failed the check in DETECTION_POWER of runs with the same samples and
 * spread, were they its last. The check fails when the log estimate passes the bar
 * (withinBarLog), so with the estimate normal around the true change:
 *
 *     P(catch) = Φ((δ − bar) / se) = 0.9   →   δ = bar + z₀.₉ · se = threshold + (z₀.₉ − z₀.₈) · se
 *
 * The simulation test (test/gate/detectable-worsening.test.ts) checks it against the gate as it runs.
 */
export function detectableWorseningLog(inputs: DetectionInputs): number {
  const { logStandardError: se } = inputs;
  if (!(se >= 0) || !Number.isFinite(se) || !(inputs.degreesOfFreedom > 0)) return Number.POSITIVE_INFINITY;
  return withinBarLog(inputs) + probit(DETECTION_POWER) * se;
}
