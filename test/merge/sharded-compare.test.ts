import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';

/**
 * A pull request sharded by scenario, as a workflow matrix runs it, through the bundled CLI: two
 * paired compares (--shard 1/2 gates hello, 2/2 update-user) on fixture servers whose head spins
 * only on update-user, then merge. Tiny load settings keep each shard to seconds of load.
 */
const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const FIXTURE_SERVERS = join(REPO_ROOT, 'test', 'fixtures', 'servers');
/** Busy time per update-user request the pull request adds to its server: a loss of more than half. */
const ADDED_MICROSECONDS = 300;
const workspace = mkdtempSync(join(tmpdir(), 'sharded-compare-'));

function writeServers(folder: string, spinMicroseconds: number): void {
  for (const [name, spin] of [
    ['http-node', 0],
    ['app', spinMicroseconds],
  ] as const) {
    const dir = join(workspace, folder, name);
    mkdirSync(dir, { recursive: true });
    cpSync(join(FIXTURE_SERVERS, 'fixture-server.mjs'), join(dir, 'fixture-server.mjs'));
    cpSync(join(FIXTURE_SERVERS, 'correct', 'package.json'), join(dir, 'package.json'));
    writeFileSync(
      join(dir, 'server.mjs'),
      `import { startFixtureServer } from './fixture-server.mjs';\n` +
        `startFixtureServer({ beforeRequest(request) { if (request.url === '/hello') return false; ` +
        `const end = performance.now() + ${spin / 1000}; while (performance.now() < end); return false; } });\n`,
    );
  }
}

function cli(args: string[]) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd: workspace, encoding: 'utf8', timeout: 240_000 });
}

function shard(index: number) {
  return cli([
    'compare',
    ...['--servers-dir', 'servers-head', '--baseline-servers-dir', 'servers-base'],
    ...['--servers', 'http-node,app', '--subject', 'app', '--scenario', 'hello,update-user'],
    ...[
      '--duration',
      '1',
      '--warmup',
      '0.5',
      '--rounds',
      '2',
      '--rounds-per-block',
      '2',
      '--max-processes',
      '4',
    ],
    ...[
      '--shard',
      `${index}/2`,
      '--out',
      `shard-${index}.json`,
      '--profile',
      'never',
      '--crash-watch-once-in',
      '0',
    ],
  ]);
}

describe('a pull request sharded by scenario, then merged', { timeout: 900_000 }, () => {
  before(() => {
    writeServers('servers-head', ADDED_MICROSECONDS);
    writeServers('servers-base', 0);
  });
  after(() => rmSync(workspace, { recursive: true, force: true }));

  it('each shard gates its scenario under the budget of both; merge gives the worst verdict, naming update-user', () => {
    const first = shard(1);
    const second = shard(2);
    const shardResults = JSON.parse(readFileSync(join(workspace, 'shard-1.json'), 'utf8')) as ResultsFile;
    // hello is unchanged: four 1-second process pairs pass it or, on a busy machine, are too noisy to
    // rule out a loss (exit 2); never a regression.
    assert.ok(
      (first.status === 0 && ['pass', 'inconclusive'].includes(shardResults.gate?.verdict ?? '')) ||
        (first.status === 2 && /^too noisy to/.test(shardResults.gate?.error ?? '')),
      `${first.status} ${shardResults.gate?.verdict}: ${first.stderr}`,
    );
    assert.deepEqual(shardResults.shard, { index: 1, count: 2, scenarios: ['hello', 'update-user'] });
    assert.deepEqual(
      shardResults.scenarios.map((s) => s.scenario),
      ['hello'],
    );
    // Two scenarios, each with its requests/s and the test of the head's spread.
    assert.equal(shardResults.gate?.errorBudget?.comparisons, 4, 'the budget of both scenarios');
    const costly = JSON.parse(readFileSync(join(workspace, 'shard-2.json'), 'utf8')) as ResultsFile;
    const [updateUser] = costly.gate!.metrics;
    assert.equal(updateUser?.scenario, 'update-user');
    // The cost is far beyond the threshold: a regression, whatever the machine's noise (a too-noisy
    // comparison still fails what it shows). Never a pass.
    assert.equal(costly.gate!.verdict, 'regression', costly.gate!.notes.join(' '));
    assert.equal(second.status, 1, second.stderr);

    const merged = cli([
      'merge',
      'shard-2.json',
      'shard-1.json',
      '--out',
      'merged.json',
      '--markdown',
      'report.md',
    ]);
    assert.equal(merged.status, second.status, merged.stderr);
    const results = JSON.parse(readFileSync(join(workspace, 'merged.json'), 'utf8')) as ResultsFile;
    assert.deepEqual(
      results.scenarios.map((s) => s.scenario),
      ['hello', 'update-user'],
    );
    const report = readFileSync(join(workspace, 'report.md'), 'utf8');
    assert.match(report.slice(0, 400), /### ❌ update-user -[5-9]\d\.\d% \(threshold -5%\)/);
    assert.match(report, /update-user -[5-9]\d\.\d% \([^)]*\), worse than the -5\.0% threshold/);
    assert.match(report, /\*\*Shard 1\/2:\*\* hello on \d+ vCPUs/);
    assert.match(report, /\*\*Shard 2\/2:\*\* update-user on \d+ vCPUs/);
  });

  it('a missing shard is an error naming it; a file that is not a shard is refused in one line', () => {
    const missing = cli(['merge', 'shard-1.json']);
    assert.equal(missing.status, 2, missing.stderr);
    assert.match(missing.stdout, /shard 2\/2 is missing: no results were given for it/i);
    writeFileSync(
      join(workspace, 'plain.json'),
      JSON.stringify({ ...JSON.parse(readFileSync(join(workspace, 'merged.json'), 'utf8')) }),
    );
    const plain = cli(['merge', 'shard-1.json', 'plain.json']);
    assert.equal(plain.status, 2);
    assert.equal(
      plain.stderr,
      "mion-perf-gate: plain.json: not a shard's results (compare --shard k/n --out FILE writes them)\n",
    );
  });
});
