import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parse } from 'yaml';

/**
 * perf-baseline.yml runs every server folder's npm install scripts and code. Those must never
 * run where the token can write, and the job that may write must run no npm code at all.
 */
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string>;
  steps: Step[];
}

const workflow = parse(
  readFileSync(new URL('../../.github/workflows/perf-baseline.yml', import.meta.url), 'utf8'),
) as { permissions?: unknown; jobs: Record<string, Job> };

const writes = (job: Job) => Object.values(job.permissions ?? {}).includes('write');
/** Our action (uses: ./) installs and runs server folders; so does any npm or npx command. */
const runsDependencyCode = (step: Step) =>
  step.uses === './' || /\b(npm|npx|yarn|pnpm)\b/.test(step.run ?? '');

describe('perf-baseline.yml', () => {
  it('grants nothing at the top level', () => {
    assert.deepEqual(workflow.permissions, {});
  });

  it('measures in a read-only job, with no token given to the action, and uploads the baseline', () => {
    const measuring = Object.entries(workflow.jobs).filter(([, job]) => job.steps.some(runsDependencyCode));
    assert.ok(measuring.length > 0);
    for (const [name, job] of measuring) {
      assert.ok(!writes(job), `${name} runs npm code with a write permission`);
      const action = job.steps.find((step) => step.uses === './');
      assert.equal(action?.with?.['github-token'], '', `${name}: the action gets no token`);
      assert.ok(job.steps.some((step) => step.uses?.startsWith('actions/upload-artifact@')));
    }
  });

  it('the job that may write runs no npm code, validates with the committed bundle, and proposes a PR', () => {
    const writing = Object.entries(workflow.jobs).filter(([, job]) => writes(job));
    assert.ok(writing.length > 0);
    for (const [name, job] of writing) {
      assert.deepEqual(job.steps.filter(runsDependencyCode), [], `${name} runs npm code`);
      assert.ok(job.steps.some((step) => /^node dist\/validate-results\.js /.test(step.run ?? '')));
      assert.ok(job.steps.some((step) => /gh pr create/.test(step.run ?? '')));
      assert.ok(
        !job.steps.some((step) => /git push(?!.*perf-gate\/baseline|.*"\$BRANCH")/.test(step.run ?? '')),
      );
    }
  });

  it('leaves no credentials in any checkout', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
        assert.equal(step.with?.['persist-credentials'], false, name);
      }
    }
  });
});
