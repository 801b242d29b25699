import { probit } from 'simple-statistics';
import { detectableWorseningLog, LIKELY_WITHIN_LEVEL, withinBarLog } from '../stats/detectable-change.ts';
import { worseSign } from './gated-metrics.ts';
import type { ChangeInterval, ComparedMetric, MetricComparison } from './gate-types.ts';

/** A change, its threshold and its standard error as log worsenings: positive is worse, whatever the metric. */
function worseningLogs(change: ChangeInterval, metric: ComparedMetric, threshold: number) {
  const higherIsWorse = worseSign(metric) > 0;
  return {
    worseLog: (higherIsWorse ? 1 : -1) * Math.log1p(change.estimate),
    thresholdLog: higherIsWorse ? Math.log1p(threshold) : -Math.log1p(-Math.min(threshold, 0.999)),
    higherIsWorse,
  };
}

/**
 * The comparison's minimum detectable worsening as a fraction of the metric: a loss of throughput,
 * a rise of latency or instructions. Empty when the interval has no standard error (too few samples).
 */
export function detectableWorsening(
  change: ChangeInterval,
  metric: ComparedMetric,
  threshold: number,
): Pick<MetricComparison, 'detectableWorsening'> {
  if (change.logStandardError === undefined || change.degreesOfFreedom === undefined) return {};
  const { thresholdLog, higherIsWorse } = worseningLogs(change, metric, threshold);
  const worseningLog = detectableWorseningLog({
    logStandardError: change.logStandardError,
    degreesOfFreedom: change.degreesOfFreedom,
    thresholdLog,
  });
  const fraction = higherIsWorse ? Math.expm1(worseningLog) : -Math.expm1(-worseningLog);
  return Number.isFinite(fraction) ? { detectableWorsening: fraction } : {};
}

/**
 * The change is 85% surely within its threshold (withinBarLog), or as sure as `level`: its
 * estimate at least z_level standard errors inside it, on the worse side. False without a standard
 * error: nothing was shown.
 */
export function likelyWithinThreshold(
  comparison: MetricComparison,
  change: ChangeInterval,
  level = LIKELY_WITHIN_LEVEL,
): boolean {
  if (change.logStandardError === undefined || change.degreesOfFreedom === undefined) return false;
  const { worseLog, thresholdLog } = worseningLogs(change, comparison.metric, comparison.threshold);
  return (
    worseLog <=
    withinBarLog(
      {
        logStandardError: change.logStandardError,
        degreesOfFreedom: change.degreesOfFreedom,
        thresholdLog,
      },
      level,
    )
  );
}

/**
 * Process pairs (or processes) at which a comparison of this spread would be 85% surely within its
 * threshold, were its estimate to stay where it is: what would decide an undecided one. Infinite
 * when the estimate is at or past the threshold.
 */
export function samplesToShowWithin(comparison: MetricComparison, change: ChangeInterval): number {
  const { worseLog, thresholdLog } = worseningLogs(change, comparison.metric, comparison.threshold);
  const margin = thresholdLog - worseLog;
  if (!(margin > 0) || comparison.spreadLog === undefined) return Number.POSITIVE_INFINITY;
  return Math.ceil(((probit(LIKELY_WITHIN_LEVEL) * comparison.spreadLog) / margin) ** 2);
}
