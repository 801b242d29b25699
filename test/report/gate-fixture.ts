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

/** A stored-baseline comparison decided by the ratio estimator, with the raw one beside it. */
export function comparison(
  metric: MetricComparison['metric'],
  ratio: number,
  raw: number,
  verdict: MetricComparison['verdict'],
): MetricComparison {
  return {
    scenario: 'update-user',
    metric,
    mode: 'stored-baseline',
    decidedBy: 'ratio',
    estimates: { ratio: interval(ratio), raw: interval(raw) },
    referenceCorrelation: 0.42,
    threshold: 0.05,
    verdict,
  };
}

/** A gate outcome as the gate module would produce for the update-user scenario. */
export function gateOutcome(overrides: Partial<GateOutcome> = {}): GateOutcome {
  return {
    verdict: 'pass',
    mode: 'stored-baseline',
    comparedWith: 'the stored baseline baseline/baseline.json',
    metrics: [
      comparison('requestsPerSecond', -0.012, 0.034, 'unchanged'),
      comparison('latencyMean', 0.01, -0.02, 'unchanged'),
    ],
    subject: 'mion',
    reference: 'http-node',
    subjectProcesses: 6,
    environmentDrift: [],
    notes: [],
    ...overrides,
  };
}
