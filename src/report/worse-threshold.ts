import { worseSign } from '../gate/gated-metrics.ts';
import type { MetricComparison } from '../gate/gate-types.ts';
import { formatThreshold } from './format-numbers.ts';

/**
 * A comparison's threshold on its worse side, as a reader sees it: −5% for throughput, +50% for a
 * latency, +0.3% for counted instructions; never rounded, with at least `leastDecimals` decimals
 * (the heading writes "+5%", the table's column "+5.0%").
 */
export function worseThreshold(comparison: MetricComparison, leastDecimals: number): string {
  return formatThreshold(worseSign(comparison.metric) * comparison.threshold, leastDecimals);
}
