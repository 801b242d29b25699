import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';

test('--version prints the name and version of package.json, and exits 0', () => {
  const { name, version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const run = spawnSync(process.execPath, [join(REPO_ROOT, 'dist', 'cli.js'), '--version'], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, `${name} ${version}\n`);
});
