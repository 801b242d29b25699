import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BENCHMARK_JOB_PUBLISH } from '../helpers/publish-settings.ts';
import type { Config } from '../../src/config/config.ts';
import { failureReason } from '../../src/action/failure-reason.ts';
import type { PipelineOutcome } from '../../src/pipeline.ts';
import { gateOutcome } from '../report/gate-fixture.ts';
import { gateSettings, syntheticResults } from '../helpers/synthetic-results.ts';

const publish = BENCHMARK_JOB_PUBLISH;

function reason(
  mode: 'paired' | 'stored-baseline',
  verdict: 'regression' | 'inconclusive',
): string | undefined {
  const gate = gateOutcome({ mode, verdict });
  const outcome: PipelineOutcome = {
    results: syntheticResults({ scenarios: { hello: [] } }),
    gate,
    exitCode: 1,
  };
  const config = { gate: gateSettings({ failOnInconclusive: true }) } as Config;
  return failureReason(verdict, outcome, publish, config);
}

test("the failed step names what mion was compared with: the pull request's base in paired mode", () => {
  assert.equal(reason('paired', 'regression'), 'mion regressed against the base of the pull request');
  assert.equal(reason('stored-baseline', 'regression'), 'mion regressed against the baseline');
  assert.equal(
    reason('paired', 'inconclusive'),
    'the comparison of mion with the base of the pull request was inconclusive (fail-on-inconclusive is on)',
  );
});
