import type { GateSettings } from '../config/config.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import type { ComparedMetric } from './gate-types.ts';

/** The threshold one metric of one scenario is judged by: its scenario's own value, else the general one. */
export function thresholdFor(gate: GateSettings, metric: ComparedMetric, scenario: ScenarioName): number {
  if (metric === 'requestsPerSecond') return gate.rpsThresholdByScenario[scenario] ?? gate.rpsThreshold;
  if (metric === 'instructionsPerRequest') {
    return gate.instructionsThresholdByScenario[scenario] ?? gate.instructionsThreshold;
  }
  // Latencies share one threshold, both say "answers got slower", unless one percentile has its own.
  return (
    gate.latencyThresholdByScenario[scenario] ??
    gate.latencyThresholdByMetric?.[metric] ??
    gate.latencyThreshold
  );
}
