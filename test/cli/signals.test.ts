import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { descendantsOf, FIXTURES_DIR, stillAlive } from '../helpers/engine-helpers.ts';

const workspaces: string[] = [];
after(() => workspaces.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * Starts an entry point on fixture servers, waits until a measured round is under way,
 * sends the signal, and returns how it ended with what it had started.
 */
async function interruptMidRound(entry: 'cli' | 'action', signal: NodeJS.Signals) {
  const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-signal-'));
  workspaces.push(workspace);
  const load = { servers: 'correct,flaky-500', rounds: '6', duration: '2', warmup: '0.5' };
  const env = {
    ...process.env,
    PERF_GATE_SERVERS_DIR: FIXTURES_DIR,
    PERF_GATE_FIXTURE_PID_DIR: workspace,
    GITHUB_WORKSPACE: workspace,
    ...(entry === 'action'
      ? {
          INPUT_MODE: 'baseline',
          INPUT_SERVERS: load.servers,
          INPUT_SUBJECT: 'flaky-500',
          INPUT_REFERENCE: 'correct',
          INPUT_ROUNDS: load.rounds,
          INPUT_DURATION: load.duration,
          INPUT_WARMUP: load.warmup,
          'INPUT_BASELINE-PATH': 'out.json',
          'INPUT_GITHUB-TOKEN': '',
        }
      : {}),
  };
  const args =
    entry === 'cli'
      ? [
          join(REPO_ROOT, 'dist', 'cli.js'),
          'run',
          '--servers',
          load.servers,
          '--rounds',
          load.rounds,
          '--duration',
          load.duration,
          '--warmup',
          load.warmup,
          '--out',
          join(workspace, 'out.json'),
        ]
      : [join(REPO_ROOT, 'dist', 'index.js')];
  const child = spawn(process.execPath, args, { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const midRound = new Promise<void>((resolve) => {
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (/round \d+: \S+ hello/.test(output)) resolve();
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await Promise.race([midRound, exited]);
  const started = descendantsOf(child.pid!);
  child.kill(signal);
  const exitCode = await exited;
  return { exitCode, started, workspace, output };
}

async function waitUntilGone(pids: number[], groups: number[], withinMs = 5000): Promise<string[]> {
  const deadline = Date.now() + withinMs;
  let alive = stillAlive(pids, groups);
  while (alive.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    alive = stillAlive(pids, groups);
  }
  return alive;
}

for (const [entry, signal, expectedExit] of [
  ['cli', 'SIGINT', 130],
  ['cli', 'SIGTERM', 143],
  ['action', 'SIGTERM', 143],
] as const) {
  test(`${signal} to the ${entry} mid-round stops every server and load generator, writes nothing, exits ${expectedExit}`, async () => {
    const { exitCode, started, workspace, output } = await interruptMidRound(entry, signal);
    assert.equal(exitCode, expectedExit, output);
    assert.ok(started.pids.length >= 2, `servers and a load generator were running (${started.pids.length})`);
    const serverPids = readdirSync(workspace)
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
    assert.ok(serverPids.length >= 2, 'both servers had started');
    // SIGKILL is delivered asynchronously: the kernel may still be ending a group for a moment.
    const survivors = await waitUntilGone(
      [...started.pids, ...serverPids],
      [...started.groups, ...serverPids],
    );
    assert.deepEqual(survivors, []);
    assert.equal(existsSync(join(workspace, 'out.json')), false, 'no results file, not even a partial one');
  });
}
