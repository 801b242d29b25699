/**
 * A table as plain, unescaped text: built once, then rendered as GitHub markdown or as an aligned
 * terminal table, so both outputs always show the same columns and figures.
 */

export type ColumnAlign = 'left' | 'right' | 'center';

export interface TextColumn {
  header: string;
  align: ColumnAlign;
}

export interface TextRow {
  cells: string[];
  /** The subject's row, printed bold as in the published tables. */
  emphasised: boolean;
}

export interface TextTable {
  columns: TextColumn[];
  rows: TextRow[];
  /** A line printed under the table: what every row shares, said once instead of in a column. */
  caption?: string;
}

/**
 * Drops the named columns whose cell is the same in every row (a table of one row included), and says
 * their values once in the caption ("Metric requests/s; Threshold -5.0%"): a narrower table a
 * reader takes in at a glance, with nothing lost.
 */
export function foldSharedColumns(table: TextTable, foldable: string[]): TextTable {
  if (table.rows.length === 0) return table;
  const shared = table.columns
    .map((column, index) => ({ column, index }))
    .filter(
      ({ column, index }) =>
        foldable.includes(column.header) &&
        table.rows.every((row) => row.cells[index] === table.rows[0]!.cells[index]),
    );
  if (shared.length === 0) return table;
  const dropped = new Set(shared.map(({ index }) => index));
  const keep = <T>(items: T[]) => items.filter((_, index) => !dropped.has(index));
  const said = shared
    .map(({ column, index }) => `${column.header}: ${table.rows[0]!.cells[index]}`)
    .join('; ');
  return {
    columns: keep(table.columns),
    rows: table.rows.map((row) => ({ ...row, cells: keep(row.cells) })),
    caption: [table.caption, `Every row: ${said}.`].filter((part) => part !== undefined).join(' '),
  };
}
