import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';

/**
 * A paired compare whose base side cannot be built ends with exit 2 and the reason, before a single
 * round of the comparison table: it could not decide anyway, and the table would cost minutes.
 */
const root = mkdtempSync(join(tmpdir(), 'paired-base-missing-'));
after(() => rmSync(root, { recursive: true, force: true }));

test('no base side: exit 2 with the reason, nothing measured', { timeout: 300_000 }, () => {
  const empty = join(root, 'no-tarballs');
  mkdirSync(empty);
  const outPath = join(root, 'results.json');
  const run = spawnSync(
    process.execPath,
    [
      join(REPO_ROOT, 'dist', 'cli.js'),
      'compare',
      '--servers',
      'http-node,mion',
      '--scenario',
      'hello',
      '--mion-source',
      `tarballs:${empty}`,
      '--baseline-source',
      `tarballs:${empty}`,
      '--out',
      outPath,
    ],
    { cwd: root, encoding: 'utf8', timeout: 280_000 },
  );
  assert.equal(run.status, 2, run.stderr);
  assert.match(
    run.stdout + run.stderr,
    /base side not built: the head \(mion\) was not built either: source failed: tarballs:.*no \.tgz files/i,
  );
  const results = JSON.parse(readFileSync(outPath, 'utf8')) as ResultsFile;
  assert.deepEqual(results.scenarios, []);
  assert.ok(results.servers.some((server) => server.name === 'http-node' && server.status === 'measured'));
});
