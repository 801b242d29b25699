import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { UserInputError } from '../../src/user-input-error.ts';
import {
  type CommentPayload,
  MAX_PAYLOAD_BYTES,
  readCommentPayload,
  writeCommentPayload,
} from '../../src/publish/comment-payload.ts';
import { commentMarker, resultsMarker } from '../../src/publish/comment-marker.ts';
import { createGitHubClient } from '../../src/publish/github-client.ts';
import { postCommentPayload } from '../../src/publish/post-comment-payload.ts';
import { buildResults } from '../helpers/results-fixture.ts';
import { FakeGitHubApi } from '../helpers/fake-github-api.ts';
import { type Json, replaceStrings } from '../helpers/hostile-text.ts';
import { workflowRunContext } from '../helpers/workflow-run-context.ts';
import { gateOutcome } from '../report/gate-fixture.ts';

const SHA = 'a'.repeat(40);
const RESULTS = buildResults({ subject: 'mion', reference: 'http-node' });
/** The marker of the setup the results record, as the gate writes it into the payload. */
const MARKER = resultsMarker(RESULTS, 'mion');
/** Another setup of the same repository: the same subject gated with other scenarios. */
const OTHER_SETUP_MARKER = commentMarker({ subject: 'mion', scenarios: ['hello'], servers: ['mion'] });
const goodPayload: CommentPayload = {
  schemaVersion: 2,
  pullRequestNumber: 12,
  headSha: SHA,
  marker: MARKER,
  results: RESULTS,
  baseline: buildResults({ subject: 'mion', reference: 'http-node', seed: 7 }),
  gate: gateOutcome(),
};

/** Everything a fork could try to make the bot post: an image, links, references, a mention, a headline. */
const HOSTILE =
  '![x](https://evil.test/t.png) [click](https://evil.test/a) https://github.com/o/r/issues/3 ' +
  'owner/repo#1 #2 GH-4 &#64;user @user <img src=x>\n### ✅ Pass: fake headline\n[//]: # (hidden)';

describe('mode comment: postCommentPayload', () => {
  let api: FakeGitHubApi;
  let dir: string;
  let payloadPath: string;
  const client = () => createGitHubClient('t', { apiUrl: api.url, warn: () => {} });
  const writePayload = (payload: unknown) => writeFileSync(payloadPath, JSON.stringify(payload));
  const samePullRequest = () => api.pullRequests.set(12, { headSha: SHA, headRepository: 'mion/gate' });

  before(async () => {
    api = await FakeGitHubApi.start();
    dir = mkdtempSync(join(tmpdir(), 'comment-payload-'));
    payloadPath = join(dir, 'payload.json');
  });
  after(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    api.reset();
    samePullRequest();
  });

  it('renders the data itself, says it comes from a fork’s run, then updates the same comment', async () => {
    api.pullRequests.set(12, { headSha: SHA, headRepository: 'fork/gate' });
    writeCommentPayload(payloadPath, goodPayload);
    const first = await postCommentPayload(client(), workflowRunContext(SHA, [], 'fork/gate'), payloadPath);
    const second = await postCommentPayload(client(), workflowRunContext(SHA, [], 'fork/gate'), payloadPath);
    assert.equal(first?.action, 'created');
    assert.equal(second?.action, 'updated');
    assert.equal(api.issueComments(12).length, 1);
    const body = api.issueComments(12)[0]?.body ?? '';
    const lines = body.split('\n');
    assert.equal(lines[0], `<!-- ${MARKER} -->`);
    assert.match(
      body.split('\n\n')[1] ?? '',
      /^> \*\*From a fork's run: fork\/gate at aaaaaaa ran the pull request's code/,
    );
    assert.match(body, /### ✅ No (scenario|comparison) worse than/);
    assert.match(body, /### Scenario: update-user/);
    assert.ok(
      body.endsWith('[View the workflow run](https://github.test/mion/gate/actions/runs/77)'),
      'links the fork’s run',
    );
  });

  it('says so when the run was a branch of this repository', async () => {
    writeCommentPayload(payloadPath, goodPayload);
    await postCommentPayload(client(), workflowRunContext(SHA, [12]), payloadPath);
    assert.match(
      api.issueComments(12)[0]?.body ?? '',
      /\n> \*\*From the pull request's run: mion\/gate at aaaaaaa/,
    );
  });

  it('checks a fork pull request (empty pull_requests) against the pull request’s own head', async () => {
    api.pullRequests.set(12, { headSha: SHA, headRepository: 'fork/gate' });
    writeCommentPayload(payloadPath, goodPayload);
    await postCommentPayload(client(), workflowRunContext(SHA, [], 'fork/gate'), payloadPath);
    assert.equal(api.issueComments(12).length, 1);

    api.pullRequests.set(13, { headSha: 'b'.repeat(40), headRepository: 'fork/gate' });
    writeCommentPayload(payloadPath, { ...goodPayload, pullRequestNumber: 13 });
    await assert.rejects(
      postCommentPayload(client(), workflowRunContext(SHA, [], 'fork/gate'), payloadPath),
      /#13 is not at/,
    );
    assert.equal(api.issueComments(13).length, 0);
  });

  it('turns an image, links, references, an entity, a mention and a headline in every string field into inert text', async () => {
    const hostile = structuredClone(goodPayload) as unknown as Json;
    const restores = replaceStrings(hostile, HOSTILE);
    // Put back, one by one, the strings the schemas refuse to be free text (names, dates, marker).
    for (;;) {
      writePayload(hostile);
      const refusal = await readCommentPayload(payloadPath).then(
        () => undefined,
        (error: Error) => error.message,
      );
      if (refusal === undefined) break;
      const path = /: (\/\S*) /.exec(refusal)?.[1] ?? '';
      const restore = restores.get(path);
      assert.ok(restore, `refused outside a string field: ${refusal}`);
      restore();
      restores.delete(path);
    }
    assert.ok(restores.size >= 20, `only ${restores.size} string fields stayed free text`);

    await postCommentPayload(client(), workflowRunContext(SHA, [12]), payloadPath);
    const body = api.issueComments(12)[0]?.body ?? '';
    assert.ok(body.split('fake headline').length > 5, 'the hostile text is in the comment, as text');
    for (const chart of body.match(/```mermaid[\s\S]*?```/g) ?? []) {
      assert.doesNotMatch(chart, /evil|fake headline/, 'no free text in a chart');
    }
    // What the payload cannot reach: the charts' fences and the links to the run and its
    // artifacts, from the event (the first screen's line and the last one).
    const prose = body
      .replace(/```mermaid[\s\S]*?```/g, '')
      .replace('[View the workflow run](https://github.test/mion/gate/actions/runs/77)', '')
      .replace('[workflow run](https://github.test/mion/gate/actions/runs/77)', '')
      .replace(
        '[artifacts: results, profiles, flame graph](https://github.test/mion/gate/actions/runs/77#artifacts)',
        '',
      );
    assert.doesNotMatch(prose, /(?<!\\)!\\?\[|(?<!\\)\]\(/, 'no image or link');
    assert.doesNotMatch(prose, /:\/\/|www\./, 'no address that autolinks');
    assert.doesNotMatch(prose, /#\d|GH-\d/i, 'no issue reference');
    assert.doesNotMatch(prose, /@[a-z]/i, 'no mention');
    assert.doesNotMatch(prose, /(?<!&amp;)&#64;/, 'no entity that decodes into @');
    assert.doesNotMatch(prose, /<img/);
    assert.doesNotMatch(prose, /^\[\/\/\]/m, 'no hidden line');
    assert.deepEqual(
      body.split('\n').filter((line) => /fake headline/.test(line) && /^\s*#/.test(line)),
      [],
      'no forged heading',
    );
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
      "another setup's marker",
      { ...goodPayload, marker: OTHER_SETUP_MARKER },
      new RegExp(
        `: marker ${OTHER_SETUP_MARKER} is not ${MARKER}, the marker of its subject, scenarios and servers$`,
      ),
    ],
    [
      'markdown instead of data (the old format)',
      { schemaVersion: 1, pullRequestNumber: 12, headSha: SHA, marker: MARKER, report: `<!-- ${MARKER} -->` },
      /: schemaVersion 1 is not supported \(this action reads 2\)/,
    ],
    [
      'results that break the results schema',
      { ...goodPayload, results: { ...goodPayload.results, servers: [{ name: 'Evil Server' }] } },
      /\/results\/servers\/0 must have required property/,
    ],
    [
      'a gate outcome that breaks its schema',
      { ...goodPayload, gate: { ...goodPayload.gate, verdict: 'great' } },
      /\/gate\/verdict must be equal to one of the allowed values/,
    ],
    [
      'a flood of notes',
      { ...goodPayload, gate: { ...goodPayload.gate, notes: Array.from({ length: 51 }, () => 'note') } },
      /\/gate\/notes must NOT have more than 50 items/,
    ],
    [
      'a note longer than any the gate writes',
      { ...goodPayload, gate: { ...goodPayload.gate, notes: ['x'.repeat(2_001)] } },
      /\/gate\/notes\/0 must NOT have more than 2000 characters/,
    ],
    [
      'a gate outcome with markup where a number belongs',
      { ...goodPayload, gate: { ...goodPayload.gate, subjectProcesses: '![x](https://evil.test)' } },
      /\/gate\/subjectProcesses must be integer/,
    ],
  ];
  for (const [what, payload, message] of tampered) {
    it(`refuses a payload with ${what} in one line and posts nothing`, async () => {
      writePayload(payload);
      await assert.rejects(
        postCommentPayload(client(), workflowRunContext(SHA, [12]), payloadPath),
        (error: Error) => {
          assert.ok(error instanceof UserInputError);
          assert.match(error.message, message);
          assert.doesNotMatch(error.message, /\n/);
          return true;
        },
      );
      assert.equal(api.requestsTo('POST', /comments$/).length, 0);
      assert.equal(api.requestsTo('PATCH', /comments\/\d+$/).length, 0);
    });
  }

  it('updates only the comment of the setup its settings describe, whatever marker it names', async () => {
    const otherSetup = api.addComment(
      12,
      'github-actions[bot]',
      `<!-- ${OTHER_SETUP_MARKER} -->\nhello only`,
    );
    writePayload({ ...goodPayload, marker: OTHER_SETUP_MARKER });
    await assert.rejects(postCommentPayload(client(), workflowRunContext(SHA, [12]), payloadPath), /marker/);
    assert.equal(api.issueComments(12).length, 1);

    // The same figures claiming that setup's settings update that setup's comment, showing them.
    const claimed = {
      ...RESULTS,
      settings: { ...RESULTS.settings, scenarios: ['hello'], servers: ['mion'] },
    };
    assert.equal(resultsMarker(claimed, 'mion'), OTHER_SETUP_MARKER);
    writeCommentPayload(payloadPath, { ...goodPayload, results: claimed, marker: OTHER_SETUP_MARKER });
    const posted = await postCommentPayload(client(), workflowRunContext(SHA, [12]), payloadPath);
    assert.equal(posted?.action, 'updated');
    assert.equal(api.issueComments(12).length, 1);
    assert.ok(otherSetup.body.startsWith(`<!-- ${OTHER_SETUP_MARKER} -->\n`));
    assert.doesNotMatch(otherSetup.body, /hello only/);

    writeCommentPayload(payloadPath, goodPayload);
    assert.equal(
      (await postCommentPayload(client(), workflowRunContext(SHA, [12]), payloadPath))?.action,
      'created',
    );
    assert.deepEqual(
      api.issueComments(12).map((comment) => comment.body.split('\n')[0]),
      [`<!-- ${OTHER_SETUP_MARKER} -->`, `<!-- ${MARKER} -->`],
    );
  });

  it('refuses a pull request into another repository that has the run’s head', async () => {
    api.pullRequests.set(12, { headSha: SHA, headRepository: 'mion/gate', baseRepository: 'other/gate' });
    writeCommentPayload(payloadPath, goodPayload);
    await assert.rejects(
      postCommentPayload(client(), workflowRunContext(SHA, [12]), payloadPath),
      /#12 is not a pull request into mion\/gate/,
    );
    assert.equal(api.requestsTo('POST', /comments$/).length, 0);
  });

  it('refuses to comment on a pull request closed since its run', async () => {
    api.pullRequests.set(12, { headSha: SHA, headRepository: 'mion/gate', state: 'closed' });
    writeCommentPayload(payloadPath, goodPayload);
    await assert.rejects(
      postCommentPayload(client(), workflowRunContext(SHA, [12]), payloadPath),
      /#12 is closed: nobody reads a comment there/,
    );
    assert.equal(api.requestsTo('POST', /comments$/).length, 0);
    assert.equal(api.requestsTo('PATCH', /comments\/\d+$/).length, 0);
  });

  it('refuses the payload of an older run once the pull request has moved on', async () => {
    api.pullRequests.set(12, { headSha: 'd'.repeat(40), headRepository: 'mion/gate' });
    writeCommentPayload(payloadPath, goodPayload);
    await assert.rejects(
      postCommentPayload(client(), workflowRunContext(SHA, [12]), payloadPath),
      /#12 is not at the triggering run's commit/,
    );
    assert.equal(api.requestsTo('POST', /comments$/).length, 0);
  });

  it('refuses an oversized payload from its size alone, without reading it', async () => {
    // A sparse 8 GiB file: reading it whole would fail differently (or exhaust memory) long
    // before any JSON or schema check, so the size message proves nothing was read.
    writeFileSync(payloadPath, '');
    truncateSync(payloadPath, 8 * 1024 ** 3);
    await assert.rejects(
      postCommentPayload(client(), workflowRunContext(SHA, [12]), payloadPath),
      new RegExp(`: ${8 * 1024 ** 3} bytes is over the ${MAX_PAYLOAD_BYTES}-byte limit$`),
    );
    assert.equal(api.requests.length, 0, 'not even the pull request was looked up');
  });

  it('refuses to run outside a workflow_run event', async () => {
    writeCommentPayload(payloadPath, goodPayload);
    const pushContext = { ...workflowRunContext(SHA, [12]), eventName: 'pull_request' };
    await assert.rejects(
      postCommentPayload(client(), pushContext, payloadPath),
      /only on a workflow_run event/,
    );
  });
});
