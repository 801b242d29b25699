import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mean, sampleStandardDeviation } from 'simple-statistics';
import { arrivalOffsetsMs } from '../../src/engine/arrival-schedule.ts';

test('even arrivals leave one every 1/rate seconds', () => {
  assert.deepEqual([...arrivalOffsetsMs('even', 4000, 5)], [0, 0.25, 0.5, 0.75, 1]);
});

test('Poisson arrivals: exponential gaps at the rate, as many requests, the same draw every round', () => {
  const ratePerSecond = 5000;
  const offsets = arrivalOffsetsMs('poisson', ratePerSecond, 20_001);
  const gaps = Array.from({ length: 20_000 }, (_, index) => offsets[index + 1]! - offsets[index]!);
  assert.ok(gaps.every((gap) => gap >= 0));
  // An exponential gap's mean is 1/rate and its standard deviation the same: bursts and lulls, where
  // even arrivals have none. 20,000 gaps put both within 2% (the draw is fixed: no flake).
  const meanGapMs = 1000 / ratePerSecond;
  assert.ok(Math.abs(mean(gaps) / meanGapMs - 1) < 0.02, `mean gap ${mean(gaps)} ms`);
  assert.ok(Math.abs(sampleStandardDeviation(gaps) / meanGapMs - 1) < 0.03, 'gaps as spread as their mean');
  // Every round, head's and base's, meets the same schedule.
  assert.deepEqual(arrivalOffsetsMs('poisson', ratePerSecond, 50), offsets.slice(0, 50));
});
