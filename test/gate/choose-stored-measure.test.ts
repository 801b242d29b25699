import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseStoredMeasure } from '../../src/gate/choose-stored-measure.ts';
import type { CountingConditions } from '../../src/gate/counting-conditions.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';

const counted: CountingConditions = {
  runtime: 'node 20.20.2',
  settings: { ...DEFAULT_INSTRUCTION_COUNTING, valgrindVersion: 'valgrind-3.19.0' },
  serverSeeds: 'random',
};

test('a stored baseline gates on counted instructions when both sides can count them alike', () => {
  const choice = chooseStoredMeasure({ subject: 'mion', baselineCounts: counted, countsHere: counted });
  assert.deepEqual(choice, { measure: 'instructions', gated: true });
});

test('wall time against a stored baseline is never gated, and the reason names what is missing', () => {
  const cases: Array<[Parameters<typeof chooseStoredMeasure>[0], RegExp]> = [
    [{ subject: 'mion', countsHere: counted }, /baseline has no instruction counts/],
    [{ subject: 'mion', baselineCounts: counted }, /valgrind is not installed here/],
    [
      { subject: 'mion', baselineCounts: counted, countsHere: { ...counted, runtime: 'node 24.1.0' } },
      /mion ran on node 24\.1\.0 here and on node 20\.20\.2 in the baseline/,
    ],
    [
      {
        subject: 'mion',
        baselineCounts: counted,
        countsHere: { ...counted, settings: { ...counted.settings!, valgrindVersion: 'valgrind-3.22.0' } },
      },
      /valgrindVersion is "valgrind-3\.22\.0" here and "valgrind-3\.19\.0" in the baseline/,
    ],
    [
      { subject: 'mion', given: 'wall-time', baselineCounts: counted, countsHere: counted },
      /wall-time was asked/,
    ],
  ];
  for (const [inputs, why] of cases) {
    const choice = chooseStoredMeasure(inputs);
    assert.equal(choice.gated, false);
    assert.match(choice.gated ? '' : choice.why, why);
  }
});

test('--measure instructions is honoured as given: the baseline check then refuses what cannot be compared', () => {
  assert.deepEqual(chooseStoredMeasure({ subject: 'mion', given: 'instructions' }), {
    measure: 'instructions',
    gated: true,
  });
});

test('counts of a scenario whose requests changed since the baseline are not compared; a baseline without fingerprints is taken as it is', () => {
  const here = {
    ...counted,
    scenarioDigests: { hello: 'aaaaaaaaaaaaaaaa', 'update-user': 'bbbbbbbbbbbbbbbb' },
  };
  const changed = chooseStoredMeasure({
    subject: 'mion',
    countsHere: here,
    baselineCounts: {
      ...counted,
      scenarioDigests: { hello: 'aaaaaaaaaaaaaaaa', 'update-user': 'cccccccccccccccc' },
    },
  });
  assert.equal(changed.gated, false);
  assert.match(
    changed.gated ? '' : changed.why,
    /^its counts were taken otherwise: scenario "update-user" sends or checks other requests here than in the baseline$/,
  );
  assert.deepEqual(chooseStoredMeasure({ subject: 'mion', countsHere: here, baselineCounts: counted }), {
    measure: 'instructions',
    gated: true,
  });
});
