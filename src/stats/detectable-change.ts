import { errorFunction } from 'simple-statistics';
import { studentTQuantile } from './student-t.ts';

/** The share of runs in which a worsening must be caught for the gate to say it could catch it. */
export const DETECTION_POWER = 0.9;

export interface DetectionInputs {
  /** Standard error of the log change at the look that decided, and its degrees of freedom. */
  logStandardError: number;
  degreesOfFreedom: number;
  /** Samples behind that look, and behind the fresh look that must confirm a regression. */
  samples: number;
  confirmationSamples: number;
  /** The level the interval was computed at (the error budget's per-interval level). */
  intervalConfidence: number;
  /** The threshold as a log worsening: -log(1 - t) for throughput, log(1 + t) for latency and counts. */
  thresholdLog: number;
}

/**
 * The minimum detectable effect of this run, in log units on the worse side: the smallest true
 * worsening that would have ended `regression` in DETECTION_POWER of runs with the same samples and
 * spread. A regression needs (classify-change.ts) the interval wholly on the worse side and the
 * estimate beyond the threshold, so the estimate must pass the larger of the threshold and the
 * interval's half width; then the confirmation's fresh samples (sequential-gate.ts) must put their
 * estimate beyond the threshold too. With the estimate normal around the true change:
 *
 *     P(catch) = Φ((δ - max(threshold, q·se)) / se) · Φ((δ - threshold) / se_confirmation)
 *
 * solved for δ by bisection; se_confirmation = se · √(samples / confirmationSamples). The
 * simulation test (test/gate/detectable-worsening.test.ts) checks it against the gate as it runs.
 */
export function detectableWorseningLog(inputs: DetectionInputs): number {
  const { logStandardError: se, thresholdLog } = inputs;
  if (!(se >= 0) || !Number.isFinite(se)) return Number.POSITIVE_INFINITY;
  const quantile = studentTQuantile((1 + inputs.intervalConfidence) / 2, inputs.degreesOfFreedom);
  const bar = Math.max(thresholdLog, quantile * se);
  if (se === 0) return bar;
  const confirmationSe = se * Math.sqrt(inputs.samples / inputs.confirmationSamples);
  const caught = (shift: number) =>
    normalCdf((shift - bar) / se) * normalCdf((shift - thresholdLog) / confirmationSe);
  let low = 0;
  let high = bar + 10 * (se + confirmationSe);
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (caught(middle) < DETECTION_POWER) low = middle;
    else high = middle;
  }
  return high;
}

function normalCdf(z: number): number {
  return 0.5 * (1 + errorFunction(z / Math.SQRT2));
}
