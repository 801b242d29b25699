import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RATES_BY_PAIR_SPREAD } from '../../src/gate/rates-by-noise-table.ts';
import { noiseRowFor } from '../../src/gate/noise-rate-row.ts';
import { readBlock } from '../helpers/document-blocks.ts';
import { NOISE_GATES, noiseTable, PAIR_SPREADS, ratesByNoise } from '../helpers/rates-by-noise.ts';

const STATISTICS = new URL('../../docs/statistics.md', import.meta.url);
const README = new URL('../../README.md', import.meta.url);

/** A table's rows as their trimmed cells: prettier's padding does not count. */
const rowsOf = (table: string) =>
  table.split('\n').map((line) =>
    line
      .split('|')
      .map((cell) => cell.trim())
      .join('|'),
  );

test(
  'the rates by noise the reports and docs quote are what the gate does: rows recomputed with their seeds',
  { timeout: 120_000 },
  async () => {
    // 2% and 20% a pair: this machine, and one past issue 50's 15%, where an unchanged pull request
    // may fail only as too noisy (each row recomputed costs seconds: the 8% row is left to simulate:noise).
    const checked = [0, 5];
    const recomputed = await ratesByNoise(NOISE_GATES, 60, checked);
    // Noise never names an unchanged head a regression: past 15% a pair the check fails as too
    // noisy, and otherwise only for a first look at the gate's level that its fresh pairs (a third of the run) repeated by
    // chance. Naming an undecided comparison past the threshold a likely regression by its one-look
    // interval (99.2%) failed here: 1.5% of unchanged pull requests at 20% other than as too noisy.
    const noisy = recomputed[1]!;
    assert.ok(
      noisy.unchangedFails - noisy.unchangedFailsAsNoise <= 0.01,
      `at ${PAIR_SPREADS[5]} a pair ${((noisy.unchangedFails - noisy.unchangedFailsAsNoise) * 100).toFixed(1)}% of unchanged pull requests failed other than as too noisy`,
    );
    const published = readBlock(STATISTICS, 'rates-by-noise');
    assert.equal(
      readBlock(README, 'rates-by-noise'),
      published,
      'README.md and docs/statistics.md print one table',
    );
    for (const [position, index] of checked.entries()) {
      const row = recomputed[position]!;
      const line = rowsOf(noiseTable([row]))[2]!;
      assert.ok(
        rowsOf(published).includes(line),
        `docs/statistics.md lacks "${line}": run npm run simulate:noise`,
      );
      assert.deepEqual(
        RATES_BY_PAIR_SPREAD[index],
        {
          pairSpread: Number(row.pairSpread.toFixed(4)),
          unchangedFails: row.unchangedFails,
          ...(row.lossCaught90 === undefined ? {} : { lossCaught90: row.lossCaught90 }),
        },
        `src/gate/rates-by-noise-table.ts, ${PAIR_SPREADS[index]}: run npm run simulate:noise`,
      );
    }
  },
);

test('a run is placed in the first row at or above its spread, never a quieter one', () => {
  const rows = [
    { pairSpread: 0.02, unchangedFails: 0 },
    { pairSpread: 0.08, unchangedFails: 0.06 },
  ];
  assert.equal(noiseRowFor(rows, 0.01), rows[0]);
  assert.equal(noiseRowFor(rows, 0.03), rows[1]);
  assert.equal(noiseRowFor(rows, 0.08), rows[1]);
  assert.equal(noiseRowFor(rows, 0.09), undefined);
});
