import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderTerminalReport, renderTerminalTable } from '../../src/report/terminal-table.ts';
import { buildResults, PUBLISHED_SERVERS } from '../helpers/results-fixture.ts';
import { gateOutcome } from './gate-fixture.ts';

describe('renderTerminalTable', () => {
  it('aligns columns and marks the emphasised row', () => {
    const text = renderTerminalTable({
      columns: [
        { header: 'Framework', align: 'left' },
        { header: 'Req (R/s)', align: 'right' },
        { header: 'Router', align: 'center' },
      ],
      rows: [
        { cells: ['http-node', '17621.1', '✗'], emphasised: false },
        { cells: ['mion', '9.5', '✓'], emphasised: true },
      ],
    });
    assert.deepEqual(text.split('\n'), [
      '  Framework  Req (R/s)  Router',
      '  ---------  ---------  ------',
      '  http-node    17621.1    ✗',
      '* mion             9.5    ✓',
    ]);
  });
});

describe('renderTerminalReport', () => {
  it('prints the gate headline, a table per scenario with the same columns as the markdown, and the method', () => {
    const results = buildResults({ scenarios: ['hello', 'update-user'] });
    const text = renderTerminalReport({
      results,
      gate: gateOutcome({ verdict: 'inconclusive' }),
    });
    assert.match(
      text,
      /^NO COMPARISON WORSE THAN ITS THRESHOLD, 85% SURE \(CLOSEST: UPDATE-USER REQUESTS\/S -1\.2%, THRESHOLD -5%\)\n/,
    );
    assert.match(
      text,
      /Scenario: hello\n\n {2}Framework +Version +Router +Req \(R\/s\) +% of http-node +Latency \(ms\)/,
    );
    assert.equal(text.match(/^\* mion /gm)?.length, 2);
    assert.match(text, /Method: autocannon -c 100 -p 10 -d 5 \(6 rounds/);
    for (const section of text.split('Scenario: ').slice(1)) {
      const rows = section
        .split('\n')
        .filter((line) => PUBLISHED_SERVERS.some((s) => line.includes(s.description!)));
      assert.equal(rows.length, PUBLISHED_SERVERS.length);
      const descriptionStarts = rows.map((line) =>
        line.indexOf(PUBLISHED_SERVERS.find((s) => line.includes(s.description!))!.description!),
      );
      assert.equal(new Set(descriptionStarts).size, 1, 'the description column is aligned');
    }
  });

  it('prints no gate headline without a gate, and the injection notice only when something was injected', () => {
    const text = renderTerminalReport({ results: buildResults() });
    assert.match(text, /^Scenario: update-user/);
    assert.doesNotMatch(text, /Artificial slowdown/);
    assert.match(
      renderTerminalReport({ results: buildResults({ injectCpuMicroseconds: { mion: 25 } }) }),
      /^! Artificial changes injected: mion \+25 µs/m,
    );
  });

  it('strips control characters a server could use to rewrite the terminal', () => {
    const results = buildResults({
      servers: [
        { name: 'http-node', requestsPerSecond: 17000 },
        {
          name: 'evil',
          requestsPerSecond: 0,
          status: 'failed',
          failure: { stage: 'check', message: 'bad\u001b[2J\u001b[Hanswer\nsecond line' },
        },
      ],
      warnings: ['clear\u001b[2Jscreen'],
    });
    const text = renderTerminalReport({ results });
    assert.ok(!text.includes('\u001b'));
    assert.match(text, /failed at check: bad \[2J \[Hanswer second line/);
  });
});
