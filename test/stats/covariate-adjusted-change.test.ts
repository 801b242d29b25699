import assert from 'node:assert/strict';
import { test } from 'node:test';
import { covariateAdjustedChange, type ProcessPair } from '../../src/stats/covariate-adjusted-change.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';

test('the fitted slope is the share of the reference that the subject moves with', () => {
  const random = seededRandom(31);
  const draw = (count: number, shift: number): ProcessPair[] =>
    Array.from({ length: count }, () => {
      const reference = 0.03 * random.normal();
      return { referenceLog: reference, subjectLog: shift + 0.6 * reference + 0.005 * random.normal() };
    });
  const { slope, correlation, change } = covariateAdjustedChange(draw(200, -0.05), draw(200, 0), 0.95);
  assert.ok(Math.abs(slope - 0.6) < 0.03, `slope ${slope}`);
  assert.ok(correlation > 0.9, `correlation ${correlation}`);
  assert.ok(Math.abs(Math.log1p(change.estimate) - -0.05) < 0.002, `estimate ${change.estimate}`);
});

test('adjusting narrows the interval when the reference explains the subject, and never moves a constant', () => {
  const pairs = (shift: number, noise: number[]): ProcessPair[] =>
    noise.map((n) => ({ referenceLog: n, subjectLog: shift + n }));
  const { change, slope } = covariateAdjustedChange(
    pairs(0.1, [0.01, -0.02, 0.03, -0.01]),
    pairs(0, [0.02, -0.01, 0, -0.03, 0.01]),
    0.95,
  );
  assert.ok(Math.abs(slope - 1) < 1e-12);
  assert.ok(Math.abs(Math.log1p(change.estimate) - 0.1) < 1e-12);
  assert.ok(change.upper - change.lower < 1e-9, 'all the subject noise was the reference');
});

test('an uncorrelated reference leaves the subject alone', () => {
  const { slope, correlation } = covariateAdjustedChange(
    [
      { subjectLog: 0.01, referenceLog: 0 },
      { subjectLog: -0.01, referenceLog: 0 },
    ],
    [
      { subjectLog: 0.02, referenceLog: 0 },
      { subjectLog: 0, referenceLog: 0 },
    ],
    0.95,
  );
  assert.equal(slope, 0);
  assert.equal(correlation, 0);
});
