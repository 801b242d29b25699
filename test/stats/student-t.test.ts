import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { studentTQuantile } from '../../src/stats/student-t.ts';

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

test('the 0.975 and 0.95 quantiles match printed t tables', () => {
  for (const [df, expected] of TWO_SIDED_95) {
    assertClose(studentTQuantile(0.975, df), expected, 6e-4 * expected, `0.975 df=${df}`);
  }
  for (const [df, expected] of ONE_SIDED_95) {
    assertClose(studentTQuantile(0.95, df), expected, 6e-4 * expected, `0.95 df=${df}`);
  }
});

test('closed forms hold at non-table probabilities: Cauchy for df=1, and df=2', () => {
  for (const p of [0.6, 0.8, 0.9, 0.99, 0.9999]) {
    const cauchy = Math.tan(Math.PI * (p - 0.5));
    assertClose(studentTQuantile(p, 1), cauchy, 1e-9 * cauchy, `df=1 p=${p}`);
    const exactDf2 = (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
    assertClose(studentTQuantile(p, 2), exactDf2, 1e-9 * exactDf2, `df=2 p=${p}`);
  }
});

test('agrees with the routine it replaced over a grid of probabilities and degrees of freedom', () => {
  const grid = JSON.parse(
    readFileSync(new URL('../fixtures/student-t-quantile-grid.json', import.meta.url), 'utf8'),
  ) as { rows: Array<[number, number, number]> };
  assert.equal(grid.rows.length, 180);
  for (const [p, df, previous] of grid.rows) {
    // Both agree to 8 significant digits (the largest gap, 1.5e-9 relative, is at df = 1e6),
    // far finer than the two decimals of a printed percentage.
    assertClose(studentTQuantile(p, df), previous, 1e-8 * previous, `p=${p} df=${df}`);
  }
});

test('the distribution is symmetric about zero', () => {
  assert.equal(studentTQuantile(0.5, 4.2), 0);
  assertClose(studentTQuantile(0.025, 6.5), -studentTQuantile(0.975, 6.5), 1e-12, 'quantile');
});

test('invalid arguments are refused', () => {
  assert.throws(() => studentTQuantile(0.975, 0), RangeError);
  assert.throws(() => studentTQuantile(0.975, Number.NaN), RangeError);
  assert.throws(() => studentTQuantile(1, 5), RangeError);
  assert.throws(() => studentTQuantile(0, 5), RangeError);
});
