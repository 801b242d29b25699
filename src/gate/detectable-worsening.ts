import { detectableWorseningLog, worseningBarLog } from '../stats/detectable-change.ts';
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
  undecidedConfidence: number,
): Pick<MetricComparison, 'detectableWorsening'> {
  if (change.logStandardError === undefined || change.degreesOfFreedom === undefined) return {};
  const { thresholdLog, higherIsWorse } = worseningLogs(change, metric, threshold);
  const worseningLog = detectableWorseningLog({
    logStandardError: change.logStandardError,
    degreesOfFreedom: change.degreesOfFreedom,
    undecidedConfidence,
    thresholdLog,
  });
  const fraction = higherIsWorse ? Math.expm1(worseningLog) : -Math.expm1(-worseningLog);
  return Number.isFinite(fraction) ? { detectableWorsening: fraction } : {};
}

/**
 * The change reads worse than its bar (worseningBarLog): beyond the threshold and beyond one
 * comparison's one-sided bound at one look. False without a standard error.
 */
export function beyondWorseningBar(
  comparison: MetricComparison,
  change: ChangeInterval,
  undecidedConfidence: number,
): boolean {
  if (change.logStandardError === undefined || change.degreesOfFreedom === undefined) return false;
  const { worseLog, thresholdLog } = worseningLogs(change, comparison.metric, comparison.threshold);
  return (
    worseLog >
    worseningBarLog({
      logStandardError: change.logStandardError,
      degreesOfFreedom: change.degreesOfFreedom,
      undecidedConfidence,
      thresholdLog,
    })
  );
}
