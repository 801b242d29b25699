/**
 * Defaults of the sequential gate (sequential-gate.ts), chosen together by simulation: the real gate
 * on synthetic runs with log-normal per-round noise, a 5 percent threshold, 95 percent confidence,
 * the 4 rounds of a pull-request run and both scenarios (test/gate/sequential-gate.test.ts asserts
 * the rates). At 10 percent noise on the subject/reference ratio they gave, over 3000 simulated
 * gates each, about 0.6 percent false alarms (A/A runs ending in 'regression') and detected a
 * 15 percent throughput loss in 99.97 percent. Rerun the simulation when changing one.
 */

/**
 * Rounds recorded for a baseline. Every comparison reuses the baseline's rounds, so their noise
 * sits in every interval and is shared by a first look and its confirmation: a baseline that happened
 * to run fast makes both agree on a false regression. 30 rather than 20 rounds cut simulated false
 * alarms from 0.9 to 0.6 percent (3000 gates each, 10 percent noise); the cost is paid once per
 * baseline, not on every pull request.
 */
export const DEFAULT_BASELINE_ROUNDS = 30;

/**
 * Upper limit on rounds of the subject per scenario, extra rounds included. At 10 percent noise
 * a ±5 percent "unchanged" stays out of reach (0.3 percent of simulated A/A gates passed, the rest
 * ended inconclusive), because the interval is at least as wide as the baseline's own uncertainty; at 6 percent noise 24 rounds let 29 percent of simulated A/A gates pass,
 * 16 rounds only 8 percent. Extra rounds run subject and reference only, so 20 of them cost a few minutes.
 */
export const DEFAULT_MAX_ROUNDS = 24;

/** Rounds per extra block while a metric is inconclusive: small steps stop soon after a verdict is reached. */
export const DEFAULT_EXTRA_ROUNDS_PER_BLOCK = 4;

/**
 * Rounds of the fresh block that must confirm a regression. It is compared with the baseline alone,
 * so it needs enough rounds to see a real regression again: with 4 rounds only 88 percent of
 * simulated 15 percent losses were confirmed, with 6 rounds 99.2, with 8 rounds 99.97.
 */
export const DEFAULT_CONFIRMATION_ROUNDS = 8;
