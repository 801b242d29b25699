import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderMarkdownTable } from '../../src/report/markdown-table.ts';
import { buildResultsTable } from '../../src/report/results-table.ts';
import { buildResults, PUBLISHED_SERVERS, roundsOf } from '../helpers/results-fixture.ts';
import { assertWholeTables, tableCells } from './markdown-assertions.ts';

const PUBLISHED_COLUMNS = [
  'Framework',
  'Version',
  'Router',
  'Req (R/s)',
  '% of http-node',
  'Latency (ms)',
  'Output (MB/s)',
  'Max Memory (MB)',
  'Max Cpu (%)',
  'Validation',
  'Description',
];

function column(table: ReturnType<typeof buildResultsTable>, header: string): string[] {
  const index = table.columns.findIndex((c) => c.header === header);
  assert.ok(index >= 0, `no column ${header}`);
  return table.rows.map((row) => row.cells[index]!);
}

describe('buildResultsTable', () => {
  it('has the published columns plus the share of the reference, rows fastest first', () => {
    // Listed slowest first, so the order can only come from sorting.
    const results = buildResults({ noise: 0, servers: [...PUBLISHED_SERVERS].reverse() });
    const table = buildResultsTable({ results, scenario: results.scenarios[0]! });
    assert.deepEqual(
      table.columns.map((c) => c.header),
      PUBLISHED_COLUMNS,
    );
    const rps = column(table, 'Req (R/s)').map(Number);
    assert.deepEqual(
      rps,
      [...rps].sort((a, b) => b - a),
    );
    assert.deepEqual(column(table, 'Framework'), [
      'http-node',
      'mion',
      'fastify',
      'restify',
      'hapi',
      'deepkit',
      'express',
    ]);
  });

  it('shows the medians of valid rounds, in the published units, and bolds the subject', () => {
    const results = buildResults({
      noise: 0,
      rounds: 3,
      servers: [
        { name: 'http-node', requestsPerSecond: 20000, router: false },
        {
          name: 'mion',
          requestsPerSecond: 15000,
          bytesPerResponse: 300,
          memoryMebibytes: 150,
          cpuPercent: 130,
          version: '0.6.2',
        },
      ],
    });
    const mionRounds = roundsOf(results, 'mion');
    mionRounds[2]!.requestsPerSecond = 1; // an outlier in an invalid round must not count
    mionRounds[2]!.serverMaxMemoryBytes = 10 ** 12;
    mionRounds[2]!.valid = false;
    const table = buildResultsTable({ results, scenario: results.scenarios[0]! });
    const mion = table.rows.find((row) => row.cells[0] === 'mion')!;
    assert.equal(mion.emphasised, true);
    assert.equal(table.rows.find((row) => row.cells[0] === 'http-node')!.emphasised, false);
    assert.deepEqual(mion.cells.slice(0, 10), [
      'mion',
      '0.6.2',
      '✓',
      '15000.0',
      '75.0%',
      ((1000 * 1000) / 15000).toFixed(2),
      ((15000 * 300) / 1024 / 1024).toFixed(2),
      '150',
      '130',
      '✗',
    ]);
    assert.equal(column(table, 'Router')[0], '✗');
  });

  it("never shows a stored baseline's figures: the gate's table says how the subject changed", () => {
    const results = buildResults({ noise: 0 });
    const table = buildResultsTable({ results, scenario: results.scenarios[0]! });
    const headers = table.columns.map((c) => c.header);
    assert.deepEqual(headers.slice(3, 5), ['Req (R/s)', '% of http-node']);
    assert.ok(!headers.some((header) => /baseline|change/i.test(header)), headers.join(', '));
  });

  it("reads only rounds loaded alone: paired mode's shared-CPU rounds neither slow the head's row nor make a base row", () => {
    const results = buildResults({ noise: 0 });
    const scenario = results.scenarios[0]!;
    const mion = scenario.servers.find((entry) => entry.server === 'mion')!;
    const loadedTogether = (server: string, other: string) =>
      mion.rounds.map((round, index) => ({
        ...round,
        block: 100 + index,
        requestsPerSecond: round.requestsPerSecond / 2,
        serverMaxCpuPercent: 400,
        loadedWith: [other],
        ...(server === 'mion' ? {} : { requestsPerSecond: round.requestsPerSecond / 2.1 }),
      }));
    const alone = buildResultsTable({ results, scenario });
    const withPairs = {
      ...results,
      scenarios: [
        {
          ...scenario,
          servers: [
            ...scenario.servers.map((entry) =>
              entry.server === 'mion'
                ? { ...entry, rounds: [...entry.rounds, ...loadedTogether('mion', 'mion.base')] }
                : entry,
            ),
            { server: 'mion.base', rounds: loadedTogether('mion.base', 'mion') },
          ],
        },
      ],
    };
    const table = buildResultsTable({ results: withPairs, scenario: withPairs.scenarios[0]! });
    assert.deepEqual(table.rows, alone.rows);
    assert.ok(!column(table, 'Framework').includes('mion.base'));
  });

  it('lists failed and unusable servers last, with their reason', () => {
    const results = buildResults({
      servers: [
        {
          name: 'hono',
          requestsPerSecond: 0,
          status: 'failed',
          failure: { stage: 'build', message: 'tsc exited with 2' },
        },
        { name: 'http-node', requestsPerSecond: 17000 },
        { name: 'hapi', requestsPerSecond: 9000, invalidRounds: [0, 1, 2, 3, 4, 5] },
        { name: 'mion', requestsPerSecond: 15000 },
      ],
    });
    const table = buildResultsTable({ results, scenario: results.scenarios[0]! });
    assert.deepEqual(column(table, 'Framework'), ['http-node', 'mion', 'hapi', 'hono']);
    assert.equal(column(table, 'Description')[3], 'failed at build: tsc exited with 2');
    assert.match(column(table, 'Description')[2]!, /^no valid round \(6 invalid\): 12 non-2xx answers/);
    assert.equal(column(table, 'Req (R/s)')[2], 'n/a');
  });

  it("gives a server that failed its start or its answers check the failure's message, not 'no valid round'", () => {
    const results = buildResults({
      servers: [
        { name: 'http-node', requestsPerSecond: 17000 },
        {
          name: 'mion-binary',
          requestsPerSecond: 0,
          status: 'failed',
          failure: { stage: 'start', message: 'did not answer hello correctly (answer is not JSON)' },
        },
      ],
    });
    // As the engine leaves it: the failed server is still listed in the scenario, with no round.
    results.scenarios[0]!.servers.push({ server: 'mion-binary', rounds: [] });
    const table = buildResultsTable({ results, scenario: results.scenarios[0]! });
    assert.deepEqual(column(table, 'Framework'), ['http-node', 'mion-binary']);
    assert.equal(
      column(table, 'Description')[1],
      'failed at start: did not answer hello correctly (answer is not JSON)',
    );
  });

  it('keeps the table whole whatever a server reports, and cuts long messages', () => {
    const hostile = '<img src=x onerror=alert(1)> | col | @octocat [link](javascript:alert(1))\nnext line';
    const results = buildResults({
      servers: [
        { name: 'http-node', requestsPerSecond: 17000 },
        { name: 'evil | name', requestsPerSecond: 9000, version: '1.0 | 2', description: hostile },
        {
          name: 'broken',
          requestsPerSecond: 0,
          status: 'failed',
          failure: { stage: 'start', message: hostile.repeat(50) },
        },
      ],
    });
    const markdown = renderMarkdownTable(buildResultsTable({ results, scenario: results.scenarios[0]! }));
    assertWholeTables(markdown);
    assert.equal(markdown.split('\n').length, 5);
    assert.doesNotMatch(markdown, /<|@octocat|(?<!\\)\]\(/);
    const brokenRow = markdown.split('\n')[4]!;
    assert.ok(tableCells(brokenRow).at(-1)!.length < 400, 'a long failure message is shortened');
  });
});
