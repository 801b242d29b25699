import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  renderInstructionCalibrationTable,
  type InstructionTrial,
} from '../../src/calibrate/instruction-calibration-table.ts';
import { markdownTables, tableCells } from './markdown-assertions.ts';

const trial = (
  addedWork: number,
  verdict: InstructionTrial['verdict'],
  change: number,
): InstructionTrial => ({
  addedWork,
  injectedIterations: addedWork * 100_000,
  verdict,
  change,
  processes: verdict === 'regression' ? 7 : 4,
  wallSeconds: 300,
});

test('one row per condition, A/A first, with the whole verdict distribution and medians', () => {
  const page = renderInstructionCalibrationTable([
    trial(0.01, 'regression', 0.011),
    trial(0, 'pass', 0.0004),
    trial(0.01, 'inconclusive', 0.008),
    trial(0, 'pass', -0.0002),
    trial(0.01, 'regression', 0.012),
  ]);
  const [table] = markdownTables(page);
  const rows = table!.slice(2).map(tableCells);
  assert.deepEqual(rows[0], ['none (A/A)', '2/2', '0/2', '0/2', '0/2', '0/2', '+0.01%', '4', '300 s']);
  assert.deepEqual(rows[1], [
    '1.0% (1000 iterations/request)',
    '0/3',
    '1/3',
    '2/3',
    '0/3',
    '0/3',
    '+1.10%',
    '7',
    '300 s',
  ]);
});

test('a gate that compared nothing does not move the median change', () => {
  const page = renderInstructionCalibrationTable([trial(0, 'error', Number.NaN), trial(0, 'pass', 0.001)]);
  const rows = markdownTables(page)[0]!.slice(2).map(tableCells);
  assert.equal(rows[0]![5], '1/2');
  assert.equal(rows[0]![6], '+0.10%');
});
