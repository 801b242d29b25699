import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { Ajv } from 'ajv';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { acceptanceOf } from '../../src/publish/accept-label.ts';
import { readCommentPayload, writeCommentPayload } from '../../src/publish/comment-payload.ts';
import { gateOutcomeSchema } from '../../src/results/gate-outcome-schema.ts';
import { FakeGitHubApi, FORBIDDEN_MESSAGE } from '../helpers/fake-github-api.ts';
import { runAction } from '../helpers/run-action.ts';
import { shardFile } from '../helpers/shard-fixture.ts';

/**
 * The label perf-accepted, step by step as a pull request lives it, each step the action run by
 * the event GitHub sends for it (dist/index.js, a local GitHub API): a push gated, the label added,
 * a new push, and the trusted comment job of each run. The gate job is the merge step here (its
 * verdict comes from shards written directly), so that no server runs: what is tested is who and
 * what the label accepts.
 */
const REPOSITORY = 'mion/gate';
const FIRST = '1'.repeat(40);
const SECOND = '2'.repeat(40);
const AUTHOR = 'pr-author';
const MAINTAINER = 'a-maintainer';
const TRIAGER = 'a-triager';
let api: FakeGitHubApi;
let workspace: string;

function writeShards(): void {
  mkdirSync(join(workspace, 'shards'), { recursive: true });
  const shards = [shardFile(1, 'pass'), shardFile(2, 'regression'), shardFile(3, 'pass')];
  for (const [index, shard] of shards.entries())
    writeFileSync(join(workspace, 'shards', `shard-${index + 1}.json`), JSON.stringify(shard.results));
}

/** The pull_request event of one step: `action` by `sender`, the pull request at `head` with `labels`. */
function pullRequestEvent(action: string, sender: string, head: string, labels: string[], label?: string) {
  return {
    name: 'pull_request',
    payload: {
      action,
      ...(label ? { label: { name: label } } : {}),
      sender: { login: sender },
      pull_request: {
        number: 7,
        head: { sha: head },
        user: { login: AUTHOR },
        labels: labels.map((name) => ({ name })),
      },
    },
  };
}

/**
 * The gate job of one step: the merge step with the job's token (`token`). A token that may read but
 * not comment (a fork's) leaves the comment's data at out/payload.json for the comment job.
 */
function gateJob(event: ReturnType<typeof pullRequestEvent>, token = 't', { mayComment = true } = {}) {
  // The comment is created, or updated once it exists: the one the token may not do fails.
  if (!mayComment && api.issueComments(7).length === 0)
    api.failNext('POST', /\/issues\/7\/comments$/, 1, 403, FORBIDDEN_MESSAGE);
  else if (!mayComment) api.failNext('PATCH', /\/issues\/comments\/\d+$/, 1, 403, FORBIDDEN_MESSAGE);
  return runAction(
    {
      mode: 'merge',
      'shards-dir': 'shards',
      'payload-path': 'out/payload.json',
      'github-token': token,
      ...(token ? { 'token-beside-pull-request-code': 'true' } : {}),
    },
    event,
    { workspace, apiUrl: api.url, timeoutMs: 60_000 },
  );
}

/** The trusted comment job GitHub starts when the gate's run of `head`, started by `actor`, completes. */
function commentJob(payloadPath: string, head: string, actor: string) {
  return runAction(
    { mode: 'comment', 'payload-path': payloadPath, 'github-token': 't' },
    {
      name: 'workflow_run',
      payload: {
        workflow_run: {
          head_sha: head,
          head_repository: { full_name: REPOSITORY },
          pull_requests: [{ number: 7 }],
          html_url: 'https://github.test/mion/gate/actions/runs/77',
          triggering_actor: { login: actor },
        },
      },
    },
    { workspace, apiUrl: api.url, timeoutMs: 60_000 },
  );
}

describe('perf-accepted, through the action with the event of each step', () => {
  before(async () => {
    api = await FakeGitHubApi.start();
    workspace = mkdtempSync(join(tmpdir(), 'accept-label-'));
    writeShards();
  });
  after(async () => {
    await api.close();
    rmSync(workspace, { recursive: true, force: true });
  });
  beforeEach(() => {
    api.reset();
    api.permissions.set(MAINTAINER, 'write');
    api.permissions.set(AUTHOR, 'write');
    // GitHub's permission endpoint answers triage as read.
    api.permissions.set(TRIAGER, 'read');
  });

  it('accepts the commit gated when a maintainer added the label, and nothing pushed after it', async () => {
    // 1. The push: a regression, the check fails.
    const pushed = await gateJob(pullRequestEvent('synchronize', AUTHOR, FIRST, []));
    assert.equal(pushed.exitCode, 1, pushed.log);
    assert.equal(pushed.outputs.verdict, 'regression');
    // 2. A maintainer adds the label: the gate runs again on the same commit and passes, saying who.
    const labelled = await gateJob(
      pullRequestEvent('labeled', MAINTAINER, FIRST, ['perf-accepted'], 'perf-accepted'),
      't',
      { mayComment: false },
    );
    assert.equal(labelled.exitCode, 0, labelled.log);
    assert.equal(labelled.outputs.verdict, 'regression', 'the verdict stays for the record');
    assert.match(
      labelled.summary,
      /\*\*Accepted as intended\*\* \(label `perf-accepted`, added by `@a-maintainer` at [^)]+ for commit 1111111\): the check passes/,
    );
    assert.deepEqual(api.requestsTo('GET', /\/collaborators\/a-maintainer\/permission$/).length, 1);
    const payload = await readCommentPayload(join(workspace, 'out/payload.json'));
    assert.equal(payload.gate?.accepted?.commit, FIRST);
    // 3. A new push, the label still on the pull request: gated afresh, and not accepted.
    const again = await gateJob(pullRequestEvent('synchronize', AUTHOR, SECOND, ['perf-accepted']));
    assert.equal(again.exitCode, 1, again.log);
    assert.match(
      again.log,
      /perf-accepted: not accepted: the label accepts the head commit gated when it was added/,
    );
    assert.match(again.summary, /remove it and add it again to accept this commit/);
    assert.doesNotMatch(again.summary, /Accepted as intended/);
  });

  it("is refused to the pull request's author, to someone without write permission, and without a token to check", async () => {
    const byAuthor = await gateJob(
      pullRequestEvent('labeled', AUTHOR, FIRST, ['perf-accepted'], 'perf-accepted'),
    );
    assert.equal(byAuthor.exitCode, 1, byAuthor.log);
    assert.match(byAuthor.log, /added by the pull request's author @pr-author, who cannot accept their own/);
    const byTriager = await gateJob(
      pullRequestEvent('labeled', TRIAGER, FIRST, ['perf-accepted'], 'perf-accepted'),
    );
    assert.equal(byTriager.exitCode, 1, byTriager.log);
    assert.match(byTriager.log, /added by @a-triager, whose permission is read; accepting needs write/);
    const noToken = await gateJob(
      pullRequestEvent('labeled', MAINTAINER, FIRST, ['perf-accepted'], 'perf-accepted'),
      '',
    );
    assert.equal(noToken.exitCode, 1, noToken.log);
    assert.match(noToken.log, /no token to read @a-maintainer's permission/);
  });

  it('the comment job shows an acceptance only when GitHub confirms it: never from the payload alone', async () => {
    api.pullRequests.set(7, {
      headSha: FIRST,
      headRepository: REPOSITORY,
      author: AUTHOR,
      labels: ['perf-accepted'],
    });
    api.workflowRuns.push(
      { id: 1, head_sha: FIRST, created_at: '2026-11-26T10:00:00Z' },
      { id: 2, head_sha: FIRST, created_at: '2026-11-26T11:00:05Z' },
    );
    api.issueEvents.set(7, [
      {
        event: 'labeled',
        label: { name: 'perf-accepted' },
        actor: { login: MAINTAINER },
        created_at: '2026-11-26T11:00:00Z',
      },
    ]);
    const labelled = await gateJob(
      pullRequestEvent('labeled', MAINTAINER, FIRST, ['perf-accepted'], 'perf-accepted'),
      't',
      { mayComment: false },
    );
    assert.equal(labelled.exitCode, 0, labelled.log);
    const confirmed = await commentJob('out/payload.json', FIRST, MAINTAINER);
    assert.equal(confirmed.exitCode, 0, confirmed.log);
    assert.match(
      api.issueComments(7).at(-1)!.body,
      /\*\*Accepted as intended\*\* \(label `perf-accepted`, added by `@a-maintainer` at 2026-11-26T11:00:00\.000Z for commit 1111111\)/,
    );

    // A payload that claims an acceptance by someone else: the comment shows none, and says why.
    const forged = await readCommentPayload(join(workspace, 'out/payload.json'));
    forged.gate!.accepted = {
      label: 'perf-accepted',
      by: 'someone',
      at: '2026-11-26T11:00:00.000Z',
      commit: FIRST,
    };
    writeCommentPayload(join(workspace, 'out/forged.json'), forged);
    const byOther = await commentJob('out/forged.json', FIRST, 'someone');
    assert.equal(byOther.exitCode, 0, byOther.log);
    const shown = api.issueComments(7).at(-1)!.body;
    assert.doesNotMatch(shown, /Accepted as intended/);
    assert.match(
      shown,
      /GitHub does not confirm it: the label was last added by @\u200d?a-maintainer, and this run was started by @\u200d?someone/,
    );

    // The label added before the commit was pushed accepts nothing of it.
    api.pullRequests.set(7, {
      headSha: SECOND,
      headRepository: REPOSITORY,
      author: AUTHOR,
      labels: ['perf-accepted'],
    });
    api.workflowRuns.push({ id: 3, head_sha: SECOND, created_at: '2026-11-26T12:00:00Z' });
    forged.headSha = SECOND;
    forged.gate!.accepted = {
      label: 'perf-accepted',
      by: MAINTAINER,
      at: '2026-11-26T11:00:00.000Z',
      commit: SECOND,
    };
    writeCommentPayload(join(workspace, 'out/later.json'), forged);
    const later = await commentJob('out/later.json', SECOND, MAINTAINER);
    assert.equal(later.exitCode, 0, later.log);
    const laterBody = api.issueComments(7).at(-1)!.body;
    assert.doesNotMatch(laterBody, /Accepted as intended/);
    assert.match(laterBody, /the label was added before commit 2222222 was pushed/);
  });
});

describe('what the label can accept', () => {
  const regression = shardFile(2, 'regression').results.gate!;
  const labelled = (by: string) => ({
    action: 'labeled',
    label: { name: 'perf-accepted' },
    sender: { login: by },
    pull_request: {
      number: 7,
      head: { sha: FIRST },
      user: { login: AUTHOR },
      labels: [{ name: 'perf-accepted' }],
    },
  });
  const write = async () => 'write';

  it('never an error, a pass, or a head that fails where its base does not; nothing without the label', async () => {
    assert.ok(await acceptanceOf(labelled(MAINTAINER), regression, write).then((a) => a && 'accepted' in a));
    assert.equal(
      await acceptanceOf(labelled(MAINTAINER), { ...regression, verdict: 'error' }, write),
      undefined,
    );
    assert.equal(
      await acceptanceOf(labelled(MAINTAINER), { ...regression, verdict: 'pass' }, write),
      undefined,
    );
    assert.equal(
      await acceptanceOf(
        { ...labelled(MAINTAINER), pull_request: { number: 7, labels: [] } },
        regression,
        write,
      ),
      undefined,
    );
    const crashing: GateOutcome = { ...regression, headFailures: { headOnly: 1, baseOnly: 0 } };
    assert.deepEqual(await acceptanceOf(labelled(MAINTAINER), crashing, write), {
      refused: 'perf-accepted: not accepted: a head that fails where its base does not is a bug, not a trade',
    });
    // A login that is not one is never shown.
    const odd = await acceptanceOf(labelled('[x](https://evil.example)'), regression, write);
    assert.ok(odd && 'refused' in odd);
  });

  it('the payload holds an acceptance to a label, a login, a time and a commit', async () => {
    const accepted = await acceptanceOf(
      labelled(MAINTAINER),
      regression,
      write,
      () => new Date('2026-11-26T11:30:00Z'),
    );
    assert.deepEqual(accepted, {
      accepted: { label: 'perf-accepted', by: MAINTAINER, at: '2026-11-26T11:30:00.000Z', commit: FIRST },
    });
    const validate = new Ajv({ allErrors: false }).compile(gateOutcomeSchema);
    const gate = { ...regression, accepted: (accepted as { accepted: GateOutcome['accepted'] }).accepted };
    assert.equal(validate(gate), true, JSON.stringify(validate.errors));
    assert.equal(validate({ ...gate, accepted: { label: 'perf-accepted', by: '<img src=x>' } }), false);
    assert.equal(validate({ ...gate, accepted: { label: 'perf-accepted', commit: 'HEAD' } }), false);
  });
});
