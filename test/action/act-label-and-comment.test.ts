import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { actRunner, actUnavailable, pinnedActions, type ActRunner } from '../helpers/act-runner.ts';
import { FakeGitHubApi } from '../helpers/fake-github-api.ts';
import { gitIn } from '../helpers/framework-repository.ts';
import { savedRegressionPayload } from '../helpers/saved-regression-payload.ts';

/**
 * The framework quick start's label path and comment workflow, run by a real Actions runner
 * (nektos/act, jobs on the host; docs/act.md): a gate of this head kept a regression's comment data
 * in the Actions cache (a seeding workflow puts it there, as the gate's save step does), then a
 * label event judges it again without measuring, and the comment workflow posts the result to the
 * stand-in GitHub API. The whole quick start, measuring included, is scripts/act-quick-start.ts
 * (about 3½ minutes); this part takes seconds. Skipped, with the reason, where act is not set up.
 */
const REPOSITORY = 'example/tiny-router';
const PULL_REQUEST = 1;
const STEP_TIMEOUT_MS = 120_000;
const unavailable = actUnavailable();
if (unavailable) console.log(`# act-label-and-comment skipped: ${unavailable}`);

const pin = (name: string) =>
  pinnedActions()
    .find((one) => one.startsWith(`${name}@`))!
    .split('@')[1];

describe(
  'the quick start under act: a label judges the kept results again, the comment workflow posts them',
  { skip: unavailable },
  () => {
    let runDir: string;
    let api: FakeGitHubApi;
    let act: ActRunner;
    let headSha: string;
    const repository = { full_name: REPOSITORY, name: 'tiny-router', owner: { login: 'example' } };
    const labelEvent = (label: string, labels: string[]) => ({
      action: 'labeled',
      number: PULL_REQUEST,
      label: { name: label },
      sender: { login: 'a-maintainer' },
      repository,
      pull_request: {
        number: PULL_REQUEST,
        user: { login: 'an-author' },
        head: { sha: headSha, ref: 'audit-requests', repo: { full_name: REPOSITORY } },
        base: { sha: headSha, ref: 'main', repo: { full_name: REPOSITORY } },
        labels: labels.map((name) => ({ name })),
      },
    });

    before(async () => {
      runDir = mkdtempSync(join(tmpdir(), 'act-label-'));
      const repo = join(runDir, 'git', REPOSITORY);
      const workflows = join(repo, '.github', 'workflows');
      mkdirSync(workflows, { recursive: true });
      for (const [from, to] of [
        ['framework-quick-start.yml', 'perf-gate.yml'],
        ['quick-start-comment.yml', 'perf-gate-comment.yml'],
      ] as const) {
        writeFileSync(join(workflows, to), readFileSync(join(REPO_ROOT, 'docs', 'examples', from)));
      }
      // What the gate's "Keep the comment's data for a label event" step does after a compare.
      writeFileSync(
        join(workflows, 'seed.yml'),
        `name: seed
on: pull_request
jobs:
  seed:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${pin('actions/checkout')}
      - run: mkdir -p perf-gate-results && cp saved/comment-payload.json perf-gate-results/
      - uses: actions/cache/save@${pin('actions/cache')}
        with:
          path: perf-gate-results/comment-payload.json
          key: perf-gate-\${{ github.event.pull_request.head.sha }}-1-1
`,
      );
      gitIn(repo, 'init', '-q', '-b', 'main');
      gitIn(repo, 'add', '.');
      gitIn(repo, 'commit', '-qm', 'the perf gate');
      headSha = gitIn(repo, 'rev-parse', 'HEAD');
      mkdirSync(join(repo, 'saved'));
      writeFileSync(
        join(repo, 'saved', 'comment-payload.json'),
        JSON.stringify(savedRegressionPayload(PULL_REQUEST, headSha)),
      );
      api = await FakeGitHubApi.start();
      api.artifactsDir = join(runDir, 'artifacts');
      api.pullRequests.set(PULL_REQUEST, {
        headSha,
        headRepository: REPOSITORY,
        author: 'an-author',
        labels: ['perf-accepted'],
      });
      // What GitHub would answer the rejudge step and the comment job about the label: who added it
      // (a maintainer with write permission, not the author) and after which run of the head.
      api.permissions.set('a-maintainer', 'write');
      api.workflowRuns.push(
        { id: 1, head_sha: headSha, created_at: '2026-11-26T10:00:00Z' },
        { id: 3, head_sha: headSha, created_at: '2026-11-26T11:00:05Z' },
      );
      api.issueEvents.set(PULL_REQUEST, [
        {
          event: 'labeled',
          label: { name: 'perf-accepted' },
          actor: { login: 'a-maintainer' },
          created_at: '2026-11-26T11:00:00Z',
        },
      ]);
      // Nothing is fetched: the git server's name only has to end in .localhost (docs/act.md).
      act = await actRunner({
        repo,
        runDir,
        repository: REPOSITORY,
        serverUrl: 'http://git.localhost:9',
        apiUrl: api.url,
      });
      const seeded = await act.run({
        name: 'seed',
        event: 'pull_request',
        workflow: 'seed.yml',
        payload: { ...labelEvent('none', []), action: 'opened' },
        runId: 1,
        timeoutMs: STEP_TIMEOUT_MS,
      });
      assert.equal(seeded.exitCode, 0, seeded.log);
    });
    after(async () => {
      await api?.close();
      if (runDir) rmSync(runDir, { recursive: true, force: true });
    });

    it('another label: the kept regression is judged again, nothing is built or measured, and the check still fails', async () => {
      const run = await act.run({
        name: 'other-label',
        event: 'pull_request',
        workflow: 'perf-gate.yml',
        payload: labelEvent('documentation', ['documentation']),
        runId: 2,
        timeoutMs: STEP_TIMEOUT_MS,
      });
      assert.notEqual(run.exitCode, 0, run.log);
      assert.match(run.log, /judged again without measuring: the regression saved for/);
      assert.match(run.log, /::error::mion regressed against the base of the pull request/);
      assert.doesNotMatch(run.log, /⭐ Run Main (Check out|actions\/setup-node|Read main)|npm ci/);
    });

    it('perf-accepted: the check passes, and the comment workflow posts the acceptance to the pull request', async () => {
      const run = await act.run({
        name: 'accept-label',
        event: 'pull_request',
        workflow: 'perf-gate.yml',
        payload: labelEvent('perf-accepted', ['perf-accepted']),
        runId: 3,
        timeoutMs: STEP_TIMEOUT_MS,
      });
      assert.equal(run.exitCode, 0, run.log);
      assert.match(
        run.log,
        /the regression was accepted as intended \(label perf-accepted, @a-maintainer\): the check passes/,
      );
      const comment = await act.run({
        name: 'comment',
        event: 'workflow_run',
        workflow: 'perf-gate-comment.yml',
        payload: {
          action: 'completed',
          repository,
          workflow_run: {
            id: 3,
            event: 'pull_request',
            conclusion: 'success',
            head_sha: headSha,
            head_repository: { full_name: REPOSITORY },
            pull_requests: [{ number: PULL_REQUEST }],
            triggering_actor: { login: 'a-maintainer' },
            html_url: `http://git.localhost:9/${REPOSITORY}/actions/runs/3`,
          },
        },
        runId: 4,
        timeoutMs: STEP_TIMEOUT_MS,
      });
      assert.equal(comment.exitCode, 0, comment.log);
      assert.equal(
        api.requestsTo('GET', /\/actions\/runs\/3\/artifacts$/).length,
        1,
        'the artifact of run 3',
      );
      const [posted] = api.comments.get(PULL_REQUEST) ?? [];
      assert.match(posted?.body ?? '', /### ✅ Accepted by @\u200da-maintainer: /u);
      assert.match(
        posted?.body ?? '',
        /\*\*Accepted as intended\*\* \(label `perf-accepted`, added by `@a-maintainer`/,
      );
    });
  },
);
