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
}
