import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { readBlock } from '../helpers/document-blocks.ts';
import { failingShare, pullRequestRates } from '../helpers/pull-request-rates.ts';
import { readRealTrials, realTrialsCell, realTrialsTable } from '../helpers/real-trials.ts';

const README = new URL('../../README.md', import.meta.url);
const STATISTICS = new URL('../../docs/statistics.md', import.meta.url);

/** A markdown table's cells, trimmed, the alignment row left out: prettier's padding does not count. */
function tableCells(table: string): string[][] {
  return table
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s:|-]+\|$/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** The rows between `<!-- rates:start -->` and `<!-- rates:end -->`: condition and its five shares. */
function quotedRates(): Map<string, number[]> {
  const text = readFileSync(README, 'utf8');
  const block = /<!-- rates:start -->([\s\S]*?)<!-- rates:end -->/.exec(text)?.[1];
  assert.ok(block, 'README.md has no rates block');
  const rows = new Map<string, number[]>();
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const shares = cells.slice(2, 7).map((cell) => Number(cell.replace('%', '')) / 100);
    if (cells.length >= 8 && shares.every((share) => Number.isFinite(share)) && /%$/.test(cells[2]!)) {
      rows.set(cells[1]!, shares);
    }
  }
  return rows;
}

test(
  'the per-pull-request rates the README states are what the gate does (within 1.5 points)',
  { timeout: 300_000 },
  async () => {
    const quoted = quotedRates();
    const simulated = await pullRequestRates();
    assert.equal(quoted.size, simulated.length, `README rows: ${[...quoted.keys()].join('; ')}`);
    for (const row of simulated) {
      const shares = quoted.get(row.condition);
      assert.ok(shares, `README lacks the row "${row.condition}"`);
      const simulatedShares = [
        row.pass,
        row.inconclusive,
        row.regression,
        row.otherFailure,
        failingShare(row),
      ];
      simulatedShares.forEach((share, index) => {
        assert.ok(
          Math.abs(share - shares[index]!) <= 0.015,
          `${row.condition}: README says ${shares.join(', ')}, the gate gives ${simulatedShares.join(', ')}`,
        );
      });
    }
  },
);

test("the README's real-gates column and statistics.md's table of real gates are what the trial files hold", () => {
  const trials = readRealTrials();
  assert.ok(trials.length > 0, 'no trial file in evidence/data/');
  for (const row of tableCells(readBlock(README, 'rates')).slice(1)) {
    assert.equal(row.at(-1), realTrialsCell(row[0]!, trials), `README row "${row[0]}"`);
  }
  assert.deepEqual(
    tableCells(readBlock(STATISTICS, 'real-trials')),
    tableCells(realTrialsTable(trials)),
    'docs/statistics.md: run npm run simulate:rates',
  );
});
