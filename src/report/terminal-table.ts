import { sideFiguresOf } from './side-figures.ts';
import { buildInstructionsTable, INSTRUCTIONS_NOTE } from './instructions-table.ts';
import { buildStartupGrowthTable } from './startup-growth-table.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { environmentItems } from './environment-summary.ts';
import { summariseGate } from './gate-summary.ts';
import { allWarnings, driftNotice, injectionNotice } from './report-notices.ts';
import { buildResultsTable, UNITS_NOTE } from './results-table.ts';
import { runtimeNote } from './runtime-note.ts';
import { toSingleLine } from './single-line-text.ts';
import type { ColumnAlign, TextTable } from './text-table.ts';

export interface TerminalReportInput {
  results: ResultsFile;
  gate?: GateOutcome;
}

const COLUMN_GAP = '  ';
// The subject's row is marked in the first column, since plain text has no bold.
const EMPHASIS_MARK = '* ';
const NO_MARK = '  ';

/** Code points, not UTF-16 units, so "✓" counts as one column. */
function width(text: string): number {
  return [...text].length;
}

function pad(text: string, columnWidth: number, align: ColumnAlign): string {
  const space = columnWidth - width(text);
  if (align === 'right') return ' '.repeat(space) + text;
  if (align === 'center') return ' '.repeat(Math.floor(space / 2)) + text + ' '.repeat(Math.ceil(space / 2));
  return text + ' '.repeat(space);
}

/** Aligned columns; every cell is reduced to one line so text from a server cannot move the cursor. */
export function renderTerminalTable(table: TextTable): string {
  const header = table.columns.map((column) => toSingleLine(column.header));
  const rows = table.rows.map((row) => row.cells.map((cell) => toSingleLine(cell)));
  const widths = header.map((text, column) =>
    Math.max(width(text), ...rows.map((cells) => width(cells[column] ?? ''))),
  );
  const line = (cells: string[], mark: string): string =>
    (
      mark +
      cells
        .map((cell, column) => pad(cell, widths[column] ?? 0, table.columns[column]?.align ?? 'left'))
        .join(COLUMN_GAP)
    ).trimEnd();
  const rule = NO_MARK + widths.map((columnWidth) => '-'.repeat(columnWidth)).join(COLUMN_GAP);
  return [
    line(header, NO_MARK),
    rule,
    ...rows.map((cells, index) => line(cells, table.rows[index]?.emphasised ? EMPHASIS_MARK : NO_MARK)),
    ...(table.caption ? [NO_MARK + toSingleLine(table.caption)] : []),
  ].join('\n');
}

function gateLines(gate: GateOutcome, results: ResultsFile): string[] {
  const summary = summariseGate(gate, sideFiguresOf(results, gate), {
    atRate: results.settings.rate !== undefined,
  });
  const { table, confirmation } = summary;
  return [
    toSingleLine(summary.title.toUpperCase()),
    ...(summary.headline ? [toSingleLine(summary.headline)] : []),
    ...(table ? ['', renderTerminalTable(table)] : []),
    ...(confirmation ? ['', toSingleLine(confirmation.sentence)] : []),
    ...(confirmation?.table ? [renderTerminalTable(confirmation.table)] : []),
    '',
    ...[...summary.caveats, ...summary.reasons, ...summary.details].map((line) => toSingleLine(line)),
  ];
}

/** The CLI's report: gate verdict when there is one, notices, a table per scenario, then how it was measured. */
export function renderTerminalReport({ results, gate }: TerminalReportInput): string {
  const notices = [injectionNotice(results), driftNotice(gate)].filter((n): n is string => n !== undefined);
  const warnings = allWarnings(results);
  const sections = [
    ...(gate ? [gateLines(gate, results).join('\n')] : []),
    ...notices.map((notice) => `! ${toSingleLine(notice)}`),
    ...results.scenarios.map(
      (scenario) =>
        `Scenario: ${toSingleLine(scenario.scenario)}\n\n${renderTerminalTable(buildResultsTable({ results, scenario }))}`,
    ),
    [UNITS_NOTE, runtimeNote(results)].filter((note) => note !== undefined).join(' '),
    ...instructionsSection(results),
    ...startupSection(results),
    ...(warnings.length > 0
      ? [['Warnings:', ...warnings.map((w) => `- ${toSingleLine(w)}`)].join('\n')]
      : []),
    environmentItems(results)
      .map(({ label, value, command }) => `${label}: ${command ? `${command} ` : ''}${toSingleLine(value)}`)
      .join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}

function instructionsSection(results: ResultsFile): string[] {
  const table = buildInstructionsTable(results);
  return table ? [`${INSTRUCTIONS_NOTE}\n\n${renderTerminalTable(table)}`] : [];
}

function startupSection(results: ResultsFile): string[] {
  const table = buildStartupGrowthTable(results);
  return table ? [`Start-up time as routes grow (median of 3 starts):\n\n${renderTerminalTable(table)}`] : [];
}
