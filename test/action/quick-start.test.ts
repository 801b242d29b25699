import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { actionInputNames } from '../../src/config/action-inputs.ts';

/**
 * The whole set-up for the mion repository is two short files that call the reusable workflows
 * (issue: adoption in minutes): each at most 25 lines that are not comments, at most 3 inputs.
 */
interface Job {
  uses?: string;
  with?: Record<string, unknown>;
  steps?: Array<{
    id?: string;
    uses?: string;
    run?: string;
    with?: Record<string, unknown>;
    env?: Record<string, string>;
    if?: string;
  }>;
  permissions?: Record<string, string>;
}
interface Workflow {
  name?: string;
  concurrency?: { group?: string; 'cancel-in-progress'?: unknown };
  on: Record<string, { workflows?: string[]; inputs?: Record<string, unknown>; types?: string[] }>;
  jobs: Record<string, Job>;
}

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const workflow = (path: string) => parse(read(path)) as Workflow;
const linesThatAreNotComments = (text: string) =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#')).length;

const QUICK_START = 'docs/examples/quick-start.yml';
const QUICK_START_COMMENT = 'docs/examples/quick-start-comment.yml';
const FRAMEWORK_QUICK_START = 'docs/examples/framework-quick-start.yml';
const FRAMEWORK_HISTORY = 'docs/examples/framework-history.yml';
const REUSABLE = [
  '.github/workflows/reusable-gate.yml',
  '.github/workflows/reusable-comment.yml',
  '.github/workflows/reusable-history.yml',
];
const gateSteps = () => Object.values(workflow(REUSABLE[0]!).jobs)[0]!.steps!;

test('each quick-start file is at most 25 lines that are not comments, with at most 3 inputs', () => {
  for (const path of [QUICK_START, QUICK_START_COMMENT]) {
    assert.ok(
      linesThatAreNotComments(read(path)) <= 25,
      `${path}: ${linesThatAreNotComments(read(path))} lines`,
    );
    for (const job of Object.values(workflow(path).jobs)) {
      assert.ok(Object.keys(job.with ?? {}).length <= 3, path);
      assert.match(
        job.uses ?? '',
        /^MionKit\/mion-perf-gate\/\.github\/workflows\/reusable-[a-z]+\.yml@[0-9a-f]{40}$/,
      );
    }
  }
});

test('the comment workflow runs after the gate workflow, by its exact name', () => {
  for (const path of [QUICK_START, FRAMEWORK_QUICK_START])
    assert.deepEqual(workflow(QUICK_START_COMMENT).on.workflow_run?.workflows, [workflow(path).name], path);
});

test('a label judges the saved results again: it neither measures nor cancels a running gate', () => {
  for (const path of [QUICK_START, FRAMEWORK_QUICK_START]) {
    const gate = workflow(path);
    // perf-accepted accepts an intended slowdown, and removing it takes the acceptance back.
    assert.deepEqual(gate.on.pull_request?.types, [
      'opened',
      'synchronize',
      'reopened',
      'labeled',
      'unlabeled',
    ]);
    // A push cancels an outdated gate; a label waits for it (every label: see reusable-gate.yml).
    assert.equal(
      gate.concurrency?.['cancel-in-progress'],
      "${{ github.event.action != 'labeled' && github.event.action != 'unlabeled' }}",
      path,
    );
  }
  const steps = gateSteps();
  const saved = steps.find((step) => step.id === 'saved');
  assert.equal(saved?.if, "github.event.action == 'labeled' || github.event.action == 'unlabeled'");
  assert.match(saved?.uses ?? '', /^actions\/cache\/restore@[0-9a-f]{40}$/);
  assert.equal(saved?.with?.['restore-keys'], 'perf-gate-${{ github.event.pull_request.head.sha }}-');
  const kept = steps.find((step) => step.uses?.startsWith('actions/cache/save@'));
  assert.equal(kept?.with?.path, saved?.with?.path);
  assert.match(String(kept?.with?.key), /^perf-gate-\$\{\{ github\.event\.pull_request\.head\.sha \}\}-/);
  const rejudge = steps.find((step) => step.id === 'rejudge');
  assert.equal(rejudge?.with?.mode, 'rejudge');
  assert.equal(rejudge?.if, "steps.saved.outputs.cache-matched-key != ''");
  // Every step that builds or measures is skipped when saved results were found.
  for (const step of steps.filter((step) => step.uses?.startsWith('actions/checkout@') || step.id === 'gate'))
    assert.match(step.if ?? '', /^steps\.saved\.outputs\.cache-matched-key == ''/, step.id ?? step.uses);
});

test('the framework quick start: at most 40 lines that are not comments, 5 inputs, one server folder, no reference', () => {
  assert.ok(linesThatAreNotComments(read(FRAMEWORK_QUICK_START)) <= 40);
  const inputs = workflow(FRAMEWORK_QUICK_START).jobs.gate!.with ?? {};
  assert.ok(Object.keys(inputs).length <= 5);
  assert.equal(inputs.reference, undefined);
  assert.equal(inputs.servers, inputs.subject);
  assert.doesNotMatch(String(inputs.servers), /,/);
});

test("main's history for a framework: a caller of at most 25 lines that are not comments, granting what the jobs ask", () => {
  assert.ok(linesThatAreNotComments(read(FRAMEWORK_HISTORY)) <= 25);
  const caller = workflow(FRAMEWORK_HISTORY);
  assert.deepEqual(Object.keys(caller.on), ['push']);
  const [job] = Object.values(caller.jobs);
  assert.match(
    job!.uses ?? '',
    /^MionKit\/mion-perf-gate\/\.github\/workflows\/reusable-history\.yml@[0-9a-f]{40}$/,
  );
  const history = workflow('.github/workflows/reusable-history.yml');
  const declared = Object.keys(history.on.workflow_call?.inputs ?? {});
  for (const name of Object.keys(job!.with ?? {})) assert.ok(declared.includes(name), name);
  // A called workflow's jobs get at most what its caller grants: every scope one of them asks for.
  const asked = new Set(
    Object.values(history.jobs).flatMap((candidate) =>
      Object.entries(candidate.permissions ?? {}).map(([scope, level]) => `${scope}: ${level}`),
    ),
  );
  const granted = Object.entries(job!.permissions ?? {}).map(([scope, level]) => `${scope}: ${level}`);
  for (const scope of asked)
    assert.ok(granted.includes(scope) || granted.includes(scope.replace(': read', ': write')), scope);
});

test('every input of the reusable history is used by one of its jobs', () => {
  const history = workflow('.github/workflows/reusable-history.yml');
  const jobs = JSON.stringify(history.jobs);
  const declared = Object.keys(history.on.workflow_call?.inputs ?? {});
  assert.deepEqual(
    declared.filter((name) => !new RegExp(`inputs\\.${name}(?![\\w-])`).test(jobs)),
    [],
  );
});

test('the reusable workflows run from any repository: no uses: ./, no script of this repository, every action pinned by commit', () => {
  for (const path of REUSABLE) {
    for (const job of Object.values(workflow(path).jobs)) {
      for (const step of job.steps ?? []) {
        if (step.uses !== undefined)
          assert.match(step.uses, /^[\w-]+\/[\w./-]+@[0-9a-f]{40}$/, `${path}: ${step.uses}`);
        assert.doesNotMatch(step.run ?? '', /scripts\/|dist\/|node |npm |npx /, `${path}: ${step.run}`);
      }
    }
  }
});

test("every input of the reusable gate reaches the action, setup-node, or a step's environment", () => {
  const declared = Object.keys(workflow(REUSABLE[0]!).on.workflow_call?.inputs ?? {});
  const steps = gateSteps();
  const action = steps.find((step) => step.id === 'gate')!.with!;
  const passed = Object.entries(action).filter(([, value]) => /\$\{\{ inputs\./.test(String(value)));
  const setupNode = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
  const reached = new Set([
    ...passed.flatMap(([, value]) =>
      [...String(value).matchAll(/inputs\.([\w-]+)/g)].map((match) => match[1]!),
    ),
    ...[...String(setupNode?.with?.['node-version']).matchAll(/inputs\.([\w-]+)/g)].map((match) => match[1]!),
    // A shell step reads an input from its environment, never from an expression in its script.
    ...steps.flatMap((step) =>
      Object.values(step.env ?? {}).flatMap((value) =>
        [...value.matchAll(/inputs\.([\w-]+)/g)].map((match) => match[1]!),
      ),
    ),
  ]);
  assert.deepEqual(
    declared.filter((name) => !reached.has(name)),
    [],
  );
  // Given under the same name, so a reader of action.yml knows each one; source takes its former name too.
  for (const [name, value] of passed)
    if (name !== 'source') assert.equal(value, `\${{ inputs.${name} }}`, name);
});

test('the reusable workflows declare what the quick-start files pass, and pass the action only inputs it has', () => {
  const gate = workflow('.github/workflows/reusable-gate.yml');
  const declared = Object.keys(gate.on.workflow_call?.inputs ?? {});
  for (const path of [QUICK_START, FRAMEWORK_QUICK_START])
    for (const name of Object.keys(workflow(path).jobs.gate!.with ?? {}))
      assert.ok(declared.includes(name), name);
  const inputs = actionInputNames();
  for (const path of REUSABLE) {
    for (const job of Object.values(workflow(path).jobs)) {
      for (const step of job.steps ?? []) {
        if (!step.uses?.startsWith('MionKit/mion-perf-gate@')) continue;
        for (const name of Object.keys(step.with ?? {})) assert.ok(inputs.includes(name), `${path}: ${name}`);
      }
    }
  }
});

test('on a pull request the reusable gate checks out the base commit and the action pairs it; elsewhere the stored baseline', () => {
  const [job] = Object.values(workflow('.github/workflows/reusable-gate.yml').jobs);
  const base = job!.steps!.find((step) => step.with?.path === '.perf-gate-base');
  assert.equal(
    base?.if,
    "steps.saved.outputs.cache-matched-key == '' && github.event_name == 'pull_request'",
  );
  assert.equal(base?.with?.ref, '${{ github.event.pull_request.base.sha }}');
  const action = job!.steps!.find((step) => step.id === 'gate');
  // The action fills base-source and base-servers-dir from .perf-gate-base itself
  // (pull-request-base.ts): the base's framework and server folders, from the base commit.
  for (const name of ['base-source', 'baseline-source', 'base-servers-dir', 'baseline-servers-dir']) {
    assert.equal(action?.with?.[name], undefined, name);
  }
  assert.equal(action?.with?.['github-token'], '');
  assert.equal(action?.with?.['history-path'], '.perf-gate-history.jsonl');
  assert.deepEqual(job!.permissions, { contents: 'read', 'pull-requests': 'read' });
});

test('every path this action is given in a workflow lies in the workspace, where the action confines its paths', () => {
  const PATH_INPUTS = [
    'results-path',
    'report-path',
    'payload-path',
    'history-path',
    'baseline-path',
    'shards-dir',
    'servers-dir',
    'base-servers-dir',
    'baseline-servers-dir',
    'history-output-dir',
  ];
  const files = [
    ...[
      'perf-baseline.yml',
      'perf-gate.yml',
      'perf-gate-comment.yml',
      'reusable-gate.yml',
      'reusable-comment.yml',
      'reusable-history.yml',
    ].map((name) => `.github/workflows/${name}`),
    ...[
      'quick-start.yml',
      'framework-quick-start.yml',
      'quick-start-comment.yml',
      'mion-repo-perf-gate.yml',
      'perf-gate-comment.yml',
      'mion-repo-perf-gate-sharded.yml',
    ].map((name) => `docs/examples/${name}`),
  ];
  const outside = files.flatMap((path) =>
    Object.values(workflow(path).jobs).flatMap((job) =>
      (job.steps ?? [])
        .filter((step) => step.uses === './' || step.uses?.startsWith('MionKit/mion-perf-gate@'))
        .flatMap((step) =>
          PATH_INPUTS.filter((name) =>
            /^(\/|\$\{\{\s*runner\.temp|\.\.)/.test(String(step.with?.[name] ?? '')),
          ).map((name) => `${path}: ${name}: ${String(step.with?.[name])}`),
        ),
    ),
  );
  assert.deepEqual(outside, []);
});
