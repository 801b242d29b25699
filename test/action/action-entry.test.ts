import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readCommentPayload } from '../../src/publish/comment-payload.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { FakeGitHubApi, FORBIDDEN_MESSAGE } from '../helpers/fake-github-api.ts';
import { type ActionEvent, type ActionRun, runAction as runActionEntry } from '../helpers/run-action.ts';

/** Drives dist/index.js like the runner (helpers/run-action.ts); tiny load settings keep each benchmark short. */
const TOKEN = 'ghs_test_token_never_printed';
const FIXTURE_SERVERS = join(REPO_ROOT, 'test', 'fixtures', 'servers');
const HEAD_SHA = 'c0ffee'.padEnd(40, '0');
const RUN_TIMEOUT_MS = 240_000;

const TINY: Record<string, string> = {
  servers: 'http-node,fastify',
  subject: 'fastify',
  reference: 'http-node',
  scenarios: 'hello',
  duration: '1',
  warmup: '0.5',
  rounds: '2',
  'rounds-per-block': '2',
  'max-processes': '4',
  'baseline-processes': '8',
  'profile-pairs': '2',
  'crash-watch-once-in': '0',
  'results-path': 'out/results.json',
  'report-path': 'out/report.md',
  'payload-path': 'out/payload.json',
  'github-token': TOKEN,
  'token-beside-pull-request-code': 'true',
};

let api: FakeGitHubApi;
let workspace: string;

function pullRequestEvent(number: number): ActionEvent {
  return { name: 'pull_request', payload: { pull_request: { number, head: { sha: HEAD_SHA } } } };
}

function workflowRunEvent(pullRequests: number[]): ActionEvent {
  return {
    name: 'workflow_run',
    payload: {
      workflow_run: {
        head_sha: HEAD_SHA,
        head_repository: { full_name: 'mion/gate' },
        pull_requests: pullRequests.map((number) => ({ number })),
      },
    },
  };
}

function runAction(inputs: Record<string, string>, event: ActionEvent): Promise<ActionRun> {
  return runActionEntry(inputs, event, { workspace, apiUrl: api.url, timeoutMs: RUN_TIMEOUT_MS });
}

/** Busy time per request that the pull request adds to the subject's server: a loss of more than half. */
const ADDED_MICROSECONDS = 200;

/**
 * A pull request that makes the subject's own server folder slower: servers-head/app spins for
 * ADDED_MICROSECONDS per request, servers-base/app is the base's folder. Paired mode builds the base
 * side from servers-base and loads both at the same time.
 */
function writeServerFolders(): void {
  for (const [folder, addedMicroseconds] of [
    ['servers-head', ADDED_MICROSECONDS],
    ['servers-base', 0],
  ] as const) {
    const dir = join(workspace, folder);
    for (const [name, spin] of [
      ['http-node', 0],
      ['app', addedMicroseconds],
    ] as const) {
      // Self-contained: the base side is a copy of this folder alone.
      mkdirSync(join(dir, name), { recursive: true });
      cpSync(join(FIXTURE_SERVERS, 'fixture-server.mjs'), join(dir, name, 'fixture-server.mjs'));
      cpSync(join(FIXTURE_SERVERS, 'correct', 'package.json'), join(dir, name, 'package.json'));
      writeFileSync(
        join(dir, name, 'server.mjs'),
        `import { startFixtureServer } from './fixture-server.mjs';\n` +
          `startFixtureServer({ beforeRequest() { const end = performance.now() + ${spin / 1000}; while (performance.now() < end); return false; } });\n`,
      );
    }
  }
}

/** The runner reads ::add-mask:: and never shows that line; the token must appear nowhere else. */
function assertNoToken(run: ActionRun): void {
  const shown = run.log.replace(`::add-mask::${TOKEN}`, '');
  assert.ok(run.log.includes(`::add-mask::${TOKEN}`), 'the token is masked');
  assert.ok(!shown.includes(TOKEN), 'the token never reaches the log');
  assert.ok(!run.summary.includes(TOKEN));
}

describe('dist/index.js driven like the runner', { timeout: 15 * RUN_TIMEOUT_MS }, () => {
  before(async () => {
    api = await FakeGitHubApi.start();
    workspace = mkdtempSync(join(tmpdir(), 'action-entry-'));
    const recorded = await runAction(
      // Wall time only: counting instructions under valgrind would take minutes here.
      {
        ...TINY,
        mode: 'baseline',
        'baseline-path': 'base/baseline.json',
        comment: 'false',
        measure: 'wall-time',
      },
      {
        name: 'push',
        payload: {},
      },
    );
    assert.equal(recorded.exitCode, 0, recorded.log);
    assert.equal(recorded.outputs.verdict, 'pass');
    assert.ok(recorded.summary.length > 0, 'a push gets a job summary too');
    writeServerFolders();
  });
  after(async () => {
    await api.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('creates the comment on the first run and updates it (after a 5xx) on the second; exit code follows fail-on-regression', async () => {
    const inputs = {
      ...TINY,
      'servers-dir': 'servers-head',
      servers: 'http-node,app',
      subject: 'app',
      'baseline-servers-dir': 'servers-base',
    };
    const first = await runAction({ ...inputs, 'fail-on-regression': 'false' }, pullRequestEvent(5));
    assert.equal(first.outputs.verdict, 'regression', `${JSON.stringify(first.outputs)}\n${first.log}`);
    assert.equal(first.exitCode, 0, 'a regression does not fail the step with fail-on-regression: false');
    assert.match(first.outputs['rps-change'] ?? '', /^-\d+\.\d\d$/);
    assert.ok(Number(first.outputs['rps-change']) < -40, `rps-change ${first.outputs['rps-change']}`);
    assert.equal(first.outputs['latency-change'], '', 'paired mode gates requests/s alone by default');
    assert.match(first.log, /app\.base: building the base side of app/);
    assert.equal(JSON.parse(first.outputs['changes-json'] ?? '{}').hello.rpsVerdict, 'regression');
    assert.equal(first.outputs['results-path'], join(workspace, 'out/results.json'));
    assert.equal(first.outputs['report-path'], join(workspace, 'out/report.md'));
    assert.ok(existsSync(join(workspace, 'out/results.json')));
    const comments = api.issueComments(5);
    assert.equal(comments.length, 1);
    const body = comments[0]!.body;
    assert.match(body, /#### Where the time changed, by function/, 'a regression says where');
    assert.match(body, /^<!-- mion-perf-gate:[0-9a-f]{12} -->/);
    assert.ok(body.length <= 60_000, `comment of ${body.length} characters`);
    assert.equal(first.outputs['comment-url'], comments[0]!.html_url);
    assert.equal(
      readFileSync(join(workspace, 'out/report.md'), 'utf8'),
      body,
      'the report file is the comment',
    );
    assert.ok(
      first.summary.includes(body.split('\n').slice(1, 4).join('\n')),
      'the summary holds the same report',
    );
    assertNoToken(first);

    api.failNext('PATCH', /\/issues\/comments\/\d+$/, 1, 502, 'Bad Gateway');
    // The same verdict again, for the update and the exit code: where it changed is said above.
    const second = await runAction(
      { ...inputs, 'fail-on-regression': 'true', profile: 'never' },
      pullRequestEvent(5),
    );
    assert.equal(second.outputs.verdict, 'regression', second.log);
    assert.equal(second.exitCode, 1, 'the same verdict fails the step with fail-on-regression: true');
    assert.equal(api.issueComments(5).length, 1, 'updated, not duplicated');
    assert.equal(api.requestsTo('PATCH', /\/issues\/comments\/\d+$/).length, 2, 'the 502 was retried');
    assert.equal(second.outputs['comment-url'], first.outputs['comment-url']);
    assert.match(second.log, /answered 502; retrying/);
    assertNoToken(second);
  });

  it('keeps the verdict when commenting is forbidden (fork), saves the payload, and mode comment posts it', async () => {
    api.failNext('POST', /\/issues\/6\/comments$/, 1, 403, FORBIDDEN_MESSAGE);
    const forked = await runAction(
      { ...TINY, 'baseline-path': 'base/baseline.json', 'fail-on-inconclusive': 'true' },
      pullRequestEvent(6),
    );
    // A stored baseline without counts or a recorded source: wall time against it is context only.
    const verdict = forked.outputs.verdict ?? '';
    assert.equal(verdict, 'not-gated', forked.log);
    assert.equal(forked.exitCode, 0, 'context never fails the step, even with fail-on-inconclusive');
    assert.equal(
      api.requestsTo('POST', /\/issues\/6\/comments$/).length,
      1,
      'a missing permission is not retried',
    );
    assert.match(forked.log, /could not comment on #6/);
    assert.equal(forked.outputs['payload-path'], join(workspace, 'out/payload.json'));
    assert.ok(forked.summary.includes('mion-perf-gate:'), 'the summary is written all the same');
    const payload = await readCommentPayload(join(workspace, 'out/payload.json'));
    assert.equal(payload.pullRequestNumber, 6);
    assert.equal(payload.headSha, HEAD_SHA);
    assert.equal(payload.gate?.verdict, verdict, 'the payload carries the gate outcome as data');
    assert.deepEqual(payload.results.settings.servers, ['http-node', 'fastify']);
    assertNoToken(forked);

    const commentInputs = { mode: 'comment', 'github-token': TOKEN, 'payload-path': 'out/payload.json' };
    api.pullRequests.set(6, { headSha: HEAD_SHA, headRepository: 'mion/gate' });
    const wrongPullRequest = await runAction(commentInputs, workflowRunEvent([7]));
    assert.equal(wrongPullRequest.exitCode, 1);
    assert.match(wrongPullRequest.log, /pull request #6 is not the triggering run's \(#7\)/);
    assert.equal(api.issueComments(6).length + api.issueComments(7).length, 0);

    const posted = await runAction(commentInputs, workflowRunEvent([6]));
    assert.equal(posted.exitCode, 0, posted.log);
    assert.equal(api.issueComments(6).length, 1);
    assert.ok(api.issueComments(6)[0]!.body.startsWith(`<!-- ${payload.marker} -->`));
    assert.equal(posted.outputs['comment-url'], api.issueComments(6)[0]!.html_url);
    assertNoToken(posted);

    writeFileSync(
      join(workspace, 'out/payload.json'),
      JSON.stringify({ ...payload, pullRequestNumber: 'six' }),
    );
    const badSchema = await runAction(commentInputs, workflowRunEvent([6]));
    assert.equal(badSchema.exitCode, 1);
    assert.match(badSchema.log, /pullRequestNumber must be integer/);
    assert.equal(api.requestsTo('PATCH', /\/issues\/comments\/\d+$/).length, 2, 'nothing more was written');

    // The comment job's own comment-on: a not-gated verdict is no regression, so no new comment...
    writeFileSync(join(workspace, 'out/payload.json'), JSON.stringify(payload));
    api.comments.delete(6);
    const quiet = await runAction({ ...commentInputs, 'comment-on': 'regression' }, workflowRunEvent([6]));
    assert.equal(quiet.exitCode, 0, quiet.log);
    assert.equal(api.issueComments(6).length, 0);
    assert.match(quiet.log, /no comment: comment-on is regression, and nothing here calls for one/);
    // ...but a comment already there is always brought up to date.
    api.addComment(6, 'github-actions[bot]', `<!-- ${payload.marker} -->\nan older verdict`);
    const updated = await runAction({ ...commentInputs, 'comment-on': 'regression' }, workflowRunEvent([6]));
    assert.equal(updated.exitCode, 0, updated.log);
    assert.equal(api.issueComments(6).length, 1);
    assert.doesNotMatch(api.issueComments(6)[0]!.body, /an older verdict/);
  });

  it("with a GitHub App token (GET /user refused) keeps one comment, the app's own, updated in place", async () => {
    // The comment job posts what a gate saved (the test above left its payload): the same upsert a
    // gate with a token runs, without measuring again.
    const saved = await readCommentPayload(join(workspace, 'out/payload.json'));
    writeFileSync(join(workspace, 'out/payload-9.json'), JSON.stringify({ ...saved, pullRequestNumber: 9 }));
    api.pullRequests.set(9, { headSha: HEAD_SHA, headRepository: 'mion/gate' });
    const inputs = { mode: 'comment', 'github-token': TOKEN, 'payload-path': 'out/payload-9.json' };
    api.commenterLogin = 'perf-app[bot]';
    try {
      // Another bot's comment with the same marker must not be taken for ours.
      api.addComment(9, 'github-actions[bot]', `<!-- ${saved.marker} -->\nanother bot`);
      const first = await runAction(inputs, workflowRunEvent([9]));
      assert.ok(first.outputs['comment-url'], first.log);
      const second = await runAction(inputs, workflowRunEvent([9]));
      assert.equal(second.outputs['comment-url'], first.outputs['comment-url'], second.log);
      assert.deepEqual(
        api.issueComments(9).map((comment) => comment.user.login),
        ['github-actions[bot]', 'perf-app[bot]'],
      );
      assert.equal(api.issueComments(9)[0]!.body, `<!-- ${saved.marker} -->\nanother bot`);
      assert.equal(
        api
          .requestsTo('PATCH', /\/issues\/comments\/\d+$/)
          .at(-1)
          ?.path.endsWith(String(api.issueComments(9)[1]!.id)),
        true,
      );
      assert.equal(api.requestsTo('GET', /^\/user$/).length, 0, 'GET /user is never asked');
    } finally {
      api.commenterLogin = 'github-actions[bot]';
    }
  });

  it('without a baseline file passes with verdict no-baseline; comment-on regression then posts nothing', async () => {
    const inputs = { ...TINY, 'baseline-path': 'base/none.json', 'comment-on': 'regression' };
    const run = await runAction(inputs, pullRequestEvent(10));
    assert.equal(run.exitCode, 0, run.log);
    assert.equal(run.outputs.verdict, 'no-baseline');
    assert.match(run.log, /no baseline at .*none\.json: measured and reported/);
    assert.equal(api.issueComments(10).length, 0, 'comment-on: regression');
    assert.match(run.summary, /No baseline yet/);
    const results = JSON.parse(readFileSync(join(workspace, 'out/results.json'), 'utf8')) as ResultsFile;
    assert.equal(results.git?.pullRequestHead, HEAD_SHA, "the pull request's head is recorded");
    assert.match(run.log, /^::debug::block 1: starting /m, 'round status lines are debug unless verbose');
    const failing = await runAction(
      { ...inputs, 'if-no-baseline': 'fail', verbose: 'true' },
      pullRequestEvent(10),
    );
    assert.match(failing.log, /^block 1: starting /m, 'verbose logs every round');
    assert.equal(failing.exitCode, 1);
    assert.equal(failing.outputs.verdict, 'no-baseline');
    assert.match(failing.log, /::error::no baseline at .*\(if-no-baseline is fail\)/);
  });

  it('fails with a message naming the input at fault', async () => {
    const run = await runAction({ ...TINY, 'rps-threshold': 'fast' }, pullRequestEvent(8));
    assert.equal(run.exitCode, 1);
    assert.match(run.log, /::error::input rps-threshold: "fast" is not a percentage/);
    assert.equal(run.outputs.verdict, 'error');
    assertNoToken(run);
  });
});
