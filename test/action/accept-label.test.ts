import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BENCHMARK_JOB_PUBLISH } from '../helpers/publish-settings.ts';
import type { Config } from '../../src/config/config.ts';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { failureReason } from '../../src/main.ts';
import { acceptanceOf } from '../../src/publish/accept-label.ts';
import { gateOutcomeSchema } from '../../src/publish/gate-outcome-schema.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import { Ajv } from 'ajv';
import { comparison, gateOutcome } from '../report/gate-fixture.ts';
import { gateSettings, syntheticResults } from '../helpers/synthetic-results.ts';

const regression = gateOutcome({
  verdict: 'regression',
  metrics: [comparison('requestsPerSecond', -0.08, -0.08, 'regression')],
});
const labelled = (labels: string[], extra: Record<string, unknown> = {}) => ({
  pull_request: { number: 7, head: { sha: 'a'.repeat(40) }, labels: labels.map((name) => ({ name })) },
  ...extra,
});
const NOW = () => new Date('2026-11-26T11:30:00.000Z');

test('the label perf-accepted accepts a regression or an unstable head; who and when come from the labelling event', () => {
  assert.deepEqual(acceptanceOf(labelled(['perf-accepted']), regression, NOW), { label: 'perf-accepted' });
  assert.deepEqual(
    acceptanceOf(
      labelled(['bug', 'perf-accepted'], {
        action: 'labeled',
        label: { name: 'perf-accepted' },
        sender: { login: 'a-maintainer' },
      }),
      regression,
      NOW,
    ),
    { label: 'perf-accepted', by: 'a-maintainer', at: '2026-11-26T11:30:00.000Z' },
  );
  assert.deepEqual(acceptanceOf(labelled(['perf-accepted']), { ...regression, verdict: 'unstable' }, NOW), {
    label: 'perf-accepted',
  });
  // A login that is not one is left out, not shown.
  const odd = labelled(['perf-accepted'], {
    action: 'labeled',
    label: { name: 'perf-accepted' },
    sender: { login: '[x](https://evil.example)' },
  });
  assert.deepEqual(acceptanceOf(odd, regression, NOW), { label: 'perf-accepted' });
});

test('nothing else is accepted: no label, an error, a pass, or a head that fails where its base does not', () => {
  assert.equal(acceptanceOf(labelled(['bug']), regression, NOW), undefined);
  assert.equal(acceptanceOf({}, regression, NOW), undefined);
  assert.equal(
    acceptanceOf(labelled(['perf-accepted']), { ...regression, verdict: 'error' }, NOW),
    undefined,
  );
  assert.equal(acceptanceOf(labelled(['perf-accepted']), gateOutcome(), NOW), undefined);
  const crashing: GateOutcome = {
    ...regression,
    metrics: [{ ...regression.metrics[0]!, failures: { headOnly: 3, baseOnly: 0 } }],
  };
  assert.equal(acceptanceOf(labelled(['perf-accepted']), crashing, NOW), undefined);
});

test('an accepted regression passes the check, and the comment keeps the verdict and says who accepted it', () => {
  const publish = BENCHMARK_JOB_PUBLISH;
  const config = { gate: gateSettings() } as Config;
  const results = syntheticResults({ scenarios: { 'update-user': [] } });
  const accepted = {
    ...regression,
    accepted: { label: 'perf-accepted', by: 'a-maintainer', at: '2026-11-26T11:30:00.000Z' },
  };
  assert.match(
    failureReason('regression', { results, gate: regression, exitCode: 1 }, publish, config)!,
    /regressed/,
  );
  assert.equal(
    failureReason('regression', { results, gate: accepted, exitCode: 1 }, publish, config),
    undefined,
  );
  const report = renderMarkdownReport({ results, gate: accepted });
  assert.match(report, /^### ❌ Regression: mion got worse than the baseline/);
  assert.match(
    report,
    /\*\*Accepted as intended\*\* \(label `perf-accepted`, added by `@a-maintainer` at 2026-11-26T11:30:00\.000Z\): the check passes/,
  );
  // The comment job reads `accepted` from the pull request's own payload: held to a label, a login and a time.
  const validate = new Ajv({ allErrors: false }).compile(gateOutcomeSchema);
  assert.equal(validate(accepted), true, JSON.stringify(validate.errors));
  assert.equal(validate({ ...accepted, accepted: { label: 'perf-accepted', by: '<img src=x>' } }), false);
});
