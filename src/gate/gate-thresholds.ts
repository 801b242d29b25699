import type { GateSettings } from '../config/config.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import type { GatedMetric } from './gate-types.ts';

/** The threshold one metric of one scenario is judged by: its scenario's own value, else the general one. */
export function thresholdFor(gate: GateSettings, metric: GatedMetric, scenario: ScenarioName): number {
  if (metric === 'requestsPerSecond') return gate.rpsThresholdByScenario[scenario] ?? gate.rpsThreshold;
  // Mean and p99 latency share one threshold: both say "answers got slower".
  return gate.latencyThresholdByScenario[scenario] ?? gate.latencyThreshold;
}
