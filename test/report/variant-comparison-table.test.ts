import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildVariantComparisonTable } from '../../src/report/variant-comparison-table.ts';
import { syntheticResults } from '../helpers/synthetic-results.ts';

test('a variant is read against the plain server pair by pair of processes, with Student t over the pairs', () => {
  // Three blocks; the variant is 10%, 20% and 30% faster than plain mion in them.
  const results = syntheticResults({
    scenarios: {
      hello: [
        { mion: 10_000, 'mion-aot': 11_000 },
        { mion: 10_000, 'mion-aot': 12_000 },
        { mion: 10_000, 'mion-aot': 13_000, 'mion-binary': { requestsPerSecond: 1, valid: false } },
      ],
    },
  });
  const table = buildVariantComparisonTable(results, results.scenarios[0]!, 'mion', [
    'mion-aot',
    'mion-binary',
    'absent',
  ]);
  assert.deepEqual(
    table!.columns.map((column) => column.header),
    ['Option', 'Requests/s vs mion', '95% interval', 'Process pairs'],
  );
  // Mean log ratio 0.180 (+19.7%); t(0.975, 2) = 4.303 on its standard error 0.0483: -2.7% to +47.3%.
  // The interval spans zero: three pairs this spread cannot tell the setting from luck.
  assert.deepEqual(
    table!.rows.map((row) => row.cells),
    [
      ['mion-aot', '+19.7%', '-2.7% to +47.3%', '3'],
      ['mion-binary', 'n/a', 'n/a', '0'],
    ],
  );
});
