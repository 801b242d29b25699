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

test('the default rule settles the counts measured on http-node, and not their first chunks', () => {
  const httpNode = [240_045, 125_141, 118_607, 80_723, 120_119, 235_320, 101_303, 69_371, 71_241, 69_414];
  assert.equal(warmupSettled(httpNode, DEFAULT_INSTRUCTION_COUNTING), true);
  assert.equal(warmupSettled(httpNode.slice(0, 8), DEFAULT_INSTRUCTION_COUNTING), false);
});
