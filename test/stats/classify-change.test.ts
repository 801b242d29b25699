import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ChangeInterval, Verdict } from '../../src/gate/gate-types.ts';
import { classifyChange } from '../../src/stats/classify-change.ts';

function interval(lower: number, estimate: number, upper: number): ChangeInterval {
  return { lower, estimate, upper, confidence: 0.95, currentSamples: 8, baselineSamples: 30 };
}

const THRESHOLD = 0.05;

// [lower, estimate, upper] of a throughput change, and the verdict for higher-is-better.
const THROUGHPUT_CASES: Array<[number, number, number, Verdict]> = [
  [-0.2, -0.15, -0.1, 'regression'],
  [-0.12, -0.06, -0.001, 'regression'],
  [-0.049, -0.03, -0.01, 'unchanged'],
  [-0.04, 0.0, 0.04, 'unchanged'],
  [0.01, 0.03, 0.049, 'unchanged'],
  [0.001, 0.08, 0.16, 'improvement'],
  [-0.2, -0.08, 0.05, 'inconclusive'],
  [-0.09, -0.04, -0.01, 'inconclusive'],
  [-0.05, 0.02, 0.09, 'inconclusive'],
  // A loss beyond the threshold ruled out answers the gate's one question, however far up the
  // interval reaches: a 4% gain read +4.8% (-1.6% to +11.7%) and is decided, not undecided.
  [-0.04, -0.02, 0.06, 'unchanged'],
  [-0.016, 0.048, 0.117, 'unchanged'],
  [0.01, 0.04, 0.09, 'unchanged'],
  [-0.049, 0.2, Number.POSITIVE_INFINITY, 'unchanged'],
  [-1, 0, Number.POSITIVE_INFINITY, 'inconclusive'],
];

test('throughput: lower is worse', () => {
  for (const [lower, estimate, upper, expected] of THROUGHPUT_CASES) {
    assert.equal(
      classifyChange(interval(lower, estimate, upper), THRESHOLD, 'higher-is-better'),
      expected,
      `[${lower}, ${estimate}, ${upper}]`,
    );
  }
});

test('latency: the same intervals mirrored give the same verdicts', () => {
  for (const [lower, estimate, upper, expected] of THROUGHPUT_CASES) {
    assert.equal(
      classifyChange(interval(-upper, -estimate, -lower), THRESHOLD, 'lower-is-better'),
      expected,
      `[${-upper}, ${-estimate}, ${-lower}]`,
    );
  }
});

test('a latency rise is a regression and a throughput rise an improvement', () => {
  const rise = interval(0.1, 0.2, 0.3);
  assert.equal(classifyChange(rise, THRESHOLD, 'lower-is-better'), 'regression');
  assert.equal(classifyChange(rise, THRESHOLD, 'higher-is-better'), 'improvement');
});

test('the threshold decides between a certain small change and a regression', () => {
  const certainSmallLoss = interval(-0.08, -0.07, -0.06);
  assert.equal(classifyChange(certainSmallLoss, 0.05, 'higher-is-better'), 'regression');
  assert.equal(classifyChange(certainSmallLoss, 0.1, 'higher-is-better'), 'unchanged');
});

test('a negative threshold is refused', () => {
  assert.throws(() => classifyChange(interval(-0.1, 0, 0.1), -0.05, 'higher-is-better'), RangeError);
});
