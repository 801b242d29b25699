import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import {
  BaseUnavailableError,
  checkOutPullRequestBase,
  pairedDefaults,
  PULL_REQUEST_BASE_DIR,
  withPullRequestBase,
} from '../../src/servers/pull-request-base.ts';
import { UserInputError } from '../../src/user-input-error.ts';

const work = mkdtempSync(join(tmpdir(), 'perf-gate-pr-base-'));
after(() => rmSync(work, { recursive: true, force: true }));

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@localhost',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@localhost',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();

/** An origin with a base commit and a head commit on top, and a workspace cloned as actions/checkout does: the head alone. */
function repositories(name: string): { workspace: string; baseSha: string } {
  const origin = join(work, `${name}-origin`);
  git(work, 'init', '-q', '-b', 'main', origin);
  writeFileSync(join(origin, 'router.js'), 'export const version = "base";\n');
  git(origin, 'add', '.');
  git(origin, 'commit', '-qm', 'base');
  const baseSha = git(origin, 'rev-parse', 'HEAD');
  writeFileSync(join(origin, 'router.js'), 'export const version = "head";\n');
  git(origin, 'commit', '-qam', 'head');
  const workspace = join(work, `${name}-workspace`);
  git(work, 'clone', '-q', '--depth=1', `file://${origin}`, workspace);
  return { workspace, baseSha };
}

test('the paired defaults follow the head: a path: source and a servers folder of its own, found again in the base checkout', () => {
  const inputs = (source: string, serversDir = '', chosen = false) => ({
    source,
    serversDir,
    chosen,
  });
  assert.deepEqual(pairedDefaults(inputs('path:.'), '/w', '.perf-gate-base'), {
    'base-source': 'path:.perf-gate-base',
  });
  assert.deepEqual(pairedDefaults(inputs('path:packages/mion', 'bench/servers'), '/w', '.perf-gate-base'), {
    'base-source': 'path:.perf-gate-base/packages/mion',
    'base-servers-dir': '.perf-gate-base/bench/servers',
  });
  // An npm version is the same on both sides; a base or baseline the workflow chose stays.
  assert.deepEqual(pairedDefaults(inputs('npm:'), '/w', '.perf-gate-base'), {});
  assert.deepEqual(pairedDefaults(inputs('path:.', '', true), '/w', '.perf-gate-base'), {});
  assert.deepEqual(pairedDefaults(inputs('path:../elsewhere'), '/w', '.perf-gate-base'), {});
});

test('the base commit is fetched into a checkout that holds only the head, written to .perf-gate-base, and found again', async () => {
  const { workspace, baseSha } = repositories('fetch');
  const first = await checkOutPullRequestBase(workspace, baseSha);
  assert.ok('dir' in first, JSON.stringify(first));
  assert.equal(first.dir, join(workspace, PULL_REQUEST_BASE_DIR));
  assert.match(readFileSync(join(first.dir, 'router.js'), 'utf8'), /"base"/);
  assert.match(readFileSync(join(workspace, 'router.js'), 'utf8'), /"head"/);
  assert.equal(git(first.dir, 'rev-parse', 'HEAD'), baseSha);
  assert.deepEqual(await checkOutPullRequestBase(workspace, baseSha), first);
  const other = await checkOutPullRequestBase(workspace, 'f'.repeat(40));
  assert.match('why' in other ? other.why : '', /already holds something other than ffffffffffff/);
});

test('the action reads the paired defaults on a pull request, and fails with why and how when the base cannot be had', async () => {
  const { workspace, baseSha } = repositories('inputs');
  const given: Record<string, string> = { 'mion-source': 'path:.' };
  const read = (name: string) => given[name] ?? '';
  const log = { info: () => {} };
  const payload = { pull_request: { number: 3, base: { sha: baseSha } } };
  const paired = await withPullRequestBase(read, payload, workspace, log);
  assert.equal(paired('base-source'), 'path:.perf-gate-base');
  assert.equal(paired('mion-source'), 'path:.');
  // Under the input's current name as under its former one.
  const named = await withPullRequestBase(
    (name) => (name === 'source' ? 'path:.' : ''),
    payload,
    workspace,
    log,
  );
  assert.equal(named('base-source'), 'path:.perf-gate-base');
  // A baseline-path given keeps the stored baseline; a push has no base; comment mode measures nothing.
  const stored = await withPullRequestBase(
    (name) => (name === 'baseline-path' ? 'b.json' : read(name)),
    payload,
    workspace,
    log,
  );
  assert.equal(stored('base-source'), '');
  assert.equal((await withPullRequestBase(read, {}, workspace, log))('base-source'), '');
  const comment = await withPullRequestBase(
    (name) => (name === 'mode' ? 'comment' : read(name)),
    payload,
    workspace,
    log,
  );
  assert.equal(comment('base-source'), '');
  // No origin to fetch from: the step fails in one line, saying why and how to give it the base.
  const lonely = join(work, 'lonely');
  git(work, 'init', '-q', lonely);
  const noBase = { pull_request: { base: { sha: 'a'.repeat(40) } } };
  await assert.rejects(withPullRequestBase(read, noBase, lonely, log), (error: Error) => {
    assert.ok(error instanceof BaseUnavailableError && error instanceof UserInputError);
    assert.doesNotMatch(error.message, /\n/);
    assert.match(
      error.message,
      /^paired mode could not get the pull request's base commit aaaaaaaaaaaa: git fetch of the base commit failed: .*\. Give it the base: check out with fetch-depth: 0, .*persist-credentials.*base-source.*give baseline-path\.$/,
    );
    return true;
  });
  // The workflow chose the stored baseline: no base is wanted, nothing fails.
  const chosen = await withPullRequestBase(
    (name) => (name === 'baseline-path' ? 'b.json' : read(name)),
    noBase,
    lonely,
    log,
  );
  assert.equal(chosen('base-source'), '');
  assert.equal(chosen('baseline-path'), 'b.json');
});
