import { sampleCorrelation, sampleVariance } from 'simple-statistics';
import { studentTQuantile } from './student-t.ts';

/**
 * Is one side of a paired run more erratic across processes than the other? A head that takes a
 * slow path in some processes only (a deoptimisation some processes hit) has two modes; its mean
 * may move less than the threshold while a user meets the slow mode in two restarts of five.
 *
 * Head and base of a pair ran at the same time, so their figures share the machine's swings; the
 * Pitman–Morgan test compares the variances of two such paired samples (E. J. G. Pitman,
 * Biometrika 31, 1939; W. A. Morgan, Biometrika 31, 1939). The sum and the difference of a pair
 * are uncorrelated exactly when the two sides vary alike:
 *
 *     cov(head + base, head − base) = var(head) − var(base)
 *
 *     head log  ──●──●─────●──●──●───   (two of five processes on a slow path: far below)
 *                      ●           ●
 *     base log  ──●──●──●──●──●──●──●   (the machine's swings, shared with the head)
 *
 * so r = corr(sum, difference) and t = r·√(n − 2) / √(1 − r²), Student's t with n − 2 degrees of
 * freedom, test it one-sided. The shared swings cancel in the difference and only widen the sum,
 * which is why this sees a mixture from a few pairs where a test of absolute deviations does not
 * (the simulation in test/helpers/pull-request-rates.ts: head 30% slower in 2 of 5 processes).
 * Under a pull request that changes nothing head and base of a pair are exchangeable, so r is as
 * likely negative as positive. The side is called more erratic only when t passes its one-sided
 * quantile at `confidence` and its extra spread is beyond `marginLog`, so that a certain but
 * harmless difference fails nobody; the same two conditions classify-change.ts asks of a change.
 */
export interface PairedDispersion {
  /** √(var(head) − var(base)) of the log figures, 0 when the base varies more: the head's extra spread. */
  extraSpreadLog: number;
  /** Pitman–Morgan's t and the one-sided quantile it must pass, on `pairs` − 2 degrees of freedom. */
  statistic: number;
  criticalValue: number;
  confidence: number;
  pairs: number;
  /** t beyond its quantile and the extra spread beyond the margin. */
  headMoreErratic: boolean;
}

/** Four pairs give two degrees of freedom, the fewest with a finite quantile worth the name. */
const FEWEST_PAIRS = 4;
const LARGEST_STATISTIC = 1e6;

export function pairedDispersion(
  headLogs: readonly number[],
  baseLogs: readonly number[],
  confidence: number,
  marginLog: number,
): PairedDispersion | undefined {
  if (headLogs.length !== baseLogs.length)
    throw new RangeError(`paired samples differ in number: ${headLogs.length} and ${baseLogs.length}`);
  const pairs = headLogs.length;
  if (pairs < FEWEST_PAIRS) return undefined;
  const sums = headLogs.map((head, index) => head + baseLogs[index]!);
  const differences = headLogs.map((head, index) => head - baseLogs[index]!);
  const extraVariance = sampleVariance([...headLogs]) - sampleVariance([...baseLogs]);
  // Identical figures on one side leave no correlation to speak of: read it as none.
  const spread = sampleVariance(sums) * sampleVariance(differences);
  const correlation = spread > 0 ? sampleCorrelation(sums, differences) : 0;
  // A perfect correlation has an infinite t; results files are JSON, which has no Infinity.
  const statistic =
    Math.abs(correlation) >= 1
      ? Math.sign(correlation) * LARGEST_STATISTIC
      : (correlation * Math.sqrt(pairs - 2)) / Math.sqrt(1 - correlation ** 2);
  const criticalValue = studentTQuantile((1 + confidence) / 2, pairs - 2);
  const extraSpreadLog = Math.sqrt(Math.max(0, extraVariance));
  return {
    extraSpreadLog,
    statistic,
    criticalValue,
    confidence,
    pairs,
    headMoreErratic: statistic > criticalValue && extraSpreadLog > marginLog,
  };
}
