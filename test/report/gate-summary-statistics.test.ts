import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBudget } from '../../src/gate/error-budget.ts';
import { WALL_TIME_SAMPLING } from '../../src/gate/gate-defaults.ts';
import type { MetricComparison } from '../../src/gate/gate-types.ts';
import { summariseGate } from '../../src/report/gate-summary.ts';
import { gateOutcome } from './gate-fixture.ts';

const budget = errorBudget({ confidence: 0.95, maxProcesses: 24 }, WALL_TIME_SAMPLING, 3);

function pairedComparison(scenario: string, overrides: Partial<MetricComparison> = {}): MetricComparison {
  return {
    scenario,
    metric: 'requestsPerSecond',
    mode: 'paired',
    decidedBy: 'paired',
    estimates: {
      paired: {
        estimate: -0.01,
        lower: -0.03,
        upper: 0.01,
        confidence: budget.intervalConfidence,
        currentSamples: 8,
        baselineSamples: 8,
      },
    },
    threshold: 0.05,
    verdict: 'unchanged',
    detectableWorsening: 0.068,
    ...overrides,
  };
}

test('the interval column states the pull-request level, and the table says what each comparison could catch', () => {
  const summary = summariseGate(
    gateOutcome({
      mode: 'paired',
      errorBudget: budget,
      metrics: ['hello', 'update-user', 'heavy-validation'].map((scenario) => pairedComparison(scenario)),
    }),
  );
  const headers = summary.table!.columns.map((column) => column.header);
  assert.ok(headers.includes('Interval (95% for all 3 at once)'), headers.join(' | '));
  const catchColumn = headers.indexOf('Would catch (90%)');
  assert.ok(catchColumn > 0, headers.join(' | '));
  // A loss of throughput: shown on its worse side, negative.
  assert.equal(summary.table!.rows[0]!.cells[catchColumn], '-6.8%');
  const intervals = summary.details.find((line) => line.startsWith('Intervals:'));
  assert.match(
    intervals ?? '',
    /95% for the pull request as a whole: all 3 comparisons at once, through up to 5 looks .*8, 12, 16, 20, 24.*each is computed at 99\.5%/,
  );
});

/** An undecided paired hello whose head failed in `headOnly` process pairs where its base did not. */
function summaryWithHeadFailures(headOnly: number) {
  return summariseGate(
    gateOutcome({
      mode: 'paired',
      verdict: 'inconclusive',
      metrics: [pairedComparison('hello', { verdict: 'inconclusive', failures: { headOnly, baseOnly: 0 } })],
    }),
  );
}

test("a head's failed rounds are reported; an outcome without a budget keeps its own level", () => {
  const summary = summaryWithHeadFailures(2);
  assert.ok(
    summary.reasons.includes(
      'hello: the head failed in 2 process pairs where the base did not, the base in 0 where the head did not; a head that fails where its base does not has regressed.',
    ),
    summary.reasons.join('\n'),
  );
  const headers = summary.table!.columns.map((column) => column.header);
  assert.ok(headers.includes('Interval (99.5%)'), headers.join(' | '));
  assert.ok(!summary.details.some((line) => line.startsWith('Intervals:')));
});

test('the headline states each change against its threshold, then the least sensitive comparison', () => {
  const summary = summariseGate(
    gateOutcome({
      mode: 'paired',
      errorBudget: budget,
      metrics: [
        pairedComparison('hello'),
        pairedComparison('heavy-validation', {
          verdict: 'regression',
          estimates: {
            paired: {
              estimate: -0.08,
              lower: -0.1,
              upper: -0.06,
              confidence: budget.intervalConfidence,
              currentSamples: 16,
              baselineSamples: 16,
            },
          },
          detectableWorsening: 0.041,
        }),
      ],
    }),
  );
  assert.equal(
    summary.headline,
    'hello -1.0% (-3.0% to +1.0%), within the -5.0% threshold; heavy-validation -8.0% (-10.0% to -6.0%), ' +
      "worse than the -5.0% threshold. At this run's noise it would have caught a loss of 6.8% or more in every " +
      'comparison (hello is the least sensitive), 9 times in 10.',
  );
});

test('what every comparison shares (metric, estimator, threshold) is said once under the table', () => {
  const summary = summariseGate(
    gateOutcome({
      mode: 'paired',
      errorBudget: budget,
      metrics: ['hello', 'update-user', 'heavy-validation'].map((scenario) => pairedComparison(scenario)),
    }),
  );
  const headers = summary.table!.columns.map((column) => column.header);
  assert.deepEqual(headers, [
    'Scenario',
    'Change vs base',
    'Interval (95% for all 3 at once)',
    'Would catch (90%)',
    'Process pairs',
    'Verdict',
  ]);
  assert.equal(
    summary.table!.caption,
    'Every row: Metric: requests/s; Decided by: head/base; Threshold: -5.0%.',
  );
  // A scenario with its own threshold keeps the column.
  const mixed = summariseGate(
    gateOutcome({
      mode: 'paired',
      errorBudget: budget,
      metrics: [pairedComparison('hello'), pairedComparison('heavy-validation', { threshold: 0.08 })],
    }),
  );
  assert.ok(mixed.table!.columns.some((column) => column.header === 'Threshold'));
});

test('scenarios decided at different looks: the method sentence gives the range of process pairs, each row its own', () => {
  const withPairs = (scenario: string, pairs: number) =>
    pairedComparison(scenario, {
      estimates: { paired: { ...pairedComparison(scenario).estimates.paired!, currentSamples: pairs } },
    });
  const summary = summariseGate(
    gateOutcome({
      mode: 'paired',
      errorBudget: budget,
      subjectProcesses: 16,
      metrics: [withPairs('hello', 8), withPairs('update-user', 16), withPairs('heavy-validation', 8)],
    }),
  );
  const method = summary.details.find((line) => line.startsWith('Paired mode:'));
  assert.match(method ?? '', /8 to 16 process pairs per scenario/, summary.details.join('\n'));
  const pairsColumn = summary.table!.columns.findIndex((column) => column.header === 'Process pairs');
  assert.deepEqual(
    summary.table!.rows.map((row) => row.cells[pairsColumn]),
    ['8', '16', '8'],
  );

  const even = summariseGate(
    gateOutcome({
      mode: 'paired',
      errorBudget: budget,
      subjectProcesses: 8,
      metrics: [withPairs('hello', 8), withPairs('update-user', 8)],
    }),
  );
  assert.match(
    even.details.find((line) => line.startsWith('Paired mode:')) ?? '',
    /, 8 process pairs per scenario/,
  );
});
