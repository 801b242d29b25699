import assert from 'node:assert/strict';
import { test } from 'node:test';
import { iterationsForRise } from '../../src/calibrate/work-iterations.ts';

// The figures of the 2026-11-25 instruction calibration: a long probe priced one iteration at 35.76
// instructions of 95,733 a request; 8 iterations then added 0.195% (the median of two gates).
const measured = { plainInstructions: 95_733, perIteration: 35.76, nearIterations: 8 };
const nearAdded = 0.00195 * measured.plainInstructions;

test('a short loop is sized from what a probe near its size added, not from the long probe alone', () => {
  // The long probe alone asks for 8 (0.3% of 95,733 / 35.76), which added 0.195%: the fixed part
  // must be made up, about 2.8 more iterations' worth.
  assert.equal(iterationsForRise({ ...measured, nearAdded, wantedRise: 0.003 }), 11);
  // A longer loop keeps the same fixed part: 1% lands near the 27 iterations that measured 0.76-0.86%, plus 3.
  assert.equal(iterationsForRise({ ...measured, nearAdded, wantedRise: 0.01 }), 30);
});

test('a probe that added exactly the long probe price changes nothing', () => {
  const proportional = measured.perIteration * measured.nearIterations;
  assert.equal(iterationsForRise({ ...measured, nearAdded: proportional, wantedRise: 0.003 }), 8);
});

test('never fewer than one iteration, and no size from a probe that priced nothing', () => {
  assert.equal(iterationsForRise({ ...measured, nearAdded: 2_000, wantedRise: 0.003 }), 1);
  assert.throws(
    () => iterationsForRise({ ...measured, perIteration: 0, nearAdded, wantedRise: 0.003 }),
    /perIteration must be positive, got 0/,
  );
});
