import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/repo-paths.ts';

/**
 * .github/workflows/release.yml's scripts, run as the runner runs them on a copy of this repository
 * with a local bare repository as origin: every step of the prepare job but npm ci and npm test (the
 * suite this test belongs to), then the push job's push. What lands on origin must be the release
 * commit, tagged, and two pin commits whose pins name it and the commit after it.
 */
const work = mkdtempSync(join(tmpdir(), 'perf-gate-release-'));
after(() => rmSync(work, { recursive: true, force: true }));

interface Step {
  name?: string;
  uses?: string;
  run?: string;
}
interface Job {
  env?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(readFileSync(join(REPO_ROOT, '.github', 'workflows', 'release.yml'), 'utf8')) as {
  jobs: Record<string, Job>;
};

/** The newest version CHANGELOG.md has an entry for: the one a release would be cut for. */
const VERSION = /^## (\d+\.\d+\.\d+)\b/m.exec(readFileSync(join(REPO_ROOT, 'CHANGELOG.md'), 'utf8'))?.[1];

const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'maintainer',
  GIT_AUTHOR_EMAIL: 'maintainer@localhost',
  GIT_COMMITTER_NAME: 'maintainer',
  GIT_COMMITTER_EMAIL: 'maintainer@localhost',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    env: gitEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).trim();

/** One `run:` step as the runner runs it: bash -eo pipefail, the job's env, the runner's variables. */
function runStep(cwd: string, step: Step, env: Record<string, string>) {
  const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
    cwd,
    env: { ...gitEnv, ...env },
    encoding: 'utf8',
  });
  return { exitCode: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Every `MionKit/mion-perf-gate…@<commit>` of the copyable files at a commit, by kind. */
function pinsAt(repository: string, commit: string) {
  const files = git(
    repository,
    'ls-tree',
    '-r',
    '--name-only',
    commit,
    'README.md',
    'docs',
    '.github/workflows',
  )
    .split('\n')
    .filter((file) => /\.(md|ya?ml)$/.test(file));
  return files.flatMap((file) =>
    [
      ...git(repository, 'show', `${commit}:${file}`).matchAll(
        /MionKit\/mion-perf-gate(\/\.github\/workflows\/[a-z-]+\.yml)?@([0-9a-f]{40})( # \S+)?/g,
      ),
    ].map((match) => ({ file, workflow: match[1] !== undefined, commit: match[2]!, comment: match[3] })),
  );
}

test('the release workflow tags the release commit, pins it, points the quick start at the pins, and pushes them', () => {
  assert.ok(VERSION, 'CHANGELOG.md has a "## X.Y.Z" entry');
  const prepare = workflow.jobs.prepare!;
  const push = workflow.jobs.push!;
  // The test sets VERSION itself: it must be the dispatch's input, as the jobs set it.
  for (const job of [prepare, push, workflow.jobs.publish!])
    assert.equal(job.env?.VERSION, '${{ inputs.version }}');

  // origin: a bare repository holding this checkout's files (its uncommitted changes included) as main.
  const origin = join(work, 'origin.git');
  const checkout = join(work, 'checkout');
  git(work, 'init', '-q', '--bare', '-b', 'main', origin);
  const files = git(REPO_ROOT, 'ls-files', '--cached', '--others', '--exclude-standard', '-z')
    .split('\0')
    .filter((file) => file !== '' && file !== 'node_modules');
  for (const file of files) {
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    cpSync(join(REPO_ROOT, file), join(checkout, file));
  }
  git(checkout, 'init', '-q', '-b', 'main');
  git(checkout, 'add', '-A');
  git(checkout, 'commit', '-qm', 'main before the release');
  git(checkout, 'remote', 'add', 'origin', origin);
  git(checkout, 'push', '-q', 'origin', 'main');
  git(checkout, 'fetch', '-q', 'origin');
  // What npm ci would have installed: the bundle and the pin script need it.
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(checkout, 'node_modules'));
  const base = git(checkout, 'rev-parse', 'HEAD');
  const runnerTemp = join(work, 'runner-temp');
  mkdirSync(runnerTemp);
  const env = { VERSION: VERSION!, GITHUB_SHA: base, RUNNER_TEMP: runnerTemp };

  const skipped = ['npm ci', 'npm test'];
  for (const step of prepare.steps.filter((step) => step.run && !skipped.includes(step.run.trim()))) {
    const { exitCode, output } = runStep(checkout, step, env);
    assert.equal(exitCode, 0, `${step.name ?? step.run}: ${output}`);
  }

  // The push job, in a checkout of the dispatched commit with the artifact downloaded.
  const pusher = join(work, 'pusher');
  // Shallow, as actions/checkout leaves it.
  git(work, 'clone', '-q', '--depth', '1', `file://${origin}`, pusher);
  const pushStep = push.steps.find((step) => step.name === 'Push main and the tag')!;
  const pushed = runStep(pusher, pushStep, env);
  assert.equal(pushed.exitCode, 0, pushed.output);

  const release = git(origin, 'rev-parse', `v${VERSION}^{commit}`);
  const [pinCommit, quickStart] = [git(origin, 'rev-parse', 'main~1'), git(origin, 'rev-parse', 'main')];
  assert.equal(
    git(origin, 'rev-parse', `${release}~1`),
    base,
    'the release commit sits on main as dispatched',
  );
  assert.equal(git(origin, 'rev-parse', `${pinCommit}~1`), release);
  // The release commit holds the version and its bundle, nothing else.
  assert.equal(
    (JSON.parse(git(origin, 'show', `${release}:package.json`)) as { version: string }).version,
    VERSION,
  );
  for (const file of git(origin, 'diff', '--name-only', base, release).split('\n').filter(Boolean)) {
    assert.match(file, /^(package\.json|package-lock\.json|dist\/.*)$/);
  }
  assert.match(
    git(origin, 'show', `${release}:dist/cli.js`),
    new RegExp(`version: "${VERSION.replaceAll('.', '\\.')}"`),
  );

  // At the release commit the pins still hold the placeholder; one commit later they name it.
  assert.ok(pinsAt(origin, release).every((pin) => pin.commit === '0'.repeat(40)));
  const afterPins = pinsAt(origin, pinCommit);
  assert.ok(afterPins.filter((pin) => !pin.workflow).length >= 8, JSON.stringify(afterPins));
  for (const pin of afterPins.filter((pin) => !pin.workflow)) assert.equal(pin.commit, release, pin.file);
  for (const workflowFile of ['reusable-gate.yml', 'reusable-comment.yml', 'reusable-history.yml']) {
    assert.ok(
      afterPins.some((pin) => pin.file === `.github/workflows/${workflowFile}` && pin.commit === release),
    );
  }
  // The quick start calls the reusable workflows of the pin commit, which pin the release.
  const final = pinsAt(origin, quickStart);
  assert.ok(final.some((pin) => pin.file === 'docs/examples/quick-start.yml' && pin.workflow));
  for (const pin of final) {
    assert.equal(pin.commit, pin.workflow ? pinCommit : release, JSON.stringify(pin));
    assert.equal(pin.comment, ` # v${VERSION}`, JSON.stringify(pin));
  }

  // The package the publish job uploads: packed with the release's version.
  const tarball = join(runnerTemp, 'release', `mion-perf-gate-${VERSION}.tgz`);
  const packed = JSON.parse(
    execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  );
  assert.equal((packed as { version: string }).version, VERSION);

  // Dispatched again for the same version, the first check refuses: the tag is on origin now.
  const again = runStep(
    checkout,
    prepare.steps.find((step) => step.name?.startsWith('The version is new'))!,
    env,
  );
  assert.equal(again.exitCode, 1);
  assert.match(again.output, new RegExp(`::error::tag v${VERSION.replaceAll('.', '\\.')} exists already`));
});
