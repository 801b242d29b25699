import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareResults } from '../../src/gate/compare-results.ts';
import { thresholdFor } from '../../src/gate/gate-thresholds.ts';
import { gateSettings, syntheticResults, type SyntheticRounds } from '../helpers/synthetic-results.ts';

const perScenario = gateSettings({
  rpsThreshold: 0.05,
  rpsThresholdByScenario: { hello: 0.25 },
  latencyThreshold: 0.07,
  latencyThresholdByScenario: { 'update-user': 0.03 },
});

/** mion at `ratio` of http-node in every round, with a little round-to-round spread. */
function rounds(ratio: number): SyntheticRounds {
  return [1, 1.002, 0.998, 1.001, 0.999, 1].map((spread) => ({
    'http-node': 40_000,
    mion: 40_000 * ratio * spread,
  }));
}

test("thresholdFor takes the scenario's own value, else the general one; both latencies share one", () => {
  assert.equal(thresholdFor(perScenario, 'requestsPerSecond', 'hello'), 0.25);
  assert.equal(thresholdFor(perScenario, 'requestsPerSecond', 'update-user'), 0.05);
  assert.equal(thresholdFor(perScenario, 'latencyMean', 'hello'), 0.07);
  assert.equal(thresholdFor(perScenario, 'latencyMean', 'update-user'), 0.03);
  assert.equal(thresholdFor(perScenario, 'latencyP99', 'update-user'), 0.03);
});

test('the same 20 percent loss is a regression only where the threshold is tighter', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(0.5), 'update-user': rounds(0.5) } });
  const current = syntheticResults({ scenarios: { hello: rounds(0.4), 'update-user': rounds(0.4) } });
  const rps = compareResults(current, baseline, perScenario).filter((c) => c.metric === 'requestsPerSecond');
  assert.deepEqual(
    rps.map(({ scenario, threshold, verdict }) => [scenario, threshold, verdict]),
    [
      ['hello', 0.25, 'unchanged'],
      ['update-user', 0.05, 'regression'],
    ],
  );
});

test('gate-metrics chooses the metrics compared, p99 latency included', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(0.5) } });
  const current = syntheticResults({ scenarios: { hello: rounds(0.4) } });
  const onlyP99 = compareResults(current, baseline, gateSettings({ gateMetrics: ['latencyP99'] }));
  assert.deepEqual(
    onlyP99.map(({ metric, verdict }) => [metric, verdict]),
    [['latencyP99', 'regression']],
  );
  // The synthetic p99 is three times the mean: its change is the mean's.
  assert.ok(
    Math.abs(onlyP99[0]!.estimates.ratio!.estimate - 0.25) < 0.01,
    `${onlyP99[0]!.estimates.ratio!.estimate}`,
  );
  const byDefault = compareResults(current, baseline, gateSettings());
  assert.deepEqual(
    byDefault.map((c) => c.metric),
    ['requestsPerSecond', 'latencyMean'],
  );
});
