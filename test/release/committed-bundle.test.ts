import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';

/**
 * The action runs the committed dist/, not the sources: a change to src/ whose bundle was not
 * committed would reach every user of the action as the code before it. `npm test` bundles the
 * sources before the tests run, so here dist/ is what the sources make; with the sources as
 * committed (a clean clone, as CI has), it must be what is committed. While sources are being
 * changed, the check waits for their commit.
 */
const BUNDLE_INPUTS = ['src', 'scripts/bundle.mjs', 'package.json', 'package-lock.json'];

function changedFiles(paths: string[]): { files: string; problem?: string } {
  const status = spawnSync('git', ['status', '--porcelain', '--', ...paths], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return status.status === 0 ? { files: status.stdout } : { files: '', problem: status.stderr.trim() };
}

const inputs = changedFiles(BUNDLE_INPUTS);
const skip = inputs.problem
  ? `not a git checkout (${inputs.problem})`
  : inputs.files !== ''
    ? 'sources changed and not committed yet'
    : false;
if (skip) console.log(`# skipped the committed bundle's check: ${skip}`);

test('the committed dist/ is the bundle of the committed sources', { skip }, () => {
  const bundle = changedFiles(['dist']);
  assert.equal(
    bundle.files,
    '',
    `dist/ differs from its commit after npm run bundle: commit the bundle with its sources\n${bundle.files}`,
  );
});
