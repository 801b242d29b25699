import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pairedLogChange, welchLogChange } from '../../src/stats/t-interval.ts';
import { classifyChange } from '../../src/stats/classify-change.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';

/** Welch's interval on the logs of positive values. */
function logChangeInterval(current: number[], baseline: number[], confidence: number) {
  return welchLogChange(current.map(Math.log), baseline.map(Math.log), confidence);
}

function assertClose(actual: number, expected: number, tolerance: number, what: string): void {
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: expected ${expected}, got ${actual}`);
}

test('the estimate is the ratio of geometric means minus one', () => {
  // Geometric means 4 and 2.
  const interval = logChangeInterval([2, 8], [1, 4], 0.95);
  assertClose(interval.estimate, 1, 1e-12, 'estimate');
  assert.equal(interval.currentSamples, 2);
  assert.equal(interval.baselineSamples, 2);
  assert.equal(interval.confidence, 0.95);
});

test('on logs the interval reproduces R t.test (Welch) output', () => {
  // R: t.test(ts1, ts2) -> t = -1.8325, df = 17.9, 95 percent CI -2.1469104 0.1469104.
  const ts1 = [11, 9, 10, 11, 10, 12, 9, 11, 12, 9];
  const ts2 = [11, 13, 10, 13, 12, 9, 11, 12, 12, 11];
  const interval = logChangeInterval(ts1.map(Math.exp), ts2.map(Math.exp), 0.95);
  assertClose(Math.log1p(interval.estimate), -1, 1e-12, 'difference of means');
  assertClose(Math.log1p(interval.lower), -2.1469104, 1e-6, 'lower');
  assertClose(Math.log1p(interval.upper), 0.1469104, 1e-6, 'upper');
});

test('the interval is symmetric on the log scale, so skewed on the change scale', () => {
  const interval = logChangeInterval([0.9, 1.0, 1.1, 0.95], [1.0, 1.05, 0.97, 1.02, 1.01], 0.9);
  const center = Math.log1p(interval.estimate);
  assertClose(Math.log1p(interval.upper) - center, center - Math.log1p(interval.lower), 1e-12, 'half-widths');
  assert.ok(interval.upper - interval.estimate > interval.estimate - interval.lower);
});

test('a higher confidence gives a wider interval', () => {
  const current = [1.2, 1.1, 1.25, 1.15];
  const baseline = [1.0, 0.95, 1.05, 1.02, 0.99, 1.01];
  const narrow = logChangeInterval(current, baseline, 0.8);
  const wide = logChangeInterval(current, baseline, 0.99);
  assert.ok(wide.lower < narrow.lower && wide.upper > narrow.upper);
  assert.equal(wide.estimate, narrow.estimate);
});

test('a single value on either side gives an interval that can only be inconclusive', () => {
  for (const [current, baseline] of [
    [[1.2], [1, 1.1, 0.9]],
    [[1.2, 1.3], [1]],
  ]) {
    const interval = logChangeInterval(current!, baseline!, 0.95);
    assert.equal(interval.lower, -1);
    assert.equal(interval.upper, Number.POSITIVE_INFINITY);
    assert.ok(Number.isFinite(interval.estimate));
    assert.equal(classifyChange(interval, 0.05, 'higher-is-better'), 'inconclusive');
    assert.equal(classifyChange(interval, 0.05, 'lower-is-better'), 'inconclusive');
  }
});

test('identical values on each side give a zero-width interval at the estimate', () => {
  const interval = logChangeInterval([1.1, 1.1, 1.1], [1, 1], 0.95);
  assertClose(interval.estimate, 0.1, 1e-12, 'estimate');
  assert.equal(interval.lower, interval.estimate);
  assert.equal(interval.upper, interval.estimate);
});

test('an empty side or a confidence outside (0, 1) is refused', () => {
  assert.throws(() => welchLogChange([], [1, 2], 0.95), /no samples on one side/);
  assert.throws(() => pairedLogChange([], 0.95), /no paired samples/);
  assert.throws(() => logChangeInterval([1, 2], [1, 2], 1), /confidence/);
});

test('paired differences give the one-sample t interval of the differences', () => {
  // Differences 0.2, -0.1, 0.4, 0.3, -0.1: mean 0.14, sd 0.2302, se 0.10296; qt(0.975, 4) = 2.776445,
  // so the interval is 0.14 ± 0.28585 (worked by hand from the textbook formula).
  const x = [10.2, 9.8, 10.5, 10.1, 9.9];
  const y = [10.0, 9.9, 10.1, 9.8, 10.0];
  const interval = pairedLogChange(
    x.map((value, index) => value - y[index]!),
    0.95,
  );
  assertClose(Math.log1p(interval.estimate), 0.14, 1e-12, 'mean difference');
  assertClose(Math.log1p(interval.lower), -0.145853, 1e-5, 'lower');
  assertClose(Math.log1p(interval.upper), 0.425853, 1e-5, 'upper');
  assert.equal(interval.currentSamples, 5);
});

test('one pair gives an interval that can only be inconclusive', () => {
  const interval = pairedLogChange([0.1], 0.95);
  assert.equal(interval.lower, -1);
  assert.equal(interval.upper, Number.POSITIVE_INFINITY);
  assert.equal(classifyChange(interval, 0.05, 'higher-is-better'), 'inconclusive');
});

test('the 95% interval covers the true change in 93–97% of simulated experiments', () => {
  const random = seededRandom(20240601);
  const experiments = 2000;
  const trueChange = -0.12;
  // Unequal spreads on purpose: Welch's interval exists for that case.
  const currentLogSigma = 0.1;
  const baselineLogSigma = 0.06;
  const draw = (count: number, logMean: number, logSigma: number) =>
    Array.from({ length: count }, () => Math.exp(logMean + logSigma * random.normal()));
  let covered = 0;
  for (let experiment = 0; experiment < experiments; experiment++) {
    const interval = logChangeInterval(
      draw(4, Math.log1p(trueChange), currentLogSigma),
      draw(8, 0, baselineLogSigma),
      0.95,
    );
    if (interval.lower <= trueChange && trueChange <= interval.upper) covered++;
  }
  const coverage = covered / experiments;
  assert.ok(coverage >= 0.93 && coverage <= 0.97, `coverage ${coverage}`);
});
