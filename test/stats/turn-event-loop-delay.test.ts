import assert from 'node:assert/strict';
import { test } from 'node:test';
import { turnEventLoopDelayMs } from '../../src/stats/turn-event-loop-delay.ts';

test("a turn's event-loop figure is its second-longest window: a repeated block counts, one stall does not", () => {
  // One stall of the machine (24 ms) among ordinary windows: the figure stays ordinary.
  assert.equal(turnEventLoopDelayMs([2, 24, 3, 5.1, 2.2]), 5.1);
  // A loop blocked twice in the turn shows the block's length.
  assert.equal(turnEventLoopDelayMs([2, 21.2, 3, 21.1, 2.2]), 21.1);
  // The input is not reordered for the caller.
  const windows = [1, 3, 2];
  turnEventLoopDelayMs(windows);
  assert.deepEqual(windows, [1, 3, 2]);
  // No monitor, or a turn too short for two windows: no figure rather than a made-up one.
  assert.ok(Number.isNaN(turnEventLoopDelayMs([])));
  assert.ok(Number.isNaN(turnEventLoopDelayMs([7])));
});
