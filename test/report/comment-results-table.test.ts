import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildCommentResultsTable } from '../../src/report/comment-results-table.ts';
import { syntheticResults } from '../helpers/synthetic-results.ts';

test("the comment's results table gives each figure the range its processes allow", () => {
  // Three processes of two rounds each; mion's share of http-node is 50%, 55% and 60% by process.
  const results = syntheticResults({
    roundsPerBlock: 2,
    scenarios: {
      hello: [
        { 'http-node': 20_000, mion: 10_000 },
        { 'http-node': 20_000, mion: 10_000 },
        { 'http-node': 20_000, mion: 11_000 },
        { 'http-node': 20_000, mion: 11_000 },
        { 'http-node': 20_000, mion: 12_000 },
        { 'http-node': 20_000, mion: 12_000 },
      ],
    },
  });
  results.settings.subject = 'mion';
  const { table, withoutFigures } = buildCommentResultsTable(results, results.scenarios[0]!);
  assert.deepEqual(
    table.columns.map((column) => column.header),
    [
      'Framework',
      'Req (R/s)',
      'Range',
      '% of http-node',
      'Range',
      'Latency (ms)',
      'Max Memory (MB)',
      'Processes',
    ],
  );
  const mion = table.rows.find((row) => row.cells[0] === 'mion')!;
  assert.equal(mion.emphasised, true);
  // Geometric mean of 10k, 11k, 12k is 10.97k; t(0.975, 2) = 4.303 and the log spread 0.0912 give
  // a half-width of 0.2266 in log: 8.74k to 13.76k, and 44% to 69% of http-node.
  assert.deepEqual(mion.cells.slice(1, 5), [
    '11000.0',
    '8.7k\u2060–\u206013.8k',
    '55.0%',
    '44\u2060–\u206069%',
  ]);
  assert.equal(mion.cells[7], '3');
  const reference = table.rows.find((row) => row.cells[0] === 'http-node')!;
  // Every process read the same: a range of no width, and no range of the reference against itself.
  assert.deepEqual(reference.cells.slice(1, 5), ['20000.0', '20.0k\u2060–\u206020.0k', '100.0%', '']);
  assert.deepEqual(withoutFigures, []);
});

test('one process gives no range, and a server without figures says why under the table', () => {
  const results = syntheticResults({
    scenarios: {
      hello: [{ 'http-node': 20_000, mion: { requestsPerSecond: 9_000, valid: false } }],
    },
  });
  const { table, withoutFigures } = buildCommentResultsTable(results, results.scenarios[0]!);
  const reference = table.rows.find((row) => row.cells[0] === 'http-node')!;
  assert.deepEqual(reference.cells.slice(1, 3), ['20000.0', 'n/a']);
  const mion = table.rows.find((row) => row.cells[0] === 'mion')!;
  assert.deepEqual(mion.cells.slice(1, 8), ['n/a', '', 'n/a', '', 'n/a', 'n/a', '0']);
  assert.equal(withoutFigures.length, 1);
  assert.match(withoutFigures[0]!, /^mion: no valid round \(1 invalid\)/);
});
