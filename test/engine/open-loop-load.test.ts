import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { decodeFromCompressedBase64 } from 'hdr-histogram-js';
import { runBenchmark } from '../../src/engine/run-benchmark.ts';
import {
  generatorFellBehind,
  GENERATOR_LAG_LIMIT_US,
  openLoopConnections,
} from '../../src/engine/open-loop-load.ts';
import { GATED_METRICS } from '../../src/gate/gated-metrics.ts';
import { FIXTURES_DIR, liveChildProcesses, planFor, quietProgress } from '../helpers/engine-helpers.ts';

after(() => assert.deepEqual(liveChildProcesses(), [], 'no process of the open-loop suite is left running'));

const RATE_PER_SECOND = 400;
const eventLoopFigure = GATED_METRICS.find((definition) => definition.metric === 'eventLoopDelay')!.read;

/**
 * Real servers on loopback, loaded open-loop through the engine as a --rate run loads them. The
 * assertions are bounds a busy machine cannot break: a slower machine only raises latencies, and the
 * pausing server's tail has a floor set by its own pauses.
 */
test('open loop: latency counted from the schedule shows a server that pauses, and the steady one does not', async () => {
  const outcome = await runBenchmark(
    planFor(FIXTURES_DIR, ['correct', 'pauses'], {
      scenarios: ['hello'],
      rounds: 1,
      durationSeconds: 2,
      warmupSeconds: 0.5,
      ratePerSecondByScenario: { hello: RATE_PER_SECOND },
    }),
    quietProgress(),
  );
  const roundOf = (server: string) =>
    outcome.scenarios[0]!.servers.find((entry) => entry.server === server)!.rounds[0]!;
  for (const server of ['correct', 'pauses']) {
    const round = roundOf(server);
    assert.equal(round.valid, true, `${server}: ${round.invalidReason}`);
    assert.ok(round.atRate, `${server}: an open-loop round records what it did at the rate`);
    assert.equal(round.atRate.ratePerSecond, RATE_PER_SECOND);
    // Every request the schedule meant to send was answered and is in the histogram.
    const histogram = decodeFromCompressedBase64(round.atRate.latencyHistogram, 32, false);
    assert.equal(histogram.totalCount, round.requestsTotal);
    assert.equal(round.requestsTotal, RATE_PER_SECOND * 2);
    assert.equal(histogram.getValueAtPercentile(99) / 1000, round.latencyMs.p99);
    assert.ok(round.latencyMs.p999 !== undefined && round.latencyMs.p999 >= round.latencyMs.p99);
  }
  // Blocked 40 ms in every 200, a fifth of the requests arrive during a pause and wait for its end:
  // the schedule's p90 and p99 carry it. A generator that measured from its own sending would not.
  const pauses = roundOf('pauses');
  assert.ok(pauses.latencyMs.p99 >= 20, `p99 of the pausing server ${pauses.latencyMs.p99} ms, at least 20`);
  assert.ok(pauses.latencyMs.p90 >= 5, `p90 of the pausing server ${pauses.latencyMs.p90} ms, at least 5`);
  const correct = roundOf('correct');
  assert.ok(
    correct.latencyMs.p50 < pauses.latencyMs.p99,
    `the steady server's median (${correct.latencyMs.p50} ms) is below the pausing one's p99`,
  );
  // Each server's own event loop, watched from inside over its turn (worker start, 0.5 s unrecorded,
  // 2 s measured): 100 ms windows, at least the 2.5 s of schedule. The pausing server's loop is
  // blocked 40 ms five times a second: its turn's second-longest window cannot be shorter than that.
  for (const server of ['correct', 'pauses']) {
    const windows = roundOf(server).atRate!.eventLoopWindowsMs ?? [];
    assert.ok(windows.length >= 25, `${server}: ${windows.length} event-loop windows in its turn`);
  }
  const pausingLoopMs = eventLoopFigure(pauses);
  assert.ok(pausingLoopMs >= 40, `the pausing server's event-loop figure ${pausingLoopMs} ms, at least 40`);
});

test('Poisson arrivals: the same requests in bursts and lulls, every one answered and counted from its own intended time', async () => {
  const outcome = await runBenchmark(
    planFor(FIXTURES_DIR, ['correct'], {
      scenarios: ['hello'],
      rounds: 1,
      durationSeconds: 1,
      warmupSeconds: 0.5,
      ratePerSecondByScenario: { hello: RATE_PER_SECOND },
      arrivals: 'poisson',
    }),
    quietProgress(),
  );
  const round = outcome.scenarios[0]!.servers[0]!.rounds[0]!;
  assert.equal(round.valid, true, round.invalidReason);
  assert.equal(round.requestsTotal, RATE_PER_SECOND);
  const histogram = decodeFromCompressedBase64(round.atRate!.latencyHistogram, 32, false);
  assert.equal(histogram.totalCount, RATE_PER_SECOND);
});

test('a generator late on its schedule makes the round invalid, never a sample', () => {
  assert.equal(generatorFellBehind({ generatorLagUs: { p50: 3, p99: 900, max: 4000 } }), undefined);
  assert.match(
    generatorFellBehind({ generatorLagUs: { p50: GENERATOR_LAG_LIMIT_US.p50 + 1, p99: 900, max: 4000 } }) ??
      '',
    /the load generator fell behind its schedule \(lag p50 201 µs/,
  );
  assert.match(
    generatorFellBehind({ generatorLagUs: { p50: 3, p99: GENERATOR_LAG_LIMIT_US.p99 + 1, max: 40_000 } }) ??
      '',
    /fell behind/,
  );
});

test('connections cover a 50 ms stall at the rate, within bounds', () => {
  assert.equal(openLoopConnections(100), 32);
  assert.equal(openLoopConnections(8000), 400);
  assert.equal(openLoopConnections(1_000_000), 2000);
});
