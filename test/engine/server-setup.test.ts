import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { runBenchmark } from '../../src/engine/run-benchmark.ts';
import { runServerSetup } from '../../src/engine/server-setup.ts';
import { readCatalog } from '../../src/servers/catalog.ts';
import { FIXTURES_DIR, liveChildProcesses, planFor, quietProgress } from '../helpers/engine-helpers.ts';

/**
 * A server folder's benchmark.setup: run in the folder before every process of the server, so
 * each starts from the same state; a setup that fails or hangs fails the start, in one line.
 */
const setupDir = mkdtempSync(join(tmpdir(), 'perf-gate-setup-'));
process.env.PERF_GATE_FIXTURE_SETUP_DIR = setupDir;
after(() => {
  rmSync(setupDir, { recursive: true, force: true });
  assert.deepEqual(liveChildProcesses(), [], 'no setup or server is left running');
});

const fixture = (name: string) => readCatalog(FIXTURES_DIR).find((server) => server.name === name)!;

test('the setup runs in the folder before every process: each of three processes finds a fresh state', async () => {
  // One round a process: three processes, each of which consumes the state its setup made.
  const outcome = await runBenchmark(
    planFor(FIXTURES_DIR, ['sets-up-its-state'], { rounds: 3, roundsPerBlock: 1, scenarios: ['hello'] }),
    quietProgress(),
  );
  const [run] = outcome.servers;
  assert.equal(run?.status, 'measured', run?.failure?.message);
  assert.equal(run?.startupMs.length, 3);
  const runs = readFileSync(join(setupDir, 'setup-runs'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { cwd: string; node: string });
  assert.equal(runs.length, 3, 'one setup a process');
  for (const setup of runs) {
    assert.equal(setup.cwd, fixture('sets-up-its-state').dir);
    assert.equal(setup.node, process.execPath);
  }
});

test('a setup that fails: the server fails to start, with the folder, the script and its last line', async () => {
  const outcome = await runBenchmark(
    planFor(FIXTURES_DIR, ['correct', 'setup-fails'], { scenarios: ['hello'] }),
    quietProgress(),
  );
  const failed = outcome.servers.find((server) => server.name === 'setup-fails');
  assert.equal(failed?.status, 'failed');
  assert.equal(failed?.failure?.stage, 'start');
  assert.equal(
    failed?.failure?.message,
    `setup-fails: setup seed.mjs in ${fixture('setup-fails').dir} exited with code 1: seed: no such table: products`,
  );
  assert.equal(outcome.servers.find((server) => server.name === 'correct')?.status, 'measured');
});

test('a setup that never finishes is stopped at its time limit, with its last line', async () => {
  await assert.rejects(
    runServerSetup(fixture('setup-hangs'), { path: process.execPath, version: process.versions.node }, 1500),
    new RegExp(
      `^Error: setup-hangs: setup seed.mjs in ${fixture('setup-hangs').dir} did not finish within 1.5 s: waiting for the database to accept connections$`,
    ),
  );
});
