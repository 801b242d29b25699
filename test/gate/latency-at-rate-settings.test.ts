import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildConfig, type BuildConfigContext } from '../../src/config/build-config.ts';
import {
  DEFAULT_AT_RATE_LATENCY_THRESHOLDS,
  DEFAULT_EVENT_LOOP_DELAY_THRESHOLD,
  DEFAULT_LATENCY_THRESHOLD,
} from '../../src/config/groups/thresholds.ts';
import { gatedMetrics } from '../../src/gate/gated-metrics.ts';
import { thresholdFor } from '../../src/gate/gate-thresholds.ts';
import { BUILT_IN_SCENARIOS_PATH, REPO_ROOT } from '../../src/repo-paths.ts';

const context: BuildConfigContext = {
  command: 'compare',
  defaultServersDir: '/servers',
  defaultScenariosFile: BUILT_IN_SCENARIOS_PATH,
  listServers: () => ['http-node', 'mion'],
  workspaceDir: REPO_ROOT,
  confineToWorkspace: false,
  label: (option) => `--${option}`,
};

test('--rate: a number is requests per second, a percentage a share of the capacity', () => {
  assert.deepEqual(buildConfig({ rate: '5000' }, context).load.rate, { perSecond: 5000 });
  assert.deepEqual(buildConfig({ rate: '50%' }, context).load.rate, { shareOfCapacity: 0.5 });
  assert.equal(buildConfig({}, context).load.rate, undefined);
});

test('at a rate the gate judges p99 at the rate and the event loop by default, with thresholds of their own', () => {
  const { gate } = buildConfig({ rate: '50%' }, context);
  assert.deepEqual(gate.pairedGateMetrics, ['latencyP99', 'eventLoopDelay']);
  assert.deepEqual(
    gatedMetrics(gate, 'paired').map((definition) => definition.metric),
    ['latencyP99', 'eventLoopDelay'],
  );
  assert.equal(thresholdFor(gate, 'eventLoopDelay', 'hello'), DEFAULT_EVENT_LOOP_DELAY_THRESHOLD);
  assert.equal(thresholdFor(gate, 'latencyP99', 'hello'), DEFAULT_AT_RATE_LATENCY_THRESHOLDS.latencyP99);
  assert.equal(thresholdFor(gate, 'latencyP50', 'hello'), DEFAULT_AT_RATE_LATENCY_THRESHOLDS.latencyP50);
  assert.equal(thresholdFor(gate, 'latencyP999', 'hello'), DEFAULT_AT_RATE_LATENCY_THRESHOLDS.latencyP999);
  // Without a rate nothing changes: requests/s in paired mode, 5% for latency.
  const closed = buildConfig({}, context).gate;
  assert.deepEqual(closed.pairedGateMetrics, ['requestsPerSecond']);
  assert.equal(thresholdFor(closed, 'latencyP99', 'hello'), DEFAULT_LATENCY_THRESHOLD);
});

test('latency-threshold: one value for all percentiles, a percentile of its own, a scenario above both', () => {
  const all = buildConfig({ rate: '5000', 'latency-threshold': '30%' }, context).gate;
  assert.equal(thresholdFor(all, 'latencyP50', 'hello'), 0.3);
  assert.equal(thresholdFor(all, 'latencyP99', 'hello'), 0.3);
  // The event loop is the server's own, not an answer's time: one latency value leaves it at its own.
  assert.equal(thresholdFor(all, 'eventLoopDelay', 'hello'), DEFAULT_EVENT_LOOP_DELAY_THRESHOLD);
  const loop = buildConfig({ rate: '5000', 'latency-threshold': 'event-loop=80%' }, context).gate;
  assert.equal(thresholdFor(loop, 'eventLoopDelay', 'hello'), 0.8);
  const mixed = buildConfig(
    {
      rate: '5000',
      'latency-threshold': 'p99=20%,update-user=50%',
      'gate-metrics': 'latency-p50,latency-p99',
    },
    context,
  ).gate;
  assert.equal(thresholdFor(mixed, 'latencyP99', 'hello'), 0.2);
  assert.equal(thresholdFor(mixed, 'latencyP50', 'hello'), DEFAULT_AT_RATE_LATENCY_THRESHOLDS.latencyP50);
  assert.equal(thresholdFor(mixed, 'latencyP99', 'update-user'), 0.5);
  assert.deepEqual(mixed.pairedGateMetrics, ['latencyP50', 'latencyP99']);
});
