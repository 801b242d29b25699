import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';
import { buildInstructionsTable, INSTRUCTIONS_NOTE } from '../../src/report/instructions-table.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import { renderTerminalReport } from '../../src/report/terminal-table.ts';
import type { InstructionSample, ResultsFile } from '../../src/results/results-types.ts';
import { buildResults } from '../helpers/results-fixture.ts';
import { comparison, gateOutcome } from './gate-fixture.ts';
import { markdownTables, tableCells } from './markdown-assertions.ts';

function sample(process: number, instructionsPerRequest: number, valid = true): InstructionSample {
  return {
    process,
    startedAt: '2026-11-21T10:00:00.000Z',
    valid,
    instructionsPerRequest,
    warmupInstructionsPerRequest: [],
    measuredInstructionsPerRequest: [instructionsPerRequest],
    otherThreadsInstructionsPerRequest: 1_000,
    measuredRequests: 6000,
    wallSeconds: 90,
  };
}

function counted(): ResultsFile {
  return {
    ...buildResults({ scenarios: ['hello'] }),
    instructions: {
      settings: { ...DEFAULT_INSTRUCTION_COUNTING, valgrindVersion: 'valgrind-3.19.0' },
      scenarios: [
        {
          scenario: 'hello',
          servers: [
            { server: 'mion', samples: [sample(0, 97_000), sample(1, 98_000), sample(2, 0, false)] },
            { server: 'mion.base', samples: [sample(0, 96_000)] },
          ],
        },
      ],
    },
  };
}

describe('the instructions table', () => {
  it('gives each server its median count, its spread between processes and how many processes counted', () => {
    const table = buildInstructionsTable(counted())!;
    assert.deepEqual(table.rows[0]!.cells, ['hello', 'mion', '97,500', '0.73%', '2/3']);
    assert.equal(table.rows[0]!.emphasised, true);
    // One process gives no spread: said, not invented.
    assert.deepEqual(table.rows[1]!.cells, ['hello', 'mion.base', '96,000', 'n/a', '1/1']);
  });

  it('is absent from a wall-time run, and present with its meaning in both reports of a counted one', () => {
    assert.equal(buildInstructionsTable(buildResults({ scenarios: ['hello'] })), undefined);
    const counts = {
      ...comparison('instructionsPerRequest', 0.004, 0.004, 'inconclusive'),
      threshold: 0.005,
    };
    const gate = gateOutcome({ measure: 'instructions', verdict: 'inconclusive', metrics: [counts] });
    const markdown = renderMarkdownReport({ results: counted(), gate });
    assert.ok(markdown.includes(`#### Instructions per request\n\n${INSTRUCTIONS_NOTE}`));
    const rows = markdownTables(markdown).flatMap((table) => table.map(tableCells));
    assert.ok(rows.some((cells) => cells.includes('+0.4%')));
    // The metric and its threshold, shared by every row, are said once under the table.
    assert.match(
      markdown,
      /_Every row: Metric: instructions\/request; Decided by: [^;]+; Threshold: \+0\.5%\._/,
    );
    assert.match(markdown, /Counted instructions: mion's instructions per request under callgrind/);
    assert.ok(renderTerminalReport({ results: counted(), gate }).includes(INSTRUCTIONS_NOTE));
  });
});
