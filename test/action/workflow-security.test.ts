import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../src/repo-paths.ts';

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
  run?: string;
}
interface Workflow {
  on?: unknown;
  permissions?: unknown;
  jobs?: Record<string, { permissions?: unknown; steps?: Step[] }>;
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
const steps = (workflow: Workflow): Step[] =>
  Object.values(workflow.jobs ?? {}).flatMap((job) => job.steps ?? []);
const PULL_REQUEST_CODE = /github\.event\.(pull_request\.head|workflow_run\.head)/;

test('there are workflows to check', () => {
  assert.ok(workflows.length >= 4, workflows.map((w) => w.path).join());
});

for (const { path, workflow } of workflows) {
  test(`${path}: least privilege, declared at the top`, () => {
    assert.ok(workflow.permissions !== undefined, 'a top-level permissions block');
    assert.notEqual(workflow.permissions, 'write-all');
  });

  test(`${path}: privileged triggers never check out or run pull request code`, () => {
    const privileged = triggers(workflow).some(
      (name) => name === 'pull_request_target' || name === 'workflow_run',
    );
    if (!privileged) return;
    for (const step of steps(workflow)) {
      if (step.uses?.startsWith('actions/checkout')) {
        const ref = JSON.stringify(step.with ?? {});
        assert.doesNotMatch(ref, PULL_REQUEST_CODE, `checkout of pull request code: ${ref}`);
      }
      assert.doesNotMatch(step.run ?? '', PULL_REQUEST_CODE, 'a run step that uses pull request refs');
    }
  });

  test(`${path}: no workflow input or event text is expanded inside a shell script`, () => {
    for (const step of steps(workflow)) {
      // ${{ }} in run: is pasted into the script before the shell sees it: a title could be code.
      assert.doesNotMatch(step.run ?? '', /\$\{\{\s*(github\.event|inputs\.)/, step.run);
    }
  });
}
