import { escapeMarkdown } from './escape-markdown.ts';
import type { ColumnAlign, TextTable } from './text-table.ts';

const DELIMITER_BY_ALIGN: Record<ColumnAlign, string> = { left: ':--', right: '--:', center: ':-:' };

function markdownCell(text: string, emphasised: boolean): string {
  const escaped = escapeMarkdown(text);
  // "****" would render as a horizontal rule or stray asterisks, so empty cells stay plain.
  return emphasised && escaped !== '' ? `**${escaped}**` : escaped;
}

/** A GFM pipe table; every cell is escaped, so cell text may come from anywhere. */
export function renderMarkdownTable(table: TextTable): string {
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  const rendered = [
    line(table.columns.map((column) => markdownCell(column.header, false))),
    line(table.columns.map((column) => DELIMITER_BY_ALIGN[column.align])),
    ...table.rows.map((row) => line(row.cells.map((cell) => markdownCell(cell, row.emphasised)))),
  ].join('\n');
  return table.caption ? `${rendered}\n\n_${escapeMarkdown(table.caption)}_` : rendered;
}
