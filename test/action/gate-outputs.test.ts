import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GateOutcome, MetricComparison } from '../../src/gate/gate-types.ts';
import { gateOutputs } from '../../src/publish/gate-outputs.ts';
import { DEFAULT_RETRY_OPTIONS, retryDelayMs } from '../../src/publish/github-retry.ts';

function comparison(
  scenario: MetricComparison['scenario'],
  metric: MetricComparison['metric'],
  estimate: number,
  verdict: MetricComparison['verdict'],
): MetricComparison {
  const interval = {
    estimate,
    lower: estimate - 0.01,
    upper: estimate + 0.01,
    confidence: 0.95,
    currentSamples: 4,
    baselineSamples: 20,
  };
  return {
    scenario,
    metric,
    mode: 'paired',
    decidedBy: 'paired',
    estimates: { paired: interval },
    threshold: 0.05,
    verdict,
  };
}

/** The outputs of a gate that judged nothing: every figure empty, no scenario in the JSON. */
const NOTHING_TO_ACT_ON = {
  'rps-change': '',
  'latency-change': '',
  'latency-p50-change': '',
  'latency-p99-change': '',
  'latency-p999-change': '',
  'event-loop-delay-change': '',
  'changes-json': '{}',
};

describe('gateOutputs', () => {
  it('gives the worst scenario per metric (lowest throughput, highest latency) and all of them as JSON', () => {
    const gate: GateOutcome = {
      verdict: 'regression',
      mode: 'paired',
      comparedWith: 'the base of the pull request',
      metrics: [
        comparison('hello', 'requestsPerSecond', -0.0321, 'unchanged'),
        comparison('hello', 'latencyMean', 0.2, 'regression'),
        comparison('update-user', 'requestsPerSecond', -0.1234, 'regression'),
        comparison('update-user', 'latencyMean', -0.05, 'improvement'),
      ],
      subject: 'mion',
      reference: 'http-node',
      subjectProcesses: 4,
      environmentDrift: [],
      notes: [],
    };
    const outputs = gateOutputs(gate);
    assert.equal(outputs['rps-change'], '-12.34');
    assert.equal(outputs['latency-change'], '20.00');
    assert.deepEqual(JSON.parse(outputs['changes-json']), {
      hello: {
        rpsChangePercent: -3.21,
        rpsVerdict: 'unchanged',
        latencyChangePercent: 20,
        latencyVerdict: 'regression',
      },
      'update-user': {
        rpsChangePercent: -12.34,
        rpsVerdict: 'regression',
        latencyChangePercent: -5,
        latencyVerdict: 'improvement',
      },
    });
  });

  it('keeps counted instructions apart from latency, and gives nothing to act on when nothing was gated', () => {
    const counted: GateOutcome = {
      verdict: 'pass',
      mode: 'stored-baseline',
      measure: 'instructions',
      comparedWith: 'the stored baseline',
      metrics: [comparison('hello', 'instructionsPerRequest', 0.0012, 'unchanged')],
      subject: 'mion',
      reference: 'http-node',
      subjectProcesses: 4,
      environmentDrift: [],
      notes: [],
    };
    assert.deepEqual(JSON.parse(gateOutputs(counted)['changes-json']), {
      hello: { instructionsChangePercent: 0.12, instructionsVerdict: 'unchanged' },
    });
    const context: GateOutcome = {
      ...counted,
      verdict: 'not-gated',
      measure: 'wall-time',
      metrics: [comparison('hello', 'requestsPerSecond', -0.239, 'regression')],
    };
    assert.deepEqual(gateOutputs(context), NOTHING_TO_ACT_ON);
  });

  it('leaves the figures empty when the gate compared nothing', () => {
    const gate: GateOutcome = {
      verdict: 'error',
      mode: 'paired',
      comparedWith: 'the base of the pull request',
      metrics: [],
      subject: 'mion',
      reference: 'http-node',
      subjectProcesses: 0,
      environmentDrift: [],
      notes: [],
    };
    assert.deepEqual(gateOutputs(gate), NOTHING_TO_ACT_ON);
  });
});

describe('retryDelayMs', () => {
  const options = {
    ...DEFAULT_RETRY_OPTIONS,
    baseDelayMs: 100,
    maxAttempts: 4,
    maxDelayMs: 90_000,
    now: () => 1_000_000,
  };
  const headers = (h: Record<string, string>) => ({ response: { headers: h } });

  it('backs off exponentially on 5xx and stops at the last attempt', () => {
    assert.deepEqual(
      [1, 2, 3, 4].map((attempt) => retryDelayMs({ status: 502 }, attempt, options)),
      [100, 200, 400, undefined],
    );
  });

  it('honours retry-after, then the rate-limit reset, then waits a minute for a secondary limit', () => {
    assert.equal(retryDelayMs({ status: 429, ...headers({ 'retry-after': '3' }) }, 1, options), 3000);
    assert.equal(
      retryDelayMs(
        { status: 403, ...headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1010' }) },
        1,
        options,
      ),
      10_000,
    );
    assert.equal(
      retryDelayMs({ status: 403, message: 'You have exceeded a secondary rate limit' }, 1, options),
      60_000,
    );
  });

  it('treats a plain 403, a 404 and a wait beyond the limit as final', () => {
    assert.equal(
      retryDelayMs({ status: 403, message: 'Resource not accessible by integration' }, 1, options),
      undefined,
    );
    assert.equal(retryDelayMs({ status: 404 }, 1, options), undefined);
    assert.equal(retryDelayMs({ status: 429, ...headers({ 'retry-after': '3600' }) }, 1, options), undefined);
  });
});
