import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, test } from 'node:test';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/repo-paths.ts';

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
  run?: string;
  env?: Record<string, unknown>;
}
interface Job {
  permissions?: unknown;
  steps?: Step[];
}
interface Workflow {
  on?: unknown;
  concurrency?: { group?: string } | string;
  permissions?: unknown;
  jobs?: Record<string, Job>;
}

const WORKFLOW_DIRS = ['.github/workflows', 'docs/examples'];
const workflows = WORKFLOW_DIRS.flatMap((dir) =>
  readdirSync(join(REPO_ROOT, dir))
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => ({
      path: `${dir}/${name}`,
      workflow: parse(readFileSync(join(REPO_ROOT, dir, name), 'utf8')) as Workflow,
    })),
);

const triggers = (workflow: Workflow): string[] =>
  typeof workflow.on === 'string' ? [workflow.on] : Object.keys((workflow.on as object | undefined) ?? {});
const jobsOf = (workflow: Workflow): [string, Job][] => Object.entries(workflow.jobs ?? {});
const steps = (workflow: Workflow): Step[] => jobsOf(workflow).flatMap(([, job]) => job.steps ?? []);

/** Text that names pull request code: checking it out or running it in a privileged job runs the fork's code. */
const PULL_REQUEST_CODE =
  /github\.event\.(pull_request\.head|workflow_run\.head)|github\.head_ref|refs\/pull\/|merge_commit_sha/;
/** Expressions pasted into a script before the shell sees it: a branch name or an output could be code. */
const EXPANDED_UNTRUSTED =
  /\$\{\{[^}]*(github\.event|github\.head_ref|inputs\.|steps\.[^}]*\.outputs|needs\.[^}]*\.outputs)/;
const RUNS_PACKAGE_MANAGER = /(^|[\s;&|(])(npm|npx|node|yarn|pnpm|corepack|bun)\b/m;
/**
 * A script line that runs one of this project's committed bundles with plain node: code reviewed
 * into the repository like the action itself, with nothing installed, so not dependency code.
 */
const COMMITTED_BUNDLE_LINE = /^\s*node dist\/[\w-]+\.js\b[^;&|]*$/;
/**
 * npm publishing a tarball that an earlier job packed, with scripts off: npm uploads the file and
 * runs nothing in it, so the release's publish job may hold the id-token its provenance needs.
 */
const PUBLISH_PACKED_TARBALL_LINE =
  /^\s*npm publish "?[^\s;&|"]+\.tgz"?(?: --[a-z-]+(?:[ =][a-z][\w-]*)?)* --ignore-scripts(?: --[a-z-]+(?:[ =][a-z][\w-]*)?)*$/;
const THIS_ACTION = /^(\.\/?|MionKit\/mion-perf-gate@.*)$/;
/**
 * Modes of this action that start no server and install nothing: comment renders saved data, the
 * history modes read a results file and run git and the API. They are the ones given a token.
 */
const MODES_WITHOUT_SERVERS = ['comment', 'history-record', 'history-confirm'];

/**
 * A step that runs code from npm or from the repository's packages: a package manager or node in
 * a script (but for a committed bundle run alone on its line), or this action in a mode that
 * installs and starts servers (MODES_WITHOUT_SERVERS do not).
 */
function runsDependencyCode(step: Step): boolean {
  const script = step.run
    ?.split('\n')
    .filter((line) => !COMMITTED_BUNDLE_LINE.test(line) && !PUBLISH_PACKED_TARBALL_LINE.test(line))
    .join('\n');
  if (script !== undefined && RUNS_PACKAGE_MANAGER.test(script)) return true;
  return (
    step.uses !== undefined &&
    THIS_ACTION.test(step.uses) &&
    !MODES_WITHOUT_SERVERS.includes(String(step.with?.mode))
  );
}

/** The scopes a job may write to: its own permissions block, or else the workflow's. */
function writeScopes(workflow: Workflow, job: Job): string[] {
  const permissions = job.permissions ?? workflow.permissions;
  if (permissions === 'write-all') return ['write-all'];
  if (permissions === undefined) return ['(default token permissions)'];
  if (typeof permissions !== 'object' || permissions === null) return [];
  return Object.entries(permissions)
    .filter(([, level]) => level === 'write')
    .map(([scope]) => `${scope}: write`);
}

/** Every job that runs dependency code and can write anything with its token. */
function writeWhereDependencyCodeRuns(workflow: Workflow): string[] {
  return jobsOf(workflow).flatMap(([name, job]) => {
    if (!(job.steps ?? []).some(runsDependencyCode)) return [];
    const scopes = writeScopes(workflow, job);
    return scopes.length > 0 ? [`job ${name} runs dependency code with ${scopes.join(', ')}`] : [];
  });
}

/** Checkouts that leave the token in .git/config for the job's later code to read. */
function persistedCredentials(workflow: Workflow): string[] {
  const pullRequestTriggered = triggers(workflow).some((name) => name.startsWith('pull_request'));
  return jobsOf(workflow).flatMap(([name, job]) => {
    const jobSteps = job.steps ?? [];
    if (!pullRequestTriggered && !jobSteps.some(runsDependencyCode)) return [];
    return jobSteps
      .filter(
        (step) => step.uses?.startsWith('actions/checkout') && step.with?.['persist-credentials'] !== false,
      )
      .map(() => `job ${name}: a checkout without persist-credentials: false`);
  });
}

function pullRequestCodeInPrivilegedJobs(workflow: Workflow): string[] {
  const privileged = triggers(workflow).some(
    (name) => name === 'pull_request_target' || name === 'workflow_run',
  );
  if (!privileged) return [];
  return steps(workflow).flatMap((step) => {
    const checkout = step.uses?.startsWith('actions/checkout') ? JSON.stringify(step.with ?? {}) : '';
    return [checkout, step.run ?? '', JSON.stringify(step.env ?? {})]
      .filter((text) => PULL_REQUEST_CODE.test(text))
      .map((text) => `pull request code named in a privileged workflow: ${text}`);
  });
}

function untrustedTextInScripts(workflow: Workflow): string[] {
  return steps(workflow)
    .filter((step) => EXPANDED_UNTRUSTED.test(step.run ?? ''))
    .map((step) => `expression expanded inside a script: ${step.run}`);
}

/**
 * Runs of two repositories (a fork and this one) can test the same commit: a workflow_run job
 * keyed by the commit alone would queue or cancel one behind the other's comment.
 */
function concurrencyWithoutHeadRepository(workflow: Workflow): string[] {
  if (!triggers(workflow).includes('workflow_run')) return [];
  const group = typeof workflow.concurrency === 'string' ? workflow.concurrency : workflow.concurrency?.group;
  if (!group) return ['a workflow_run workflow without a concurrency group'];
  return /workflow_run\.head_repository\.full_name/.test(group) && /workflow_run\.head_sha/.test(group)
    ? []
    : [`concurrency group without the head repository and commit: ${group}`];
}

/**
 * Until this action's first release has a commit, its examples name this placeholder, which the
 * release workflow replaces (docs/release.md); a run of it fails at once, never runs
 * other code. It stands for this action only.
 */
const RELEASE_COMMIT_PLACEHOLDERS =
  /^MionKit\/mion-perf-gate(\/\.github\/workflows\/reusable-[a-z]+\.yml)?@0{40}$/;

/**
 * A tag can be moved to other code by whoever controls the action's repository; a commit cannot.
 * That holds for this action too, in the job that holds pull-requests: write above all; only
 * `./`, this checkout's own code, has no ref to move.
 */
function actionsNotPinned(workflow: Workflow): string[] {
  // A job that calls a reusable workflow names it with `uses:` as a step names an action.
  const reusable = jobsOf(workflow).map(([, job]) => (job as { uses?: string }).uses ?? '');
  return [...steps(workflow).map((step) => step.uses ?? ''), ...reusable]
    .filter((uses) => uses !== '' && !uses.startsWith('./'))
    .filter(
      (uses) =>
        !/@[0-9a-f]{40}$/.test(uses) || (/@0{40}$/.test(uses) && !RELEASE_COMMIT_PLACEHOLDERS.test(uses)),
    )
    .map((uses) => `not pinned by commit: ${uses}`);
}

/**
 * This action gets a token exactly where it runs no pull-request code: mode comment, which cannot
 * post without one (the input is empty by default), and the history modes, which push main's
 * history and open its issues. A benchmarking step gets none.
 */
function tokensOfThisAction(workflow: Workflow): string[] {
  return steps(workflow)
    .filter((step) => step.uses !== undefined && THIS_ACTION.test(step.uses))
    .flatMap((step) => {
      const token = String(step.with?.['github-token'] ?? '');
      const mode = String(step.with?.mode);
      if (MODES_WITHOUT_SERVERS.includes(mode))
        return token === '' ? [`mode: ${mode} without a github-token`] : [];
      // rejudge runs no pull request code: it may read who added a label with the job's own token,
      // which the rule on dependency code keeps read-only in any job that also builds the head.
      if (step.with?.mode === 'rejudge' && token === '${{ github.token }}') return [];
      return token === ''
        ? []
        : [`mode ${String(step.with?.mode ?? 'compare')} given a github-token: ${token}`];
    });
}

const RULES = {
  'no write permission where dependency code runs': writeWhereDependencyCodeRuns,
  'persist-credentials: false wherever pull request or dependency code runs': persistedCredentials,
  'privileged triggers never check out or run pull request code': pullRequestCodeInPrivilegedJobs,
  'no event text, branch name or step output is expanded inside a shell script': untrustedTextInScripts,
  "a workflow_run's concurrency group names the head repository and commit": concurrencyWithoutHeadRepository,
  'every action, this one included, is pinned by its full commit': actionsNotPinned,
  'this action gets a token in mode comment and the history modes, the read-only job token in mode rejudge, and nowhere else':
    tokensOfThisAction,
};

/**
 * A script line that runs a file of a repository by its path (./x, .github/…, scripts/…, dist/…,
 * or bash/sh/node/npx/tsx of a file). A reusable workflow runs in its caller's repository, where
 * no such file of this one exists and any file of that name is the caller's code.
 */
const RUNS_REPOSITORY_FILE =
  /(^|[\s;&|(])(\.\/|\.github\/|scripts\/|dist\/)|\b(bash|sh|node|npx|tsx)\s+(-\S+\s+)*[^\s-]\S*\.(sh|m?js|ts)\b/m;

/** What a workflow another repository copies or calls may not do: run this checkout's code by path. */
function codeOfThisRepositoryByPath(workflow: Workflow): string[] {
  const calls = jobsOf(workflow).map(([, job]) => (job as { uses?: string }).uses ?? '');
  return [
    ...[...steps(workflow).map((step) => step.uses ?? ''), ...calls]
      .filter((uses) => uses.startsWith('./'))
      .map((uses) => `uses: ${uses}`),
    ...steps(workflow)
      .filter((step) => RUNS_REPOSITORY_FILE.test(step.run ?? ''))
      .map((step) => `run: ${step.run}`),
  ];
}

for (const { path, workflow } of workflows.filter(({ path }) =>
  /^(\.github\/workflows\/reusable-|docs\/examples\/)/.test(path),
)) {
  test(`${path}: for any repository: no uses: ./, no script of this repository`, () => {
    assert.deepEqual(codeOfThisRepositoryByPath(workflow), []);
  });
}

test('there are workflows to check', () => {
  assert.ok(workflows.length >= 4, workflows.map((w) => w.path).join());
});

for (const { path, workflow } of workflows) {
  test(`${path}: least privilege, declared at the top`, () => {
    assert.ok(workflow.permissions !== undefined, 'a top-level permissions block');
    assert.notEqual(workflow.permissions, 'write-all');
  });

  for (const [rule, check] of Object.entries(RULES)) {
    test(`${path}: ${rule}`, () => {
      assert.deepEqual(check(workflow), []);
    });
  }
}

test("the README's and docs' snippets pin this action by a commit too", () => {
  const pages = [
    'README.md',
    ...readdirSync(join(REPO_ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  const named = pages.flatMap((page) =>
    [
      ...readFileSync(join(REPO_ROOT, page), 'utf8').matchAll(
        /^\s*(?:- )?uses: (MionKit\/mion-perf-gate@\S*)/gm,
      ),
    ].map((match) => `${page}: ${match[1]}`),
  );
  assert.ok(named.length >= 2, named.join('\n'));
  assert.deepEqual(
    named.filter((line) => !/@[0-9a-f]{40}$/.test(line)),
    [],
  );
});

describe('the rules fire on bad workflows', () => {
  const bad = (text: string) => parse(text) as Workflow;

  it('an action pinned by a tag, this one included; the placeholder stands for this action alone', () => {
    const steps = (uses: string) => bad(`on: push\njobs: { a: { steps: [{ uses: "${uses}" }] } }`);
    assert.equal(actionsNotPinned(steps('actions/checkout@v4')).length, 1);
    assert.deepEqual(actionsNotPinned(steps(`actions/checkout@${'a'.repeat(40)}`)), []);
    assert.deepEqual(actionsNotPinned(steps('./')), []);
    assert.deepEqual(actionsNotPinned(steps('MionKit/mion-perf-gate@v0.1.0')), [
      'not pinned by commit: MionKit/mion-perf-gate@v0.1.0',
    ]);
    assert.deepEqual(actionsNotPinned(steps(`MionKit/mion-perf-gate@${'b'.repeat(40)}`)), []);
    assert.deepEqual(actionsNotPinned(steps(`MionKit/mion-perf-gate@${'0'.repeat(40)}`)), []);
    assert.equal(actionsNotPinned(steps(`actions/checkout@${'0'.repeat(40)}`)).length, 1);
    // A reusable workflow, called by a job, is pinned the same way.
    const calls = (uses: string) => bad(`on: push\njobs: { a: { uses: "${uses}" } }`);
    const gate = 'MionKit/mion-perf-gate/.github/workflows/reusable-gate.yml';
    assert.deepEqual(actionsNotPinned(calls(`${gate}@v0.1.0`)), [`not pinned by commit: ${gate}@v0.1.0`]);
    assert.deepEqual(actionsNotPinned(calls(`${gate}@${'0'.repeat(40)}`)), []);
    assert.deepEqual(actionsNotPinned(calls(`${gate}@${'c'.repeat(40)}`)), []);
    assert.equal(actionsNotPinned(calls(`other/repo/.github/workflows/x.yml@${'0'.repeat(40)}`)).length, 1);
  });

  it('a step of this repository by path, in a workflow for any repository', () => {
    const workflow = (step: string) => bad(`on: push\njobs: { a: { steps: [${step}] } }`);
    for (const step of [
      '{ uses: ./ }',
      '{ run: .github/scripts/push-history.sh remote perf-history }',
      '{ run: "bash scripts/x.sh" }',
      '{ run: "node dist/cli.js history alert" }',
      '{ run: "node --import tsx tools/a.ts" }',
    ]) {
      assert.equal(codeOfThisRepositoryByPath(workflow(step)).length, 1, step);
    }
    assert.deepEqual(codeOfThisRepositoryByPath(workflow('{ run: "sudo apt-get install -y valgrind" }')), []);
    assert.deepEqual(
      codeOfThisRepositoryByPath(workflow('{ run: "echo \\"x=.perf-base/$DIR\\" >> \\"$GITHUB_OUTPUT\\"" }')),
      [],
    );
    assert.equal(
      codeOfThisRepositoryByPath(bad('on: push\njobs: { a: { uses: ./.github/workflows/x.yml } }')).length,
      1,
    );
  });

  it('a comment step without a token, and a benchmark step with one', () => {
    const step = (fields: string) =>
      bad(`on: push\njobs: { a: { steps: [{ uses: ./, with: { ${fields} } }] } }`);
    assert.deepEqual(tokensOfThisAction(step('mode: comment')), ['mode: comment without a github-token']);
    assert.deepEqual(tokensOfThisAction(step('mode: comment, github-token: t')), []);
    assert.deepEqual(tokensOfThisAction(step('mode: history-record')), [
      'mode: history-record without a github-token',
    ]);
    assert.deepEqual(tokensOfThisAction(step('mode: history-confirm, github-token: t')), []);
    assert.deepEqual(tokensOfThisAction(step('github-token: t')), ['mode compare given a github-token: t']);
    assert.deepEqual(tokensOfThisAction(step("github-token: ''")), []);
  });

  it('a workflow_run concurrency group keyed by the commit alone', () => {
    const keyedBySha = bad(
      'on: { workflow_run: { workflows: [g] } }\nconcurrency: { group: "c-${{ github.event.workflow_run.head_sha }}" }',
    );
    assert.equal(concurrencyWithoutHeadRepository(keyedBySha).length, 1);
    assert.equal(concurrencyWithoutHeadRepository(bad('on: { workflow_run: { workflows: [g] } }')).length, 1);
    const keyedByBoth = bad(
      'on: { workflow_run: { workflows: [g] } }\nconcurrency:\n  group: c-${{ github.event.workflow_run.head_repository.full_name }}-${{ github.event.workflow_run.head_sha }}',
    );
    assert.deepEqual(concurrencyWithoutHeadRepository(keyedByBoth), []);
  });

  it('a committed bundle is not dependency code, but anything chained to it is', () => {
    const workflow = (script: string) =>
      bad(`
on: push
jobs:
  propose:
    permissions:
      contents: write
    steps:
      - run: ${script}
`);
    assert.deepEqual(
      RULES['no write permission where dependency code runs']!(
        workflow('node dist/validate-results.js f.json'),
      ),
      [],
    );
    assert.deepEqual(
      RULES['no write permission where dependency code runs']!(
        workflow('node dist/validate-results.js f.json && npm ci'),
      ),
      ['job propose runs dependency code with contents: write'],
    );
    assert.deepEqual(
      RULES['no write permission where dependency code runs']!(workflow('node scripts/anything.js')),
      ['job propose runs dependency code with contents: write'],
    );
    // Publishing a packed tarball with scripts off runs none of its code; anything else npm does might.
    assert.deepEqual(
      RULES['no write permission where dependency code runs']!(
        workflow('npm publish "$RUNNER_TEMP/p.tgz" --provenance --access public --ignore-scripts'),
      ),
      [],
    );
    for (const script of [
      'npm publish "$RUNNER_TEMP/p.tgz" --provenance',
      'npm publish --ignore-scripts',
      'npm publish p.tgz --ignore-scripts && npm ci',
    ]) {
      assert.deepEqual(
        RULES['no write permission where dependency code runs']!(workflow(script)),
        ['job propose runs dependency code with contents: write'],
        script,
      );
    }
  });

  it('a job that runs npm with contents: write', () => {
    const workflow = bad(`
on: push
permissions:
  contents: write
jobs:
  build:
    steps:
      - uses: actions/checkout@v4
        with:
          persist-credentials: false
      - run: npm ci && npm test
`);
    assert.deepEqual(writeWhereDependencyCodeRuns(workflow), [
      'job build runs dependency code with contents: write',
    ]);
  });

  it('a job-level write, write-all, default permissions, and this action in compare mode', () => {
    const workflow = bad(`
on: pull_request
permissions: read-all
jobs:
  gate:
    permissions:
      pull-requests: write
    steps:
      - uses: ./
  everything:
    permissions: write-all
    steps:
      - run: node build.js
  unset:
    steps:
      - run: npx tsc
  comment-only:
    permissions:
      pull-requests: write
    steps:
      - uses: ./
        with:
          mode: comment
`);
    const unset = bad(`
on: push
jobs:
  unset:
    steps:
      - run: npx tsc
`);
    assert.deepEqual(writeWhereDependencyCodeRuns(workflow), [
      'job gate runs dependency code with pull-requests: write',
      'job everything runs dependency code with write-all',
    ]);
    assert.deepEqual(writeWhereDependencyCodeRuns(unset), [
      'job unset runs dependency code with (default token permissions)',
    ]);
  });

  it('a checkout that keeps its credentials where npm runs', () => {
    const workflow = bad(`
on: push
permissions:
  contents: read
jobs:
  build:
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
`);
    assert.deepEqual(persistedCredentials(workflow), [
      'job build: a checkout without persist-credentials: false',
    ]);
  });

  it('pull request refs in a privileged workflow', () => {
    const workflow = bad(`
on: workflow_run
permissions:
  contents: read
jobs:
  comment:
    steps:
      - uses: actions/checkout@v4
        with:
          ref: refs/pull/1/merge
      - run: git fetch origin "\${{ github.event.pull_request.merge_commit_sha }}"
      - run: git checkout "$HEAD_REF"
        env:
          HEAD_REF: \${{ github.head_ref }}
`);
    assert.equal(pullRequestCodeInPrivilegedJobs(workflow).length, 3);
  });

  it('a branch name or a step output pasted into a script', () => {
    const workflow = bad(`
on: pull_request
permissions:
  contents: read
jobs:
  build:
    steps:
      - run: echo "\${{ github.head_ref }}"
      - run: cat "\${{ steps.gate.outputs.payload-path }}"
      - run: echo "$SAFE"
        env:
          SAFE: \${{ steps.gate.outputs.payload-path }}
`);
    assert.equal(untrustedTextInScripts(workflow).length, 2);
  });
});
