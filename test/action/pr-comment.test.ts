import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createGitHubClient } from '../../src/publish/github-client.ts';
import { upsertPullRequestComment } from '../../src/publish/pr-comment.ts';
import { FakeGitHubApi, FORBIDDEN_MESSAGE } from '../helpers/fake-github-api.ts';

/** GITHUB_TOKEN's comments carry this login. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
const MARKER = 'mion-perf-gate:0123456789ab';
const OTHER_MARKER = 'mion-perf-gate:ba9876543210';
const target = { owner: 'mion', repo: 'gate', pullRequestNumber: 7 };

describe('upsertPullRequestComment against a real HTTP server', () => {
  let api: FakeGitHubApi;
  let sleptMs: number[];
  let warnings: string[];
  const client = () =>
    createGitHubClient('test-token', {
      apiUrl: api.url,
      warn: (line) => warnings.push(line),
      retry: { baseDelayMs: 5, sleep: async (ms) => void sleptMs.push(ms) },
    });

  before(async () => {
    api = await FakeGitHubApi.start();
  });
  after(() => api.close());
  beforeEach(() => {
    api.reset();
    sleptMs = [];
    warnings = [];
  });

  it('creates the comment once, then finds it on a later page and updates it in place', async () => {
    api.maxPageSize = 2;
    api.addComment(7, 'alice', 'LGTM');
    api.addComment(7, 'bob', `quoting: <!-- ${MARKER} --> is ours?`);
    api.addComment(7, ACTIONS_BOT_LOGIN, `<!-- ${OTHER_MARKER} -->\nanother configuration`);
    api.addComment(7, 'carol', 'one more');

    const first = await upsertPullRequestComment(client(), target, MARKER, `<!-- ${MARKER} -->\nfirst`);
    assert.equal(first.action, 'created');
    assert.equal(api.issueComments(7).length, 5);

    api.addComment(7, 'dave', 'pushes a page further');
    api.addComment(7, 'erin', 'and another');
    const second = await upsertPullRequestComment(client(), target, MARKER, `<!-- ${MARKER} -->\nsecond`);
    assert.equal(second.action, 'updated');
    assert.equal(second.url, first.url);
    const ours = api.issueComments(7).filter((comment) => comment.user.login === ACTIONS_BOT_LOGIN);
    assert.deepEqual(
      ours.map((comment) => comment.body),
      [`<!-- ${OTHER_MARKER} -->\nanother configuration`, `<!-- ${MARKER} -->\nsecond`],
    );
    assert.equal(
      api.issueComments(7)[1]?.body,
      `quoting: <!-- ${MARKER} --> is ours?`,
      "bob's comment untouched",
    );
    // 4 comments in pages of 2, then 7 comments: every page read both times.
    assert.equal(api.requestsTo('GET', /\/issues\/7\/comments$/).length, 2 + 4);
    assert.equal(api.requestsTo('POST', /comments$/).length, 1);
    assert.equal(api.requests[0]?.authorization, 'token test-token');
  });

  it("cuts a body over GitHub's 65,536-character limit at a paragraph, closes its <details>, and posts it", async () => {
    const section = (index: number) =>
      `<details><summary>Section ${index}</summary>\n\n${'figure '.repeat(400)}\n\n</details>`;
    const body = [
      `<!-- ${MARKER} -->`,
      '### ❌ Regression',
      ...Array.from({ length: 120 }, (_, index) => section(index)),
    ].join('\n\n');
    assert.ok(body.length > 200_000);
    const posted = await upsertPullRequestComment(client(), target, MARKER, body);
    assert.equal(posted.action, 'created');
    const [comment] = api.issueComments(7);
    assert.ok(comment!.body.length <= 65_536, `${comment!.body.length} characters`);
    assert.ok(
      comment!.body.startsWith(`<!-- ${MARKER} -->\n\n### ❌ Regression`),
      'the marker and the verdict stay first',
    );
    assert.equal(comment!.body.match(/<details>/g)?.length, comment!.body.match(/<\/details>/g)?.length);
    assert.match(comment!.body, /cut here to fit GitHub's 65,536-character limit/);
  });

  it("matches the personal token's own login when GET /user answers", async () => {
    api.tokenLogin = 'maintainer';
    const old = api.addComment(7, 'maintainer', `<!-- ${MARKER} -->\nold`);
    api.addComment(7, ACTIONS_BOT_LOGIN, `<!-- ${MARKER} -->\nwritten by the bot`);
    const posted = await upsertPullRequestComment(client(), target, MARKER, `<!-- ${MARKER} -->\nnew`);
    assert.equal(posted.action, 'updated');
    assert.equal(old.body, `<!-- ${MARKER} -->\nnew`);
  });

  it("finds a GitHub App token's own comment without GET /user, and updates it in place", async () => {
    api.commenterLogin = 'perf-app[bot]';
    api.addComment(7, ACTIONS_BOT_LOGIN, `<!-- ${MARKER} -->\nanother bot's comment`);
    const first = await upsertPullRequestComment(client(), target, MARKER, `<!-- ${MARKER} -->\nfirst`);
    const second = await upsertPullRequestComment(client(), target, MARKER, `<!-- ${MARKER} -->\nsecond`);
    assert.deepEqual([first.action, second.action], ['created', 'updated']);
    assert.deepEqual(
      api.issueComments(7).map((comment) => [comment.user.login, comment.body]),
      [
        [ACTIONS_BOT_LOGIN, `<!-- ${MARKER} -->\nanother bot's comment`],
        ['perf-app[bot]', `<!-- ${MARKER} -->\nsecond`],
      ],
    );
    assert.equal(api.requestsTo('GET', /^\/user$/).length, 0, 'GET /user is never asked');
  });

  it('matches the marker only on the first line, even in its own comments', async () => {
    const quoting = api.addComment(7, ACTIONS_BOT_LOGIN, `a report quoting\n<!-- ${MARKER} -->`);
    const posted = await upsertPullRequestComment(client(), target, MARKER, `<!-- ${MARKER} -->\nnew`);
    assert.equal(posted.action, 'created');
    assert.equal(quoting.body, `a report quoting\n<!-- ${MARKER} -->`);
  });

  it('without createIfMissing, keeps an existing comment current but creates none', async () => {
    const none = await upsertPullRequestComment(client(), target, MARKER, `<!-- ${MARKER} -->\nx`, {
      createIfMissing: false,
    });
    assert.equal(none, undefined);
    assert.equal(api.issueComments(7).length, 0);
    const old = api.addComment(7, ACTIONS_BOT_LOGIN, `<!-- ${MARKER} -->\nold`);
    const updated = await upsertPullRequestComment(client(), target, MARKER, `<!-- ${MARKER} -->\nnew`, {
      createIfMissing: false,
    });
    assert.equal(updated?.action, 'updated');
    assert.equal(old.body, `<!-- ${MARKER} -->\nnew`);
  });

  it('retries a 5xx with backoff and succeeds', async () => {
    api.failNext('POST', /comments$/, 2, 502, 'Bad Gateway');
    const posted = await upsertPullRequestComment(client(), target, MARKER, 'body');
    assert.equal(posted.action, 'created');
    assert.equal(api.requestsTo('POST', /comments$/).length, 3);
    assert.deepEqual(sleptMs, [5, 10]);
    assert.equal(warnings.length, 2);
  });

  it('retries a secondary rate limit after retry-after, and a paginated listing page alone', async () => {
    api.maxPageSize = 1;
    api.addComment(7, 'alice', 'a');
    api.addComment(7, 'bob', 'b');
    api.failNext('GET', /\/issues\/7\/comments$/, 1, 403, 'You have exceeded a secondary rate limit', {
      'retry-after': '2',
    });
    await upsertPullRequestComment(client(), target, MARKER, 'body');
    assert.deepEqual(sleptMs, [2000]);
    assert.equal(api.issueComments(7).length, 3);
  });

  it('does not retry a missing permission, and reports it to the caller', async () => {
    api.failNext('POST', /comments$/, 5, 403, FORBIDDEN_MESSAGE);
    await assert.rejects(upsertPullRequestComment(client(), target, MARKER, 'body'), { status: 403 });
    assert.equal(api.requestsTo('POST', /comments$/).length, 1);
    assert.deepEqual(sleptMs, []);
  });

  it('gives up after the last attempt on a lasting 5xx', async () => {
    api.failNext('POST', /comments$/, 10, 503, 'Service Unavailable');
    await assert.rejects(upsertPullRequestComment(client(), target, MARKER, 'body'), { status: 503 });
    assert.equal(api.requestsTo('POST', /comments$/).length, 4);
  });
});
