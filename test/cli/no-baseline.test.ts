import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';

/**
 * compare on a repository that has no baseline yet, through the bundled CLI with tiny load
 * settings (a second of load per server): it measures, reports and passes with a notice, or
 * fails with exit 2 when asked to. The results go to a path outside the working directory,
 * which the CLI (unlike the action) accepts.
 */
const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const root = mkdtempSync(join(tmpdir(), 'no-baseline-'));
const cwd = join(root, 'checkout');
mkdirSync(cwd);
const TINY = [
  '--servers',
  'http-node,fastify',
  '--subject',
  'fastify',
  '--scenario',
  'hello',
  '--rounds',
  '1',
  '--rounds-per-block',
  '1',
  '--duration',
  '1',
  '--warmup',
  '0',
];

function compare(...extra: string[]) {
  return spawnSync(process.execPath, [CLI, 'compare', ...TINY, ...extra], {
    cwd,
    encoding: 'utf8',
    timeout: 180_000,
  });
}

describe('compare without a baseline file', { timeout: 400_000 }, () => {
  after(() => rmSync(root, { recursive: true, force: true }));

  it('measures, writes where it is told, reports verdict no-baseline with one notice, and exits 0', () => {
    const run = compare('--baseline', 'baseline/none.json', '--out', '../elsewhere/results.json');
    assert.equal(run.status, 0, run.stderr);
    const notices = run.stderr.split('\n').filter((line) => line.includes('no baseline at'));
    assert.equal(notices.length, 1, run.stderr);
    assert.match(
      notices[0]!,
      /baseline\/none\.json: measured and reported, nothing compared; record one with/,
    );
    assert.match(run.stdout, /No baseline yet: fastify was measured/i);
    const results = JSON.parse(readFileSync(join(root, 'elsewhere/results.json'), 'utf8')) as ResultsFile;
    assert.ok(results.scenarios[0]!.servers.some((entry) => entry.server === 'fastify'));
    assert.ok(!existsSync(join(cwd, 'baseline')), 'no baseline is invented');
  });

  it('exits 2 with --if-no-baseline fail', () => {
    const run = compare('--baseline', 'baseline/none.json', '--if-no-baseline', 'fail');
    assert.equal(run.status, 2, run.stderr);
    assert.match(run.stderr, /no baseline at .*none\.json/);
  });

  it('still treats a baseline that exists but cannot be read as an error, before measuring', () => {
    writeFileSync(join(cwd, 'broken.json'), '{ not json');
    const run = compare('--baseline', 'broken.json');
    assert.equal(run.status, 2);
    assert.equal(run.stderr.trim().split('\n').length, 1, run.stderr);
    assert.match(run.stderr, /broken\.json/);
  });
});
