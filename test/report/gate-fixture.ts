import type { ChangeInterval, GateOutcome, MetricComparison } from '../../src/gate/gate-types.ts';

function interval(estimate: number): ChangeInterval {
  return {
    estimate,
    lower: estimate - 0.03,
    upper: estimate + 0.02,
    confidence: 0.95,
    currentSamples: 6,
    baselineSamples: 20,
  };
}

export function comparison(
  metric: MetricComparison['metric'],
  normalised: number,
  raw: number,
  verdict: MetricComparison['verdict'],
): MetricComparison {
  return {
    scenario: 'update-user',
    metric,
    normalised: interval(normalised),
    raw: interval(raw),
    threshold: 0.05,
    verdict,
  };
}

/** A gate outcome as the gate module would produce for the update-user scenario. */
export function gateOutcome(overrides: Partial<GateOutcome> = {}): GateOutcome {
  return {
    verdict: 'pass',
    metrics: [
      comparison('requestsPerSecond', -0.012, 0.034, 'unchanged'),
      comparison('latencyMean', 0.01, -0.02, 'unchanged'),
    ],
    subject: 'mion',
    reference: 'http-node',
    subjectRounds: 6,
    environmentDrift: [],
    notes: [],
    ...overrides,
  };
}
