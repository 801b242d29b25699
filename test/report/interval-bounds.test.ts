import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tooWideToBound } from '../../src/report/interval-bounds.ts';
import { summariseGate } from '../../src/report/gate-summary.ts';
import { comparison, gateOutcome } from './gate-fixture.ts';

test('an interval the processes could not bound is written in words, a wide but real one in figures', () => {
  assert.equal(tooWideToBound({ lower: -0.996, upper: 251.638 }), true);
  assert.equal(tooWideToBound({ lower: Number.NaN, upper: 0.1 }), true);
  // A pausing head's p99 at a rate really is +125% to +367%: a factor of 2.1, shown as it is.
  assert.equal(tooWideToBound({ lower: 1.25, upper: 3.67 }), false);
  assert.equal(tooWideToBound({ lower: -0.39, upper: 0.338 }), false);
  const crashing = comparison('requestsPerSecond', 0.007, 0.007, 'regression');
  crashing.estimates.ratio = { ...crashing.estimates.ratio!, lower: -0.996, upper: 251.638 };
  const text = JSON.stringify(summariseGate(gateOutcome({ verdict: 'regression', metrics: [crashing] })));
  assert.match(text, /too few processes to bound/);
  assert.doesNotMatch(text, /25163/);
});
