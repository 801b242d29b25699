/**
 * The framework quick start (docs/examples/framework-quick-start.yml with quick-start-comment.yml)
 * run by a real Actions runner, nektos/act, on this machine, end to end:
 *
 *   1. a pull_request (opened) event: the reusable gate checks out head and base, builds and
 *      measures them, fails or passes the check, keeps the comment's data (cache, artifact);
 *   2. the comment workflow on the workflow_run event of that run: downloads the artifact through
 *      the stand-in GitHub API and posts the comment there;
 *   3. a labeled (perf-accepted) event: the gate judges the kept data again, measuring nothing;
 *   4. the comment workflow again: the comment is updated, "Accepted as intended".
 *
 * The repository is examples/own-server laid out as framework-quick-start.yml expects it (the
 * framework at the root, its server folder in perf/servers/my-framework), with a base commit on
 * main and a pull request's head that makes every request slower; with `--example mion`, mion's
 * repository (a git checkout in MION_SOURCE) with docs/examples/quick-start.yml, its head slower
 * in dispatchRoute. Everything stays on 127.0.0.1:
 * the action is this checkout (--local-repository for MionKit/mion-perf-gate@<pin>), the pinned
 * actions are local copies, GitHub's git server is `git http-backend` (test/helpers/git-http-server.ts),
 * its API test/helpers/fake-github-api.ts, and act's artifact and cache servers bind 127.0.0.1.
 *
 *   node --import tsx scripts/act-quick-start.ts [--example mion]
 *
 * Needs act (ACT, or ~/go/bin/act: go install github.com/nektos/act@v0.2.89), the pinned actions
 * extracted as <ACT_ACTIONS_DIR>/<name>@<commit> (default /work/act-actions; docs/act.md says how),
 * and dist/ built from these sources (npm run bundle). KEEP_ACT_RUN=1 keeps the run folder.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { REPO_ROOT } from '../src/repo-paths.ts';
import { type ActStep, actRunner, actUnavailable } from '../test/helpers/act-runner.ts';
import { FakeGitHubApi } from '../test/helpers/fake-github-api.ts';
import { startGitHttpServer } from '../test/helpers/git-http-server.ts';
import { EXAMPLE_DIR, gitIn } from '../test/helpers/framework-repository.ts';

/** Which quick start: the framework's (the default) or mion's (--example mion). */
const EXAMPLE = process.argv.includes('--example')
  ? process.argv[process.argv.indexOf('--example') + 1]
  : 'framework';
const REPOSITORY = EXAMPLE === 'mion' ? 'MionKit/mion' : 'example/tiny-router';
const PULL_REQUEST = 1;
const SERVER = 'my-framework';
const ACCEPT_LABEL = 'perf-accepted';
const STEP_TIMEOUT_MS = 20 * 60_000;
/** The GITHUB_TOKEN act gives the workflows (test/helpers/act-runner.ts). */
const ACT_TOKEN = 'act-stand-in-token';

/**
 * examples/own-server as framework-quick-start.yml expects a framework's repository: the framework
 * at the root, perf/servers/my-framework built on it, perf/scenarios.yaml; the two workflow files
 * as the docs give them, but for one scenario (a short run). The base commit is on main; the pull
 * request's branch makes every request do 20,000 steps of arithmetic more (test/helpers/framework-repository.ts).
 */
async function makeRepository(
  dir: string,
): Promise<{ baseSha: string; headSha: string; workflowNote: string }> {
  mkdirSync(join(dir, 'perf', 'servers'), { recursive: true });
  for (const file of ['package.json', 'package-lock.json', 'router.js']) {
    writeFileSync(join(dir, file), readFileSync(join(EXAMPLE_DIR, file)));
  }
  writeFileSync(join(dir, 'perf', 'scenarios.yaml'), readFileSync(join(EXAMPLE_DIR, 'scenarios.yaml')));
  const copyServer = (from: string, to: string) => {
    mkdirSync(join(dir, 'perf', 'servers', to));
    for (const file of ['package.json', 'package-lock.json', 'server.js'])
      writeFileSync(
        join(dir, 'perf', 'servers', to, file),
        readFileSync(join(EXAMPLE_DIR, 'servers', from, file)),
      );
  };
  copyServer('tiny-router', SERVER);
  const gate = parse(readFileSync(join(REPO_ROOT, 'docs', 'examples', 'framework-quick-start.yml'), 'utf8'));
  const inputs = gate.jobs.gate.with as Record<string, string>;
  inputs.scenarios = 'get-item';
  writeWorkflows(dir, gate);
  // Main's history as docs/examples/framework-history.yml gives it, for one scenario and no page
  // (GitHub Pages has no stand-in here).
  const history = parse(readFileSync(join(REPO_ROOT, 'docs', 'examples', 'framework-history.yml'), 'utf8'));
  Object.assign(history.jobs.history.with as Record<string, unknown>, {
    scenarios: 'get-item',
    pages: false,
  });
  writeFileSync(join(dir, '.github', 'workflows', 'perf-history.yml'), stringify(history));
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\nperf-gate-results/\n.perf-gate-base/\n');
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '.');
  gitIn(dir, 'commit', '-qm', 'tiny-router 1.0.0 and its perf gate');
  const baseSha = gitIn(dir, 'rev-parse', 'HEAD');
  const call = '  return createServer((request, response) => {\n';
  const headSha = commitSlowerHead(dir, 'router.js', call, '    ');
  return { baseSha, headSha, workflowNote: 'framework-quick-start.yml with scenarios: get-item' };
}

/**
 * mion's repository (a git checkout of it in MION_SOURCE) with docs/examples/quick-start.yml and
 * quick-start-comment.yml, for one scenario (hello); the pull request's head makes dispatchRoute,
 * which every request goes through, do the same 20,000 steps of arithmetic more.
 */
async function makeMionRepository(
  dir: string,
): Promise<{ baseSha: string; headSha: string; workflowNote: string }> {
  const source = process.env.MION_SOURCE;
  if (!source)
    throw new Error('--example mion needs MION_SOURCE, a git checkout of mion (docs/mion-source.md)');
  mkdirSync(dirname(dir), { recursive: true });
  await promisify(execFile)('git', ['clone', '-q', '--no-hardlinks', source, dir]);
  gitIn(dir, 'checkout', '-q', '-B', 'main');
  gitIn(dir, 'remote', 'remove', 'origin'); // the stand-in git server becomes origin
  const gate = parse(readFileSync(join(REPO_ROOT, 'docs', 'examples', 'quick-start.yml'), 'utf8'));
  (gate.jobs.gate.with as Record<string, string>).scenarios = 'hello';
  writeWorkflows(dir, gate);
  gitIn(dir, 'add', '.github');
  gitIn(dir, 'commit', '-qm', 'perf gate');
  const baseSha = gitIn(dir, 'rev-parse', 'HEAD');
  const call = '    const opts = getRouterOptions();\n';
  const headSha = commitSlowerHead(dir, 'packages/router/src/dispatch.ts', call, '    ');
  return { baseSha, headSha, workflowNote: 'quick-start.yml (mion) with scenarios: hello' };
}

/** The gate workflow as given (with its test-run changes) and the comment workflow as the docs give it. */
function writeWorkflows(dir: string, gate: unknown): void {
  mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
  writeFileSync(join(dir, '.github', 'workflows', 'perf-gate.yml'), stringify(gate));
  writeFileSync(
    join(dir, '.github', 'workflows', 'perf-gate-comment.yml'),
    readFileSync(join(REPO_ROOT, 'docs', 'examples', 'quick-start-comment.yml')),
  );
}

/**
 * The pull request's branch, audit-requests: after the line `call` of `file` every request does
 * 20,000 steps of arithmetic more. Returns its commit.
 */
function commitSlowerHead(dir: string, file: string, call: string, indent: string): string {
  gitIn(dir, 'checkout', '-q', '-b', 'audit-requests');
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(call))
    throw new Error(`${file} has no line ${JSON.stringify(call.trim())} to slow down`);
  writeFileSync(
    path,
    `${text.replace(call, `${call}${indent}auditEveryRequest();\n`)}
let auditSink = 0;
function auditEveryRequest() {
  for (let step = 0; step < 20000; step++) auditSink = (auditSink * 31 + step) % 1000003;
  if (auditSink < 0) console.log(auditSink);
}
`,
  );
  gitIn(dir, 'commit', '-qam', 'Audit every request');
  return gitIn(dir, 'rev-parse', 'HEAD');
}

async function main(): Promise<void> {
  const unavailable = actUnavailable();
  if (unavailable) throw new Error(unavailable);
  const runDir = mkdtempSync(join(tmpdir(), 'act-quick-start-'));
  const repo = join(runDir, 'git', REPOSITORY);
  if (EXAMPLE !== 'mion' && EXAMPLE !== 'framework')
    throw new Error(`--example ${EXAMPLE}: expected framework or mion`);
  const { baseSha, headSha, workflowNote } = await (EXAMPLE === 'mion' ? makeMionRepository : makeRepository)(
    repo,
  );
  // The history's record job pushes the perf-history branch with the workflow's token.
  const git = await startGitHttpServer(join(runDir, 'git'), { pushToken: ACT_TOKEN });
  // A *.localhost name for it: upload- and download-artifact v4 refuse to run on GitHub Enterprise
  // Server, which they take any other host for (isGhes); git (curl) resolves the name to loopback.
  const serverUrl = git.url.replace('127.0.0.1', 'git.localhost');
  const api = await FakeGitHubApi.start();
  api.artifactsDir = join(runDir, 'artifacts');
  api.pullRequests.set(PULL_REQUEST, { headSha, headRepository: REPOSITORY, author: 'contributor' });
  // The label's author must be able to accept: write permission, not the pull request's author.
  api.permissions.set('a-maintainer', 'write');
  const gatedAt = new Date();
  // The history step fetches from origin: the stand-in git server, which has no perf-history branch.
  gitIn(repo, 'remote', 'add', 'origin', `${serverUrl}/${REPOSITORY}`);
  const act = await actRunner({ repo, runDir, repository: REPOSITORY, serverUrl, apiUrl: api.url });
  const run = (step: Omit<ActStep, 'timeoutMs' | 'echo'>) =>
    act.run({ ...step, timeoutMs: STEP_TIMEOUT_MS, echo: true });
  console.log(
    `run folder ${runDir}; ${REPOSITORY} base ${baseSha.slice(0, 12)}, head ${headSha.slice(0, 12)}; Node ${act.nodeVersion} in the tool cache`,
  );
  console.log(`workflow: ${workflowNote}`);

  const repository = {
    full_name: REPOSITORY,
    name: REPOSITORY.split('/')[1],
    owner: { login: REPOSITORY.split('/')[0] },
    default_branch: 'main',
  };
  const pullRequest = (labels: string[]) => ({
    number: PULL_REQUEST,
    head: { sha: headSha, ref: 'audit-requests', repo: { full_name: REPOSITORY } },
    base: { sha: baseSha, ref: 'main', repo: { full_name: REPOSITORY } },
    labels: labels.map((name) => ({ name })),
  });
  // Who started the gate's run: the comment job reads it beside the label's events (accept-label.ts).
  const workflowRun = (id: number, conclusion: string, startedBy: string) => ({
    action: 'completed',
    repository,
    workflow_run: {
      id,
      name: 'perf-gate',
      event: 'pull_request',
      status: 'completed',
      conclusion,
      triggering_actor: { login: startedBy },
      head_sha: headSha,
      head_branch: 'audit-requests',
      head_repository: { full_name: REPOSITORY },
      pull_requests: [{ number: PULL_REQUEST }],
      html_url: `${serverUrl}/${REPOSITORY}/actions/runs/${id}`,
    },
  });
  const results: string[] = [];
  const record = (name: string, exitCode: number, log: string) => {
    const verdict = [...log.matchAll(/verdict=(\w[\w-]*)/g)].at(-1)?.[1] ?? 'none';
    const comment = api.comments
      .get(PULL_REQUEST)?.[0]
      ?.body.split('\n')
      .find((line) => line.startsWith('### '));
    results.push(
      `${name}: act exit ${exitCode}, verdict output ${verdict}; comment on #${PULL_REQUEST}: ${comment ?? 'none'}`,
    );
  };

  try {
    const opened = await run({
      name: '1-pull-request-opened',
      event: 'pull_request',
      workflow: 'perf-gate.yml',
      payload: {
        action: 'opened',
        number: PULL_REQUEST,
        pull_request: pullRequest([]),
        repository,
        sender: { login: 'contributor' },
      },
      runId: 101,
    });
    record('pull_request opened (gate, run 101)', opened.exitCode, opened.log);
    const commented = await run({
      name: '2-comment',
      event: 'workflow_run',
      workflow: 'perf-gate-comment.yml',
      payload: workflowRun(101, opened.exitCode === 0 ? 'success' : 'failure', 'contributor'),
      runId: 201,
    });
    record('workflow_run of 101 (comment, run 201)', commented.exitCode, commented.log);
    // What GitHub answers once the label is on: the pull request's labels, who added it and when
    // (after the run that gated this head), the runs of the head (the label's own run after it).
    api.pullRequests.set(PULL_REQUEST, {
      headSha,
      headRepository: REPOSITORY,
      author: 'contributor',
      labels: [ACCEPT_LABEL],
    });
    const labelledAt = new Date(gatedAt.getTime() + 60_000);
    api.workflowRuns.push(
      { id: 101, head_sha: headSha, created_at: gatedAt.toISOString() },
      { id: 102, head_sha: headSha, created_at: new Date(labelledAt.getTime() + 5_000).toISOString() },
    );
    api.issueEvents.set(PULL_REQUEST, [
      {
        event: 'labeled',
        label: { name: ACCEPT_LABEL },
        actor: { login: 'a-maintainer' },
        created_at: labelledAt.toISOString(),
      },
    ]);
    const labelled = await run({
      name: '3-labeled',
      event: 'pull_request',
      workflow: 'perf-gate.yml',
      payload: {
        action: 'labeled',
        number: PULL_REQUEST,
        label: { name: ACCEPT_LABEL },
        pull_request: pullRequest([ACCEPT_LABEL]),
        repository,
        sender: { login: 'a-maintainer' },
      },
      runId: 102,
    });
    record(`pull_request labeled ${ACCEPT_LABEL} (gate, run 102)`, labelled.exitCode, labelled.log);
    const recommented = await run({
      name: '4-comment-again',
      event: 'workflow_run',
      workflow: 'perf-gate-comment.yml',
      payload: workflowRun(102, labelled.exitCode === 0 ? 'success' : 'failure', 'a-maintainer'),
      runId: 202,
    });
    record('workflow_run of 102 (comment, run 202)', recommented.exitCode, recommented.log);
    if (EXAMPLE === 'framework') {
      // The pull request merged: main at its head, pushed; main's history measures and records it.
      gitIn(repo, 'checkout', '-q', 'main');
      gitIn(repo, 'merge', '-q', '--ff-only', 'audit-requests');
      const pushed = await run({
        name: '5-push-main',
        event: 'push',
        workflow: 'perf-history.yml',
        payload: {
          ref: 'refs/heads/main',
          before: baseSha,
          after: headSha,
          repository,
          head_commit: { id: headSha },
          sender: { login: 'a-maintainer' },
        },
        runId: 301,
      });
      const branch = (() => {
        try {
          return gitIn(repo, 'log', '--format=%s', 'perf-history');
        } catch {
          return 'no perf-history branch';
        }
      })();
      results.push(
        `push to main (history, run 301): act exit ${pushed.exitCode}; perf-history: ${branch.split('\n').join(' | ')}`,
      );
    }
  } finally {
    const comments = api.comments.get(PULL_REQUEST) ?? [];
    writeFileSync(join(runDir, 'comment.md'), comments.map((comment) => comment.body).join('\n\n---\n\n'));
    console.log('\n== What act did');
    for (const line of results) console.log(line);
    console.log(
      `stand-in API: ${api.requests.map((request) => `${request.method} ${request.path}`).join(', ')}`,
    );
    const accepted = comments[0]?.body.split('\n').find((line) => line.includes('Accepted as intended'));
    if (accepted) console.log(`comment: ${accepted}`);
    await api.close();
    await git.close();
    if (process.env.KEEP_ACT_RUN) console.log(`kept ${runDir} (logs, events, comment.md)`);
    else rmSync(runDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`act-quick-start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
