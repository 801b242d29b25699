import { detectableWorseningLog } from '../stats/detectable-change.ts';
import type { SamplingPlan } from './gate-defaults.ts';
import { worseSign } from './gated-metrics.ts';
import type { ChangeInterval, ComparedMetric, MetricComparison } from './gate-types.ts';

/**
 * The comparison's minimum detectable worsening as a fraction of the metric: a loss of throughput,
 * a rise of latency or instructions. Empty when the interval has no standard error (too few samples).
 */
export function detectableWorsening(
  change: ChangeInterval,
  metric: ComparedMetric,
  threshold: number,
  sampling: SamplingPlan,
): Pick<MetricComparison, 'detectableWorsening'> {
  if (change.logStandardError === undefined || change.degreesOfFreedom === undefined) return {};
  const higherIsWorse = worseSign(metric) > 0;
  const worseningLog = detectableWorseningLog({
    logStandardError: change.logStandardError,
    degreesOfFreedom: change.degreesOfFreedom,
    samples: change.currentSamples,
    confirmationSamples: sampling.confirmationProcesses,
    intervalConfidence: change.confidence,
    thresholdLog: higherIsWorse ? Math.log1p(threshold) : -Math.log1p(-Math.min(threshold, 0.999)),
  });
  const fraction = higherIsWorse ? Math.expm1(worseningLog) : -Math.expm1(-worseningLog);
  return Number.isFinite(fraction) ? { detectableWorsening: fraction } : {};
}
