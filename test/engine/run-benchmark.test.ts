import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runBenchmark } from '../../src/engine/run-benchmark.ts';
import { trackedGroupCount } from '../../src/process/process-registry.ts';
import { SERVERS_DIR } from '../../src/repo-paths.ts';
import { FIXTURES_DIR, liveChildProcesses, planFor, quietProgress } from '../helpers/engine-helpers.ts';

test('measures real servers: sane figures, interleaved rounds, one restart per block, nothing left running', async () => {
  const outcome = await runBenchmark(planFor(SERVERS_DIR, ['http-node']), quietProgress());
  const [run] = outcome.servers;
  assert.equal(run?.status, 'measured');
  assert.equal(run?.framework, 'node');
  assert.equal(run?.version, process.versions.node, 'version is read, not typed');
  assert.equal(run?.startupMs.length, 2, 'two blocks, two starts');
  // The warm-ups (0.5 s, every scenario, each block) are counted for the crash watch. Their count
  // beside the measured rounds' is not asserted: on a busy machine a 1 s round can answer fewer.
  const warmUpRequests = run?.warmUpRequests ?? 0;
  assert.ok(
    Number.isInteger(warmUpRequests) && warmUpRequests > 0,
    `warm-up requests counted: ${run?.warmUpRequests}`,
  );
  for (const scenario of outcome.scenarios) {
    const rounds = scenario.servers[0]!.rounds;
    assert.equal(rounds.length, 2, `${scenario.scenario}: two rounds`);
    assert.deepEqual(
      rounds.map((round) => round.block),
      [0, 1],
    );
    for (const round of rounds) {
      assert.equal(round.valid, true, round.invalidReason);
      assert.ok(round.requestsPerSecond > 100, `requests/s ${round.requestsPerSecond}`);
      assert.ok(round.latencyMs.mean > 0 && round.latencyMs.p99 >= round.latencyMs.p50);
      assert.ok(round.latencyMs.max >= round.latencyMs.p99);
      assert.ok(round.throughputBytesPerSecond > 0);
      assert.ok(round.serverMaxMemoryBytes > 10 * 1024 * 1024, 'a node process uses more than 10 MB');
      assert.ok(round.serverMemorySeriesBytes.length >= 3, 'memory sampled through the round');
      assert.ok(round.clientCpuPercent > 0, 'the load generator CPU is measured');
    }
  }
  const sequences = outcome.scenarios.flatMap((s) => s.servers[0]!.rounds.map((r) => r.sequence));
  assert.equal(new Set(sequences).size, sequences.length, 'every round has its own place in the order');
  assert.equal(trackedGroupCount(), 0, 'every process group was stopped');
  assert.deepEqual(liveChildProcesses(), [], 'no server or load generator outlives the run');
});

test('a server that answers wrong is reported and never timed; the others are kept', async () => {
  const outcome = await runBenchmark(planFor(FIXTURES_DIR, ['correct', 'wrong-answer']), quietProgress());
  const wrong = outcome.servers.find((server) => server.name === 'wrong-answer');
  assert.equal(wrong?.status, 'failed');
  assert.equal(wrong?.failure?.stage, 'check');
  assert.match(
    wrong?.failure?.message ?? '',
    /update-user: adds one month to lastUpdate: expected .*2024-06-15/,
  );
  const wrongRounds = outcome.scenarios.flatMap(
    (s) => s.servers.find((e) => e.server === 'wrong-answer')!.rounds,
  );
  assert.equal(wrongRounds.length, 0, 'never timed');
  const correctRounds = outcome.scenarios.flatMap(
    (s) => s.servers.find((e) => e.server === 'correct')!.rounds,
  );
  assert.equal(correctRounds.length, 4);
  assert.equal(trackedGroupCount(), 0);
  assert.deepEqual(liveChildProcesses(), []);
});

test('a round with non-2xx answers under load is marked invalid with the reason', async () => {
  const outcome = await runBenchmark(
    planFor(FIXTURES_DIR, ['flaky-500'], { scenarios: ['hello'], rounds: 1 }),
    quietProgress(),
  );
  const [round] = outcome.scenarios[0]!.servers[0]!.rounds;
  assert.equal(round?.valid, false);
  assert.match(round?.invalidReason ?? '', /non-2xx/);
  assert.ok((round?.non2xx ?? 0) > 0);
});

test('loaded together, the servers of a round run at the same time and name each other; one after the other, they do not', async () => {
  const startGapsMs = async (loadTogether: boolean) => {
    const plan = planFor(FIXTURES_DIR, ['correct'], { scenarios: ['hello'], rounds: 2, loadTogether });
    plan.servers.push(planFor(SERVERS_DIR, ['http-node']).servers[0]!);
    plan.load.servers.push('http-node');
    const outcome = await runBenchmark(plan, quietProgress());
    const [correct, httpNode] = ['correct', 'http-node'].map(
      (name) => outcome.scenarios[0]!.servers.find((entry) => entry.server === name)!.rounds,
    );
    assert.equal(correct!.length, 2);
    assert.equal(httpNode!.length, 2);
    for (const round of [...correct!, ...httpNode!]) assert.equal(round.valid, true, round.invalidReason);
    if (loadTogether) {
      assert.deepEqual(
        correct!.map((round) => round.loadedWith),
        [['http-node'], ['http-node']],
      );
      assert.deepEqual(
        httpNode!.map((round) => round.loadedWith),
        [['correct'], ['correct']],
      );
    } else {
      assert.ok([...correct!, ...httpNode!].every((round) => round.loadedWith === undefined));
    }
    assert.equal(trackedGroupCount(), 0);
    assert.deepEqual(liveChildProcesses(), []);
    return correct!.map((round, index) =>
      Math.abs(Date.parse(round.startedAt) - Date.parse(httpNode![index]!.startedAt)),
    );
  };
  // The rounds last 1 s: one after the other, the second starts at least that much later.
  for (const gap of await startGapsMs(true)) assert.ok(gap < 500, `started ${gap} ms apart`);
  for (const gap of await startGapsMs(false)) assert.ok(gap >= 900, `started ${gap} ms apart`);
});
