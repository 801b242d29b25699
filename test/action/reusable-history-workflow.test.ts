import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/repo-paths.ts';

/**
 * reusable-history.yml, main's history for any repository: the jobs that run the caller's code
 * measure read-only, and the jobs that write (the history branch, issues) check out nothing and
 * run nothing but this action by its release pin, in its history modes.
 */
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  concurrency?: { group?: string };
  steps: Step[];
}
interface Workflow {
  on: { workflow_call: { inputs: Record<string, { default?: unknown }> } };
  permissions: unknown;
  jobs: Record<string, Job>;
}

const read = (name: string) =>
  parse(readFileSync(join(REPO_ROOT, '.github', 'workflows', name), 'utf8')) as Workflow;
const history = read('reusable-history.yml');
const gate = read('reusable-gate.yml');
const RELEASE_PIN = /^MionKit\/mion-perf-gate@[0-9a-f]{40}$/;
const actionStep = (job: Job) => job.steps.find((step) => RELEASE_PIN.test(step.uses ?? ''))!;

/** The inputs that choose what is measured: the history measures main as the gate measures a pull request. */
const FRAMEWORK_INPUTS = [
  'source',
  'servers-dir',
  'servers',
  'subject',
  'reference',
  'scenarios-file',
  'scenarios',
  'measure',
];

describe('reusable-history.yml', () => {
  it('grants nothing at the top; every job asks for its own', () => {
    assert.deepEqual(history.permissions, {});
    for (const [name, job] of Object.entries(history.jobs)) assert.ok(job.permissions, name);
  });

  it('measures the pushed commit read-only, with the same framework inputs as the gate and no token', () => {
    const inputs = history.on.workflow_call.inputs;
    for (const name of [...FRAMEWORK_INPUTS, 'node-version']) {
      assert.ok(inputs[name], `input ${name}`);
      assert.ok(gate.on.workflow_call.inputs[name], `the gate has ${name} too`);
    }
    assert.equal(inputs.source!.default, gate.on.workflow_call.inputs.source!.default);
    // Counted instructions by default: they need no reference server beside a framework's one folder.
    assert.equal(inputs.measure!.default, 'instructions');
    const measure = history.jobs.measure!;
    assert.deepEqual(measure.permissions, { contents: 'read' });
    const step = actionStep(measure);
    assert.equal(step.with?.mode, 'baseline');
    assert.equal(step.with?.['github-token'], '');
    for (const name of FRAMEWORK_INPUTS) assert.equal(step.with?.[name], `\${{ inputs.${name} }}`, name);
    const setup = measure.steps.find((candidate) => candidate.uses?.startsWith('actions/setup-node@'));
    assert.equal(setup?.with?.['node-version'], '${{ inputs.node-version }}');
  });

  it('writes the history branch and issues with the action alone, one writer at a time, on pushes only', () => {
    for (const [name, mode] of [
      ['record', 'history-record'],
      ['confirm-record', 'history-confirm'],
    ] as const) {
      const job = history.jobs[name]!;
      assert.deepEqual(job.permissions, { contents: 'write', issues: 'write' }, name);
      assert.equal(job.concurrency?.group, 'perf-history-${{ inputs.history-branch }}', name);
      assert.deepEqual(
        job.steps.filter((step) => step.run !== undefined || step.uses?.startsWith('actions/checkout@')),
        [],
        `${name} checks out nothing and runs no script`,
      );
      const step = actionStep(job);
      assert.equal(step.with?.mode, mode);
      assert.equal(step.with?.['github-token'], '${{ github.token }}');
      assert.equal(step.with?.['history-branch'], '${{ inputs.history-branch }}');
    }
    assert.equal(history.jobs.record!.if, "github.event_name == 'push'");
    assert.equal(
      actionStep(history.jobs['confirm-record']!).with?.['change-point'],
      '${{ needs.record.outputs.confirm }}',
    );
  });

  it('confirms the oldest slowdown in counted instructions, read-only, against the commit before it', () => {
    const job = history.jobs['confirm-measure']!;
    assert.equal(job.if, "needs.record.outputs.confirm != ''");
    assert.deepEqual(job.permissions, { contents: 'read' });
    const step = actionStep(job);
    assert.equal(step.with?.mode, 'compare');
    assert.equal(step.with?.measure, 'instructions');
    assert.equal(step.with?.['github-token'], '');
    assert.equal(step.with?.['fail-on-regression'], false);
    const checkouts = job.steps.filter((candidate) => candidate.uses?.startsWith('actions/checkout@'));
    assert.deepEqual(
      checkouts.map((checkout) => checkout.with?.ref),
      [
        '${{ fromJSON(needs.record.outputs.confirm).commit }}',
        '${{ fromJSON(needs.record.outputs.confirm).previousCommit }}',
      ],
    );
  });

  it('publishes the page only where the caller asks', () => {
    assert.equal(history.jobs.pages!.if, 'inputs.pages');
    assert.equal(history.on.workflow_call.inputs.pages!.default, false);
    assert.deepEqual(history.jobs.pages!.permissions, { pages: 'write', 'id-token': 'write' });
  });
});
