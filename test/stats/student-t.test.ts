import assert from 'node:assert/strict';
import { test } from 'node:test';
import { regularizedIncompleteBeta, studentTCdf, studentTQuantile } from '../../src/stats/student-t.ts';

// Critical values as printed in standard t tables, to 4–5 significant digits.
const TWO_SIDED_95: Array<[number, number]> = [
  [1, 12.706],
  [5, 2.5706],
  [10, 2.2281],
  [30, 2.0423],
  [1e6, 1.95996],
];
const ONE_SIDED_95: Array<[number, number]> = [
  [1, 6.3138],
  [5, 2.015],
  [10, 1.8125],
  [30, 1.6973],
  [1e6, 1.64485],
];

function assertClose(actual: number, expected: number, tolerance: number, what: string): void {
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: expected ${expected}, got ${actual}`);
}

test('the 0.975 quantile matches printed t tables', () => {
  for (const [df, expected] of TWO_SIDED_95) {
    assertClose(studentTQuantile(0.975, df), expected, 6e-4 * expected, `df=${df}`);
  }
});

test('the 0.95 quantile matches printed t tables', () => {
  for (const [df, expected] of ONE_SIDED_95) {
    assertClose(studentTQuantile(0.95, df), expected, 6e-4 * expected, `df=${df}`);
  }
});

test('closed forms hold at non-table probabilities: Cauchy for df=1, and df=2', () => {
  for (const p of [0.6, 0.8, 0.9, 0.99, 0.9999]) {
    assertClose(
      studentTQuantile(p, 1),
      Math.tan(Math.PI * (p - 0.5)),
      1e-9 * Math.tan(Math.PI * (p - 0.5)),
      `df=1 p=${p}`,
    );
    const exactDf2 = (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
    assertClose(studentTQuantile(p, 2), exactDf2, 1e-9 * exactDf2, `df=2 p=${p}`);
  }
});

test('quantile and CDF invert each other at non-integer degrees of freedom', () => {
  for (const df of [0.7, 3.4, 17.9, 250.5]) {
    for (const p of [0.001, 0.05, 0.3, 0.5, 0.77, 0.975, 0.9995]) {
      assertClose(studentTCdf(studentTQuantile(p, df), df), p, 1e-10, `df=${df} p=${p}`);
    }
  }
});

test('the distribution is symmetric about zero', () => {
  assert.equal(studentTQuantile(0.5, 4.2), 0);
  assertClose(studentTQuantile(0.025, 6.5), -studentTQuantile(0.975, 6.5), 1e-12, 'quantile');
  assertClose(studentTCdf(-1.3, 9) + studentTCdf(1.3, 9), 1, 1e-12, 'CDF');
});

test('regularized incomplete beta matches its closed forms', () => {
  for (const x of [0.1, 0.5, 0.93]) {
    assertClose(regularizedIncompleteBeta(x, 1, 1), x, 1e-12, `I_${x}(1,1)`);
    assertClose(regularizedIncompleteBeta(x, 3.5, 1), x ** 3.5, 1e-12, `I_${x}(3.5,1)`);
  }
  assertClose(regularizedIncompleteBeta(0.5, 7.3, 7.3), 0.5, 1e-12, 'I_0.5(a,a)');
});

test('invalid arguments are refused', () => {
  assert.throws(() => studentTQuantile(0.975, 0), RangeError);
  assert.throws(() => studentTQuantile(0.975, Number.NaN), RangeError);
  assert.throws(() => studentTQuantile(1, 5), RangeError);
  assert.throws(() => studentTQuantile(0, 5), RangeError);
  assert.throws(() => regularizedIncompleteBeta(1.5, 1, 1), RangeError);
});
