import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, test } from 'node:test';
import { runBenchmark } from '../../src/engine/run-benchmark.ts';
import { buildServer } from '../../src/servers/build-server.ts';
import { readCatalog } from '../../src/servers/catalog.ts';
import { FIXTURES_DIR, liveChildProcesses, planFor, quietProgress } from '../helpers/engine-helpers.ts';

after(() => assert.deepEqual(liveChildProcesses(), [], 'no process of the fault suite is left running'));

/** Runs a correct server beside the faulty one; returns the faulty server's run and the correct one's rounds. */
async function runBesideCorrect(faulty: string, load = {}, plan = {}) {
  const outcome = await runBenchmark(
    { ...planFor(FIXTURES_DIR, ['correct', faulty], load), ...plan },
    quietProgress(),
  );
  const run = outcome.servers.find((server) => server.name === faulty)!;
  const roundsOf = (name: string) =>
    outcome.scenarios.flatMap(
      (scenario) => scenario.servers.find((entry) => entry.server === name)?.rounds ?? [],
    );
  assert.deepEqual(liveChildProcesses(), [], `nothing left running after ${faulty}`);
  const correctRounds = roundsOf('correct');
  assert.ok(
    correctRounds.length > 0 && correctRounds.every((round) => round.valid),
    'the other server is kept',
  );
  return { run, faultyRounds: roundsOf(faulty), outcome };
}

test('a server that exits at once is reported with its exit and its last words', async () => {
  const { run, faultyRounds } = await runBesideCorrect('exits-at-once');
  assert.equal(run.status, 'failed');
  assert.equal(run.failure?.stage, 'start');
  assert.match(
    run.failure?.message ?? '',
    /exits-at-once exited with code 3: fixture: configuration missing/,
  );
  assert.equal(faultyRounds.length, 0);
});

test('a server that never listens fails at the start-up time-out', async () => {
  const { run } = await runBesideCorrect('never-listens', {}, { startupTimeoutMs: 1500 });
  assert.equal(run.failure?.stage, 'start');
  assert.match(
    run.failure?.message ?? '',
    /never-listens: did not answer "answers hello world" correctly within 1500 ms/,
  );
});

test('a server that crashes during load is failed, with the rounds it spoiled marked invalid', async () => {
  const { run, faultyRounds } = await runBesideCorrect('crash-mid-round', { warmupSeconds: 0 });
  assert.equal(run.failure?.stage, 'load');
  assert.match(run.failure?.message ?? '', /crashed during a round: crash-mid-round exited with code 1/);
  assert.ok(faultyRounds.length >= 1);
  assert.equal(faultyRounds.at(-1)?.valid, false);
});

test('a server that hangs under load gives invalid rounds, never a valid slow sample', async () => {
  const { faultyRounds } = await runBesideCorrect('hangs', { warmupSeconds: 0, durationSeconds: 2 });
  assert.ok(faultyRounds.length > 0);
  for (const round of faultyRounds) {
    assert.equal(round.valid, false);
    assert.match(round.invalidReason ?? '', /stalled|no request completed|timeouts/);
  }
});

test('a server that leaks memory fast is stopped at the memory limit and reported', async () => {
  const { run } = await runBesideCorrect('leaks-memory', { scenarios: ['hello'] });
  assert.equal(run.failure?.stage, 'load');
  assert.match(run.failure?.message ?? '', /memory reached \d+ MB, above the 1024 MB limit/);
});

test('a server whose port is taken by another process is reported with the reason', async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const address = blocker.address();
  process.env.PERF_GATE_FIXTURE_TAKEN_PORT = String(
    typeof address === 'object' && address ? address.port : 0,
  );
  try {
    const { run } = await runBesideCorrect('takes-a-taken-port');
    assert.equal(run.failure?.stage, 'start');
    assert.match(run.failure?.message ?? '', /takes-a-taken-port exited with code 1: .*EADDRINUSE/);
  } finally {
    delete process.env.PERF_GATE_FIXTURE_TAKEN_PORT;
    blocker.close();
  }
});

test('a server that fails to build or to install is reported with the tool output, without stopping others', async () => {
  const catalog = readCatalog(FIXTURES_DIR);
  const byName = (name: string) => catalog.find((server) => server.name === name)!;
  const build = await buildServer(byName('fails-to-build'), { kind: 'npm' }, () => {});
  assert.equal(build.ok, false);
  assert.ok(!build.ok && build.failure.stage === 'build');
  assert.match(!build.ok ? build.failure.message : '', /npm run build failed: .*TS2304/);
  const install = await buildServer(byName('fails-to-install'), { kind: 'npm' }, () => {});
  assert.ok(!install.ok && install.failure.stage === 'install');
  assert.match(
    !install.ok ? install.failure.message : '',
    /npm ci failed: .*(404|E404|not found|Not Found)/i,
  );
  const fine = await buildServer(byName('correct'), { kind: 'npm' }, () => {});
  assert.equal(fine.ok, true);
});

test('in the gate a failed server is started again in the next process, and every round it missed is a failed round of its process', async () => {
  // Exits with code 3 at every start: each of the three processes fails, each is a sample.
  const { run, faultyRounds } = await runBesideCorrect('exits-at-once', {
    rounds: 3,
    restartFailedServers: true,
    scenarios: ['hello'],
    warmupSeconds: 0,
  });
  assert.equal(run.failure?.stage, 'start');
  assert.deepEqual(
    faultyRounds.map((round) => [round.block, round.valid]),
    [
      [0, false],
      [1, false],
      [2, false],
    ],
  );
  assert.match(
    faultyRounds[0]?.invalidReason ?? '',
    /^not measured: this process start failed: .*exited with code 3/,
  );
});

test('an injected crash rate makes a correct server exit with the injected code, in every process', async () => {
  // One crash per request: its first request, whichever stage sends it, ends it.
  const { run, faultyRounds } = await runBesideCorrect('spins-in-a-function', {
    rounds: 2,
    restartFailedServers: true,
    scenarios: ['hello'],
    warmupSeconds: 0,
    injectCrashPerRequests: { 'spins-in-a-function': 1 },
  });
  assert.match(run.failure?.message ?? '', /exited with code 70/);
  assert.equal(faultyRounds.length, 2, 'each process is a sample');
  assert.ok(faultyRounds.every((round) => !round.valid));
});
