import { worseSign } from '../gate/gated-metrics.ts';
import {
  decidingChange,
  type GatedMetric,
  type GateOutcome,
  type MetricComparison,
} from '../gate/gate-types.ts';

/**
 * The step outputs that describe the gate. Changes are the subject's, as the gate decided on them
 * (head against base in paired mode; the deciding estimator against a stored baseline), in percent with a sign: "-3.21" is 3.21 percent lower
 * than the baseline. The single figures are the worst scenario's; changes-json has them all.
 */
export interface GateOutputs {
  'rps-change': string;
  'latency-change': string;
  'latency-p50-change': string;
  'latency-p99-change': string;
  'latency-p999-change': string;
  'event-loop-delay-change': string;
  'changes-json': string;
}

interface ScenarioChange {
  rpsChangePercent?: number;
  rpsVerdict?: string;
  latencyChangePercent?: number;
  latencyVerdict?: string;
  latencyP50ChangePercent?: number;
  latencyP50Verdict?: string;
  latencyP99ChangePercent?: number;
  latencyP99Verdict?: string;
  latencyP999ChangePercent?: number;
  latencyP999Verdict?: string;
  eventLoopDelayChangePercent?: number;
  eventLoopDelayVerdict?: string;
  instructionsChangePercent?: number;
  instructionsVerdict?: string;
}

export function gateOutputs(gate: GateOutcome): GateOutputs {
  const byScenario: Record<string, ScenarioChange> = {};
  // A change that was not gated is context for a reader, never a figure for the next step to act on.
  const judged = gate.verdict === 'not-gated' ? [] : gate.metrics;
  for (const comparison of judged) {
    const change = (byScenario[comparison.scenario] ??= {});
    if (comparison.metric === 'requestsPerSecond') {
      change.rpsChangePercent = percent(decidingChange(comparison).estimate);
      change.rpsVerdict = comparison.verdict;
    } else if (comparison.metric === 'latencyMean') {
      change.latencyChangePercent = percent(decidingChange(comparison).estimate);
      change.latencyVerdict = comparison.verdict;
    } else if (comparison.metric === 'latencyP50') {
      change.latencyP50ChangePercent = percent(decidingChange(comparison).estimate);
      change.latencyP50Verdict = comparison.verdict;
    } else if (comparison.metric === 'latencyP99') {
      change.latencyP99ChangePercent = percent(decidingChange(comparison).estimate);
      change.latencyP99Verdict = comparison.verdict;
    } else if (comparison.metric === 'latencyP999') {
      change.latencyP999ChangePercent = percent(decidingChange(comparison).estimate);
      change.latencyP999Verdict = comparison.verdict;
    } else if (comparison.metric === 'eventLoopDelay') {
      change.eventLoopDelayChangePercent = percent(decidingChange(comparison).estimate);
      change.eventLoopDelayVerdict = comparison.verdict;
    } else {
      change.instructionsChangePercent = percent(decidingChange(comparison).estimate);
      change.instructionsVerdict = comparison.verdict;
    }
  }
  return {
    'rps-change': worst(judged, 'requestsPerSecond'),
    'latency-change': worst(judged, 'latencyMean'),
    'latency-p50-change': worst(judged, 'latencyP50'),
    'latency-p99-change': worst(judged, 'latencyP99'),
    'latency-p999-change': worst(judged, 'latencyP999'),
    'event-loop-delay-change': worst(judged, 'eventLoopDelay'),
    'changes-json': JSON.stringify(byScenario),
  };
}

/** Worse is lower for throughput and higher for latency. */
function worst(metrics: MetricComparison[], metric: GatedMetric): string {
  const estimates = metrics.filter((m) => m.metric === metric).map((m) => decidingChange(m).estimate);
  if (estimates.length === 0) return '';
  const sign = worseSign(metric);
  return percent(
    estimates.reduce((worse, estimate) => (sign * estimate > sign * worse ? estimate : worse)),
  ).toFixed(2);
}

function percent(fraction: number): number {
  return Math.round(fraction * 10_000) / 100;
}
