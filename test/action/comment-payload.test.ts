import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { UserInputError } from '../../src/config/config-error.ts';
import { type CommentPayload, writeCommentPayload } from '../../src/publish/comment-payload.ts';
import type { EventContext } from '../../src/publish/event-context.ts';
import { createGitHubClient } from '../../src/publish/github-client.ts';
import { neutraliseReport } from '../../src/publish/neutralise-report.ts';
import { postCommentPayload } from '../../src/publish/post-comment-payload.ts';
import { FakeGitHubApi } from '../helpers/fake-github-api.ts';

const SHA = 'a'.repeat(40);
const MARKER = 'mion-perf-gate:0123456789ab';
const goodPayload: CommentPayload = {
  schemaVersion: 1,
  pullRequestNumber: 12,
  headSha: SHA,
  marker: MARKER,
  report: `<!-- ${MARKER} -->\n### ✅ fastify: no regression\n\n| a | b |\n|---|---|\n| 1 | 2 |\n`,
};

function workflowRunContext(pullRequests: number[], headRepository = 'mion/gate'): EventContext {
  return {
    eventName: 'workflow_run',
    owner: 'mion',
    repo: 'gate',
    payload: {
      workflow_run: {
        head_sha: SHA,
        head_repository: { full_name: headRepository },
        pull_requests: pullRequests.map((number) => ({ number })),
      },
    },
  };
}

describe('mode comment: postCommentPayload', () => {
  let api: FakeGitHubApi;
  let dir: string;
  let payloadPath: string;
  const client = () => createGitHubClient('t', { apiUrl: api.url, warn: () => {} });
  const writePayload = (payload: unknown) => writeFileSync(payloadPath, JSON.stringify(payload));

  before(async () => {
    api = await FakeGitHubApi.start();
    dir = mkdtempSync(join(tmpdir(), 'comment-payload-'));
    payloadPath = join(dir, 'payload.json');
  });
  after(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => api.reset());

  it('posts a payload whose pull request is the triggering run’s, then updates it', async () => {
    writeCommentPayload(payloadPath, goodPayload);
    const first = await postCommentPayload(client(), workflowRunContext([12]), payloadPath);
    const second = await postCommentPayload(client(), workflowRunContext([12]), payloadPath);
    assert.equal(first.action, 'created');
    assert.equal(second.action, 'updated');
    assert.equal(api.issueComments(12).length, 1);
    assert.equal(api.issueComments(12)[0]?.body, goodPayload.report);
  });

  it('checks a fork pull request (empty pull_requests) against the pull request’s own head', async () => {
    api.pullRequests.set(12, { headSha: SHA, headRepository: 'fork/gate' });
    writeCommentPayload(payloadPath, goodPayload);
    await postCommentPayload(client(), workflowRunContext([], 'fork/gate'), payloadPath);
    assert.equal(api.issueComments(12).length, 1);

    api.pullRequests.set(13, { headSha: 'b'.repeat(40), headRepository: 'fork/gate' });
    writeCommentPayload(payloadPath, { ...goodPayload, pullRequestNumber: 13 });
    await assert.rejects(
      postCommentPayload(client(), workflowRunContext([], 'fork/gate'), payloadPath),
      /#13 is not at/,
    );
    assert.equal(api.issueComments(13).length, 0);
  });

  const tampered: [string, unknown, RegExp][] = [
    [
      'another pull request',
      { ...goodPayload, pullRequestNumber: 99 },
      /#99 is not the triggering run's \(#12\)/,
    ],
    ['another commit', { ...goodPayload, headSha: 'c'.repeat(40) }, /head sha/],
    ['an extra field', { ...goodPayload, extra: 1 }, /additional properties/],
    [
      'a non-integer number',
      { ...goodPayload, pullRequestNumber: '12' },
      /pullRequestNumber must be integer/,
    ],
    ['a forged marker', { ...goodPayload, marker: '--> <img src=x>' }, /marker must match pattern/],
    [
      'a report without its marker',
      { ...goodPayload, report: 'hello @everyone' },
      /does not open with its marker/,
    ],
    ['an oversized report', { ...goodPayload, report: 'x'.repeat(70_000) }, /report must NOT have more than/],
  ];
  for (const [what, payload, message] of tampered) {
    it(`refuses a payload with ${what} and posts nothing`, async () => {
      writePayload(payload);
      await assert.rejects(
        postCommentPayload(client(), workflowRunContext([12]), payloadPath),
        (error: Error) => {
          assert.ok(error instanceof UserInputError);
          assert.match(error.message, message);
          return true;
        },
      );
      assert.equal(api.requestsTo('POST', /comments$/).length, 0);
    });
  }

  it('refuses to run outside a workflow_run event', async () => {
    writeCommentPayload(payloadPath, goodPayload);
    const pushContext = { ...workflowRunContext([12]), eventName: 'pull_request' };
    await assert.rejects(
      postCommentPayload(client(), pushContext, payloadPath),
      /only on a workflow_run event/,
    );
  });

  it('neutralises mentions and HTML of the untrusted report before posting', async () => {
    const report = `<!-- ${MARKER} -->\nping @octocat <img src="https://evil.test/x.png"> <!-- ${MARKER} -->`;
    writeCommentPayload(payloadPath, { ...goodPayload, report });
    await postCommentPayload(client(), workflowRunContext([12]), payloadPath);
    const body = api.issueComments(12)[0]?.body ?? '';
    assert.ok(body.startsWith(`<!-- ${MARKER} -->`));
    assert.equal(body.split('<').length - 1, 1, 'only the marker keeps a raw <');
    assert.match(body, /@\u200doctocat/);
  });
});

describe('neutraliseReport', () => {
  it('keeps layout tags, escapes every other tag and comment', () => {
    assert.equal(
      neutraliseReport(
        '<details><summary>More</summary>x<br/></details><script>alert(1)</script><!-- hi -->',
        1000,
      ),
      '<details><summary>More</summary>x<br/></details>&lt;script>alert(1)&lt;/script>&lt;!-- hi -->',
    );
  });

  it('refuses attributes on layout tags, which could carry event handlers', () => {
    assert.equal(neutraliseReport('<details open onclick="x">', 100), '&lt;details open onclick="x">');
  });

  it('breaks @mentions and team mentions', () => {
    assert.equal(neutraliseReport('cc @alice and @org/team', 100), 'cc @\u200dalice and @\u200dorg/team');
  });

  it('removes bidirectional overrides and caps the length', () => {
    assert.equal(neutraliseReport('a\u202eb', 100), 'ab');
    const capped = neutraliseReport('y'.repeat(500), 100);
    assert.equal([...capped].length, 100);
    assert.ok(capped.endsWith('…'));
  });
});
