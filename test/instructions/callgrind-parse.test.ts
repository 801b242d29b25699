import assert from 'node:assert/strict';
import { test } from 'node:test';
import { instructionsOfDump } from '../../src/instructions/callgrind-parse.ts';

const DUMP = [
  '# callgrind format',
  'version: 1',
  'events: Ir',
  'summary: 576672870',
  'fn=(1) main',
  '3 12',
  'totals: 576672870',
  '',
].join('\n');

test('the instruction total of a dump is its totals line', () => {
  assert.equal(instructionsOfDump(DUMP, 'callgrind.out.1'), 576_672_870);
});

test('an older dump with only a summary line is read too', () => {
  assert.equal(instructionsOfDump(DUMP.replace(/^totals:.*$/m, ''), 'callgrind.out.1'), 576_672_870);
});

test('a dump counting another event first is refused, naming the file', () => {
  assert.throws(
    () => instructionsOfDump(DUMP.replace('events: Ir', 'events: Dr Ir'), 'callgrind.out.7'),
    /callgrind\.out\.7: not a callgrind dump counting Ir first \(events line: events: Dr Ir\)/,
  );
});

test('a dump without a total is refused', () => {
  const cut = DUMP.replace(/^(totals|summary):.*$/gm, '');
  assert.throws(() => instructionsOfDump(cut, 'callgrind.out.2'), /callgrind\.out\.2: no instruction total/);
  assert.throws(
    () =>
      instructionsOfDump(DUMP.replace('totals: 576672870', 'totals: -5').replace(/^summary:.*$/m, ''), 'd'),
    /no instruction total in the dump \(totals: -5\)/,
  );
});
