import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { readCommentPayload, writeCommentPayload } from '../../src/publish/comment-payload.ts';
import { FakeGitHubApi } from '../helpers/fake-github-api.ts';
import { runAction } from '../helpers/run-action.ts';
import { savedRegressionPayload } from '../helpers/saved-regression-payload.ts';

/**
 * A label changed on a pull request: the reusable gate restores the comment's data its last
 * compare of this head saved and runs mode: rejudge, driven here as the runner drives
 * dist/index.js. Nothing is measured (no servers exist in this workspace); the check follows the
 * labels the pull request has now.
 */
const HEAD_SHA = 'c0ffee'.padEnd(40, '0');
const PAYLOAD = 'perf-gate-results/comment-payload.json';
let api: FakeGitHubApi;
let workspace: string;

function savedRegression(accepted?: GateOutcome['accepted']): void {
  mkdirSync(join(workspace, 'perf-gate-results'), { recursive: true });
  writeCommentPayload(join(workspace, PAYLOAD), savedRegressionPayload(7, HEAD_SHA, accepted));
}

/** A labeled (or unlabeled) event of pull request 7 at HEAD_SHA, with the labels it has after it. */
function labelEvent(action: 'labeled' | 'unlabeled', label: string, labels: string[], headSha = HEAD_SHA) {
  return {
    name: 'pull_request',
    payload: {
      action,
      label: { name: label },
      sender: { login: 'a-maintainer' },
      pull_request: {
        number: 7,
        user: { login: 'an-author' },
        head: { sha: headSha },
        base: { sha: 'ba5e'.padEnd(40, '0') },
        labels: labels.map((name) => ({ name })),
      },
    },
  };
}

/** As the reusable gate runs it: the job's read-only token, to read who added a label (none: ''). */
const rejudge = (event: ReturnType<typeof labelEvent>, token = 't') =>
  runAction({ mode: 'rejudge', 'github-token': token }, event, {
    workspace,
    apiUrl: api.url,
    timeoutMs: 60_000,
  });

describe('mode: rejudge driven like the runner', () => {
  before(async () => {
    api = await FakeGitHubApi.start();
    api.permissions.set('a-maintainer', 'write');
    workspace = mkdtempSync(join(tmpdir(), 'rejudge-entry-'));
  });
  after(async () => {
    await api.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('perf-accepted added: the saved regression passes the check, and the comment data says who accepted it', async () => {
    savedRegression();
    const run = await rejudge(labelEvent('labeled', 'perf-accepted', ['perf-accepted']));
    assert.equal(run.exitCode, 0, run.log);
    assert.equal(run.outputs.verdict, 'regression', 'the verdict stays for the record');
    assert.match(run.log, /judged again without measuring: the regression saved for c0ffee000000/);
    assert.match(
      run.summary,
      /\*\*Accepted as intended\*\* \(label `perf-accepted`, added by `@a-maintainer`/,
    );
    const payload = await readCommentPayload(join(workspace, PAYLOAD));
    assert.equal(payload.gate?.accepted?.by, 'a-maintainer');
    assert.equal(run.outputs['payload-path'], join(workspace, PAYLOAD));
    assert.ok(
      api.requests.every((request) => request.method === 'GET'),
      'the job only reads: nothing is posted from it',
    );
  });

  it('perf-accepted added, but no token to read who added it: nothing is accepted and the check fails', async () => {
    savedRegression();
    const run = await rejudge(labelEvent('labeled', 'perf-accepted', ['perf-accepted']), '');
    assert.equal(run.exitCode, 1, run.log);
    assert.match(run.log, /no token to read @a-maintainer's permission/);
  });

  it('another label: the saved regression still fails the check', async () => {
    savedRegression();
    const run = await rejudge(labelEvent('labeled', 'documentation', ['documentation']));
    assert.equal(run.outputs.verdict, 'regression', run.log);
    assert.equal(run.exitCode, 1);
    assert.match(run.log, /mion regressed against the base of the pull request/);
  });

  it('perf-accepted removed: an acceptance the saved data carried is dropped, and the check fails again', async () => {
    savedRegression({ label: 'perf-accepted', by: 'a-maintainer', at: '2026-11-26T11:30:00.000Z' });
    const run = await rejudge(labelEvent('unlabeled', 'perf-accepted', []));
    assert.equal(run.exitCode, 1, run.log);
    assert.doesNotMatch(run.summary, /Accepted as intended/);
    assert.equal((await readCommentPayload(join(workspace, PAYLOAD))).gate?.accepted, undefined);
  });

  it('data saved for another head commit is refused in one line: it judged code the pull request no longer has', async () => {
    savedRegression();
    const run = await rejudge(
      labelEvent('labeled', 'perf-accepted', ['perf-accepted'], 'beef'.padEnd(40, '0')),
    );
    assert.equal(run.outputs.verdict, 'error', run.log);
    assert.notEqual(run.exitCode, 0);
    assert.match(
      run.log,
      /comment payload .*comment-payload\.json: saved for #7 at c0ffee000000, not this pull request's head \(#7 at beef00000000\)/,
    );
  });
});
