import { mean, sampleVariance } from 'simple-statistics';
import type { ChangeInterval } from '../gate/gate-types.ts';
import { studentTQuantile } from './student-t.ts';

/**
 * Relative change of `currentValues` against `baselineValues` (both positive, e.g. per-round
 * subject/reference ratios) with a two-sided confidence interval.
 *
 * The comparison is made on logarithms: a ratio's logarithm is symmetric (halving and doubling are
 * equally far from zero) and per-round benchmark noise is closer to log-normal than to normal.
 * Change = exp(mean(log current) - mean(log baseline)) - 1, the ratio of geometric means minus one.
 *
 * The interval is Welch's t interval for a difference of means with unequal variances
 * (B. L. Welch, "The generalization of 'Student's' problem when several different population
 * variances are involved", Biometrika 34, 1947), with the Welch–Satterthwaite degrees of freedom,
 * computed on the logs and mapped back through exp(x) - 1. google/tachometer's stats.ts uses the
 * same Welch interval, on raw values rather than logs.
 *
 * With a single value on either side that side's variance cannot be estimated, so no interval
 * exists: the bounds are then -1 and +Infinity (the images of -∞ and +∞), which no verdict but
 * "inconclusive" accepts. Note that JSON.stringify writes Infinity as null.
 */
export function logChangeInterval(
  currentValues: number[],
  baselineValues: number[],
  confidence: number,
): ChangeInterval {
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  const currentLogs = positiveLogs(currentValues, 'current');
  const baselineLogs = positiveLogs(baselineValues, 'baseline');
  const logDifference = mean(currentLogs) - mean(baselineLogs);
  const samples = { confidence, currentSamples: currentLogs.length, baselineSamples: baselineLogs.length };
  const estimate = Math.expm1(logDifference);
  if (currentLogs.length < 2 || baselineLogs.length < 2) {
    return { estimate, lower: -1, upper: Number.POSITIVE_INFINITY, ...samples };
  }
  const currentVarianceOfMean = sampleVariance(currentLogs) / currentLogs.length;
  const baselineVarianceOfMean = sampleVariance(baselineLogs) / baselineLogs.length;
  const varianceOfDifference = currentVarianceOfMean + baselineVarianceOfMean;
  if (varianceOfDifference === 0) return { estimate, lower: estimate, upper: estimate, ...samples };
  // Welch–Satterthwaite: df = (s1²/n1 + s2²/n2)² / ((s1²/n1)²/(n1-1) + (s2²/n2)²/(n2-1)).
  const degreesOfFreedom =
    varianceOfDifference ** 2 /
    (currentVarianceOfMean ** 2 / (currentLogs.length - 1) +
      baselineVarianceOfMean ** 2 / (baselineLogs.length - 1));
  const halfWidth =
    studentTQuantile((1 + confidence) / 2, degreesOfFreedom) * Math.sqrt(varianceOfDifference);
  return {
    estimate,
    lower: Math.expm1(logDifference - halfWidth),
    upper: Math.expm1(logDifference + halfWidth),
    ...samples,
  };
}

function positiveLogs(values: number[], side: string): number[] {
  if (values.length === 0) throw new RangeError(`${side} values are empty`);
  return values.map((value) => {
    if (!(value > 0 && Number.isFinite(value))) {
      throw new RangeError(`${side} values must be positive finite numbers, got ${value}`);
    }
    return Math.log(value);
  });
}
