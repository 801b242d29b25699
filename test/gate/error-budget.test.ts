import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorBudget, lookSizes } from '../../src/gate/error-budget.ts';
import { INSTRUCTION_SAMPLING, WALL_TIME_SAMPLING } from '../../src/gate/gate-defaults.ts';
import { repeatedLookConfidence } from '../../src/stats/sequential-boundary.ts';

test('looks: the first look, then each step, the last one at the maximum', () => {
  assert.deepEqual(lookSizes(24, WALL_TIME_SAMPLING), [8, 12, 16, 20, 24]);
  assert.deepEqual(lookSizes(10, INSTRUCTION_SAMPLING), [4, 6, 8, 10]);
  assert.deepEqual(lookSizes(22, WALL_TIME_SAMPLING), [8, 12, 16, 20, 22]);
  assert.deepEqual(lookSizes(5, WALL_TIME_SAMPLING), [5]);
});

test('the confidence is split over comparisons (Bonferroni), then spent over the looks', () => {
  const one = errorBudget({ confidence: 0.95, maxProcesses: 24 }, WALL_TIME_SAMPLING, 1);
  const three = errorBudget({ confidence: 0.95, maxProcesses: 24 }, WALL_TIME_SAMPLING, 3);
  assert.equal(three.intervalConfidence, repeatedLookConfidence([8, 12, 16, 20, 24], 1 - 0.05 / 3));
  assert.ok(three.intervalConfidence > one.intervalConfidence && one.intervalConfidence > 0.95);
  assert.deepEqual(
    { confidence: three.confidence, comparisons: three.comparisons, lookSizes: three.lookSizes },
    { confidence: 0.95, comparisons: 3, lookSizes: [8, 12, 16, 20, 24] },
  );
  const single = errorBudget({ confidence: 0.9, maxProcesses: 8 }, WALL_TIME_SAMPLING, 2);
  assert.equal(single.intervalConfidence, 0.95, 'one look: Bonferroni alone');
  assert.throws(
    () => errorBudget({ confidence: 0.95, maxProcesses: 24 }, WALL_TIME_SAMPLING, 0),
    /at least one comparison/,
  );
});
