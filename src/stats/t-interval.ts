import { mean, sampleVariance } from 'simple-statistics';
import type { ChangeInterval } from '../gate/gate-types.ts';
import { studentTQuantile } from './student-t.ts';

/**
 * A change estimated on logarithms, with its two-sided t interval, mapped back to a relative
 * change through exp(x) - 1. Shared by every estimator of the gate: they differ only in how they
 * get the log difference, its standard error and its degrees of freedom.
 *
 * With no estimate of the spread (fewer than two samples a side) no interval exists: the bounds
 * are then -1 and +Infinity (the images of -∞ and +∞), which no verdict but "inconclusive"
 * accepts. JSON.stringify writes Infinity as null.
 */
export function logInterval(
  logDifference: number,
  standardError: number,
  degreesOfFreedom: number,
  confidence: number,
  samples: { currentSamples: number; baselineSamples: number },
): ChangeInterval {
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  const estimate = Math.expm1(logDifference);
  const fields = { confidence, ...samples };
  if (!(degreesOfFreedom > 0) || !Number.isFinite(standardError)) {
    return { estimate, lower: -1, upper: Number.POSITIVE_INFINITY, ...fields };
  }
  if (standardError === 0)
    return { estimate, lower: estimate, upper: estimate, ...fields, logStandardError: 0, degreesOfFreedom };
  const halfWidth = studentTQuantile((1 + confidence) / 2, degreesOfFreedom) * standardError;
  return {
    estimate,
    lower: Math.expm1(logDifference - halfWidth),
    upper: Math.expm1(logDifference + halfWidth),
    ...fields,
    logStandardError: standardError,
    degreesOfFreedom,
  };
}

/**
 * Paired design: one log difference per pair of processes (head and base started together and
 * loaded at the same time), so the machine's drift and load between pairs cancel. The
 * interval is Student's one-sample t on the differences, with n - 1 degrees of freedom
 * ("Student", "The probable error of a mean", Biometrika 6, 1908).
 */
export function pairedLogChange(logDifferences: number[], confidence: number): ChangeInterval {
  if (logDifferences.length === 0) throw new RangeError('no paired samples');
  const n = logDifferences.length;
  const samples = { currentSamples: n, baselineSamples: n };
  if (n < 2) return logInterval(logDifferences[0]!, Number.NaN, 0, confidence, samples);
  return logInterval(
    mean(logDifferences),
    Math.sqrt(sampleVariance(logDifferences) / n),
    n - 1,
    confidence,
    samples,
  );
}

/**
 * Two independent groups of per-process logs (this run's processes against the baseline's):
 * Welch's t interval for a difference of means with unequal variances (B. L. Welch, Biometrika 34,
 * 1947), Welch–Satterthwaite degrees of freedom. google/tachometer's stats.ts uses the same
 * interval, on raw values rather than logs.
 */
export function welchLogChange(
  currentLogs: number[],
  baselineLogs: number[],
  confidence: number,
): ChangeInterval {
  if (currentLogs.length === 0 || baselineLogs.length === 0) throw new RangeError('no samples on one side');
  const samples = { currentSamples: currentLogs.length, baselineSamples: baselineLogs.length };
  const logDifference = mean(currentLogs) - mean(baselineLogs);
  if (currentLogs.length < 2 || baselineLogs.length < 2) {
    return logInterval(logDifference, Number.NaN, 0, confidence, samples);
  }
  const currentVarianceOfMean = sampleVariance(currentLogs) / currentLogs.length;
  const baselineVarianceOfMean = sampleVariance(baselineLogs) / baselineLogs.length;
  const varianceOfDifference = currentVarianceOfMean + baselineVarianceOfMean;
  // df = (s1²/n1 + s2²/n2)² / ((s1²/n1)²/(n1-1) + (s2²/n2)²/(n2-1)).
  const degreesOfFreedom =
    varianceOfDifference === 0
      ? 1
      : varianceOfDifference ** 2 /
        (currentVarianceOfMean ** 2 / (currentLogs.length - 1) +
          baselineVarianceOfMean ** 2 / (baselineLogs.length - 1));
  return logInterval(logDifference, Math.sqrt(varianceOfDifference), degreesOfFreedom, confidence, samples);
}

/** A geometric mean with its two-sided t interval, as factors (exp of the log bounds). */
export interface FactorInterval {
  center: number;
  lower: number;
  upper: number;
  samples: number;
}

/**
 * The geometric mean of values given as logarithms (one per process), with Student's t interval
 * on the mean log: what a figure drawn from a few processes may be, given how much its processes
 * differ. Undefined with fewer than two values, where no spread, and so no interval, exists.
 */
export function logMeanInterval(logs: number[], confidence: number): FactorInterval | undefined {
  if (logs.length < 2) return undefined;
  const center = mean(logs);
  const halfWidth =
    studentTQuantile((1 + confidence) / 2, logs.length - 1) * Math.sqrt(sampleVariance(logs) / logs.length);
  return {
    center: Math.exp(center),
    lower: Math.exp(center - halfWidth),
    upper: Math.exp(center + halfWidth),
    samples: logs.length,
  };
}
