import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, test } from 'node:test';
import { readResultsFile } from '../../src/results/results-file.ts';
import {
  BUILT_IN_SCENARIOS_PATH,
  CPU_PROFILE_PRELOAD_PATH,
  INJECT_CPU_PRELOAD_PATH,
  LOAD_SETUP_REQUEST_PATH,
  LOAD_WORKER_PATH,
  REPO_ROOT,
} from '../../src/repo-paths.ts';

/**
 * The CLI as a user gets it from npm: this repository packed by `npm pack`, installed from the
 * tarball into a folder of its own, run through `npx`. The bundle must carry every dependency
 * (the package declares none) and the package every file the bundle opens at run time.
 */
const work = mkdtempSync(join(tmpdir(), 'perf-gate-npx-'));
after(() => rmSync(work, { recursive: true, force: true }));

const { name, version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};
/** The files the bundled CLI opens or starts by path, beside dist/cli.js itself. */
const RUN_TIME_FILES = [
  join(REPO_ROOT, 'dist', 'cli.js'),
  // autocannon starts its threads from worker.js beside its code, which in the bundle is dist/.
  join(REPO_ROOT, 'dist', 'worker.js'),
  LOAD_WORKER_PATH,
  LOAD_SETUP_REQUEST_PATH,
  INJECT_CPU_PRELOAD_PATH,
  CPU_PROFILE_PRELOAD_PATH,
  BUILT_IN_SCENARIOS_PATH,
  join(REPO_ROOT, 'servers', 'http-node', 'server.js'),
].map((path) => relative(REPO_ROOT, path));

// The tool's own settings of the suite (a faulty servers folder, say) must not reach the user's CLI.
const userEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('PERF_GATE_')),
);

/** npx run where the user installed the package, as they would type it. */
function npx(cwd: string, args: string[]) {
  const run = spawnSync('npx', ['--no', '--', name, ...args], {
    cwd,
    env: userEnv,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { exitCode: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('npm pack holds the CLI and what it loads at run time, and npx runs it from the installed tarball', () => {
  assert.ok(existsSync(join(REPO_ROOT, 'dist', 'cli.js')), 'dist/cli.js: run npm run bundle first');
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: REPO_ROOT, encoding: 'utf8' }),
  ) as { filename: string; files: { path: string }[] }[];
  const paths = packed!.files.map((file) => file.path);
  for (const path of RUN_TIME_FILES) assert.ok(paths.includes(path), `the package lacks ${path}`);
  assert.deepEqual(
    paths.filter(
      (path) => /(^|\/)(node_modules|build)\//.test(path) || /^(src|test|docs|scripts)\//.test(path),
    ),
    [],
    'servers are packed as sources, without what the tests installed or built in them',
  );
  for (const path of ['action.yml', 'dist/index.js'])
    assert.ok(!paths.includes(path), `the action's ${path} is packed`);

  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), '{ "private": true }\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', join(work, packed!.filename)], {
    cwd: app,
    env: userEnv,
    stdio: 'pipe',
  });
  // Nothing but the package itself: its dependencies are all inside the bundle.
  assert.deepEqual(
    readdirSync(join(app, 'node_modules')).filter((entry) => !entry.startsWith('.')),
    [name],
  );

  const help = npx(app, ['compare', '--help']);
  assert.equal(help.exitCode, 0, help.stderr);
  assert.match(help.stdout, /^Usage: mion-perf-gate <command>/);
  assert.match(help.stdout, /\nFlags of compare:\n/);
  const versionRun = npx(app, ['--version']);
  assert.equal(versionRun.stdout, `${name} ${version}\n`);

  // The package's own servers folder: http-node installs from the registry with npm ci.
  const run = npx(app, [
    'run',
    ...['--servers', 'http-node', '--scenario', 'hello', '--rounds', '1', '--duration', '1'],
    ...['--warmup', '0', '--connections', '10', '--out', 'results.json'],
  ]);
  assert.equal(run.exitCode, 0, run.stderr);
  assert.match(run.stdout, /Scenario: hello\n/);
  assert.match(run.stdout, /\n {2}http-node +\S+ +✗ +[\d.]+ +100\.0% /);
  assert.match(run.stdout, new RegExp(`Tool: ${name} ${version.replaceAll('.', '\\.')},`));
  const results = readResultsFile(join(app, 'results.json'));
  assert.deepEqual(
    results.servers.map((server) => [server.name, server.status]),
    [['http-node', 'measured']],
  );
  const [round] = results.scenarios.find((scenario) => scenario.scenario === 'hello')!.servers[0]!.rounds;
  assert.ok(round!.valid && round!.requestsPerSecond > 0, JSON.stringify(round));
});
