import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signTestPValue } from '../../src/stats/sign-test.ts';

test('the exact sign test: binomial tails of one half', () => {
  assert.equal(signTestPValue(0, 0), 1);
  assert.ok(Math.abs(signTestPValue(3, 3) - 1 / 8) < 1e-12);
  assert.ok(Math.abs(signTestPValue(7, 7) - 1 / 128) < 1e-12);
  // P(X >= 8 | 10) = (45 + 10 + 1) / 1024.
  assert.ok(Math.abs(signTestPValue(8, 10) - 56 / 1024) < 1e-12);
  assert.ok(Math.abs(signTestPValue(1, 2) - 0.75) < 1e-12);
  // Large n stays finite and in [0, 1].
  const large = signTestPValue(600, 1000);
  assert.ok(large > 0 && large < 1e-9);
  assert.throws(() => signTestPValue(3, 2), /sign test needs/);
});
