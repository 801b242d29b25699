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
  steps?: Array<{ uses?: string; with?: Record<string, unknown>; if?: string }>;
  permissions?: Record<string, string>;
}
interface Workflow {
  name?: string;
  on: Record<string, { workflows?: string[]; inputs?: Record<string, unknown>; types?: string[] }>;
  jobs: Record<string, Job>;
}

const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const workflow = (path: string) => parse(read(path)) as Workflow;
const linesThatAreNotComments = (text: string) =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#')).length;

const QUICK_START = 'docs/examples/quick-start.yml';
const QUICK_START_COMMENT = 'docs/examples/quick-start-comment.yml';

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
  assert.deepEqual(workflow(QUICK_START_COMMENT).on.workflow_run?.workflows, [workflow(QUICK_START).name]);
  // A label re-runs the gate: perf-accepted accepts an intended slowdown.
  assert.ok(workflow(QUICK_START).on.pull_request?.types?.includes('labeled'));
});

test('the reusable workflows declare what the quick-start files pass, and pass the action only inputs it has', () => {
  const gate = workflow('.github/workflows/reusable-gate.yml');
  const declared = Object.keys(gate.on.workflow_call?.inputs ?? {});
  for (const name of Object.keys(workflow(QUICK_START).jobs.gate!.with ?? {}))
    assert.ok(declared.includes(name), name);
  const inputs = actionInputNames();
  for (const path of ['.github/workflows/reusable-gate.yml', '.github/workflows/reusable-comment.yml']) {
    for (const job of Object.values(workflow(path).jobs)) {
      for (const step of job.steps ?? []) {
        if (!step.uses?.startsWith('MionKit/mion-perf-gate@')) continue;
        for (const name of Object.keys(step.with ?? {})) assert.ok(inputs.includes(name), `${path}: ${name}`);
      }
    }
  }
});

test('on a pull request the reusable gate checks out the base commit and compares paired; elsewhere the stored baseline', () => {
  const [job] = Object.values(workflow('.github/workflows/reusable-gate.yml').jobs);
  const base = job!.steps!.find((step) => step.with?.path === '.perf-gate-base');
  assert.equal(base?.if, "github.event_name == 'pull_request'");
  assert.equal(base?.with?.ref, '${{ github.event.pull_request.base.sha }}');
  const action = job!.steps!.find((step) => step.uses?.startsWith('MionKit/mion-perf-gate@'));
  assert.equal(
    action?.with?.['baseline-source'],
    "${{ github.event_name == 'pull_request' && 'path:.perf-gate-base' || '' }}",
  );
  assert.equal(action?.with?.['github-token'], '');
  assert.equal(action?.with?.['history-path'], '.perf-gate-history.jsonl');
  assert.deepEqual(job!.permissions, { contents: 'read' });
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
    'baseline-servers-dir',
  ];
  const files = [
    ...[
      'perf-baseline.yml',
      'perf-gate.yml',
      'perf-gate-comment.yml',
      'reusable-gate.yml',
      'reusable-comment.yml',
    ].map((name) => `.github/workflows/${name}`),
    ...[
      'quick-start.yml',
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
