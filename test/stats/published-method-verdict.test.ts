import assert from 'node:assert/strict';
import { test } from 'node:test';
import { publishedMethodVerdict } from '../../src/stats/published-method-verdict.ts';

test('throughput below the baseline by more than the threshold is a regression', () => {
  const verdict = publishedMethodVerdict(90_000, 100_000, 0.05, 'higher-is-better');
  assert.ok(Math.abs(verdict.changeFraction + 0.1) < 1e-12);
  assert.equal(verdict.regression, true);
  assert.equal(publishedMethodVerdict(96_000, 100_000, 0.05, 'higher-is-better').regression, false);
  assert.equal(publishedMethodVerdict(120_000, 100_000, 0.05, 'higher-is-better').regression, false);
});

test('latency above the baseline by more than the threshold is a regression', () => {
  assert.equal(publishedMethodVerdict(11, 10, 0.05, 'lower-is-better').regression, true);
  assert.equal(publishedMethodVerdict(10.4, 10, 0.05, 'lower-is-better').regression, false);
  assert.equal(publishedMethodVerdict(8, 10, 0.05, 'lower-is-better').regression, false);
});

test('non-positive figures are refused', () => {
  assert.throws(() => publishedMethodVerdict(0, 10, 0.05, 'higher-is-better'), RangeError);
  assert.throws(() => publishedMethodVerdict(10, Number.NaN, 0.05, 'higher-is-better'), RangeError);
});
