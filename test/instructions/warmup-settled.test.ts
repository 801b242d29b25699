import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';
import { warmupSettled } from '../../src/instructions/warmup-settled.ts';

const rule = { minWarmupChunks: 4, settleTolerance: 0.03, settledChunks: 3 };

test('a count still falling as the JIT optimises has not settled', () => {
  assert.equal(warmupSettled([455_000, 505_000, 184_000, 103_000, 76_000], rule), false);
});

test('three chunks within the tolerance of their median have settled', () => {
  assert.equal(warmupSettled([240_000, 125_000, 69_400, 71_200, 69_300], rule), true);
});

test('a late spike (a tier-up or a major collection) keeps the warm-up going until it has passed', () => {
  const chunks = [295_000, 168_000, 189_000, 130_000, 145_000, 344_000, 120_000, 106_900, 98_300, 97_300];
  assert.equal(warmupSettled(chunks.slice(0, 9), rule), false);
  assert.equal(warmupSettled([...chunks, 98_800], rule), true);
});

test('never settled before the minimum number of chunks, however flat', () => {
  assert.equal(warmupSettled([70_000, 70_000, 70_000], rule), false);
  assert.equal(warmupSettled([70_000, 70_000, 70_000, 70_000], rule), true);
});

test('the default rule does not take a count still sliding down for a settled one', () => {
  // http-node's main thread, chunk by chunk: 82k, 80k, 80k are within 3% but still on the way to 69k.
  const httpNode = [167_877, 87_058, 82_587, 80_236, 79_620, 74_073, 69_636, 69_308, 69_400];
  assert.equal(warmupSettled(httpNode.slice(0, 5), DEFAULT_INSTRUCTION_COUNTING), false);
  assert.equal(warmupSettled(httpNode, DEFAULT_INSTRUCTION_COUNTING), true);
});
