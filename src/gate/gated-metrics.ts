import type { GateSettings } from '../config/config.ts';
import type { RoundSample } from '../results/results-types.ts';
import type { Direction } from '../stats/classify-change.ts';
import type { GatedMetric } from './gate-types.ts';

export interface GatedMetricDefinition {
  metric: GatedMetric;
  direction: Direction;
  read: (round: RoundSample) => number;
  threshold: (gate: GateSettings) => number;
}

/** Few gated metrics on purpose: each one is another chance of a false alarm. */
export const GATED_METRICS: GatedMetricDefinition[] = [
  {
    metric: 'requestsPerSecond',
    direction: 'higher-is-better',
    read: (round) => round.requestsPerSecond,
    threshold: (gate) => gate.rpsThreshold,
  },
  {
    metric: 'latencyMean',
    direction: 'lower-is-better',
    read: (round) => round.latencyMs.mean,
    threshold: (gate) => gate.latencyThreshold,
  },
];
