import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import { buildStartupGrowthTable } from '../../src/report/startup-growth-table.ts';
import { buildResults } from '../helpers/results-fixture.ts';

const servers = [
  { name: 'http-node', requestsPerSecond: 18000 },
  { name: 'mion', requestsPerSecond: 15000 },
];

test('start-up growth: median per server and route count, subject in bold, missing counts n/a', () => {
  const results = {
    ...buildResults({ servers, subject: 'mion', reference: 'http-node' }),
    startupGrowth: [
      { server: 'mion', extraRoutes: 0, startupMs: [300, 280, 900] },
      { server: 'mion', extraRoutes: 1000, startupMs: [700, 650, 720] },
      { server: 'fastify', extraRoutes: 0, startupMs: [250] },
    ],
  };
  const table = buildStartupGrowthTable(results);
  assert.deepEqual(
    table?.columns.map((column) => column.header),
    ['Start-up (ms)', '+0 routes', '+1000 routes', '+3000 routes'],
  );
  assert.deepEqual(table?.rows[0], { cells: ['mion', '300.00', '700.00', 'n/a'], emphasised: true });
  assert.deepEqual(table?.rows[1]?.cells, ['fastify', '250.00', 'n/a', 'n/a']);
  assert.match(renderMarkdownReport({ results }), /#### Start-up time as routes grow/);
});

test('no start-up growth measured: no table and no section', () => {
  const results = buildResults({ servers });
  assert.equal(buildStartupGrowthTable(results), undefined);
  assert.doesNotMatch(renderMarkdownReport({ results }), /Start-up time as routes grow/);
});
