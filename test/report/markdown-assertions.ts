import assert from 'node:assert/strict';

/** Cells of a GFM table row, split on pipes that are not escaped. */
export function tableCells(line: string): string[] {
  return line
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Every markdown table in the text: consecutive lines starting with "|". */
export function markdownTables(markdown: string): string[][] {
  const tables: string[][] = [];
  let current: string[] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('|')) {
      current.push(line);
    } else if (current.length > 0) {
      tables.push(current);
      current = [];
    }
  }
  if (current.length > 0) tables.push(current);
  return tables;
}

/** A table is whole when it has a header, a delimiter row, and every row has the header's cell count. */
export function assertWholeTables(markdown: string): void {
  for (const table of markdownTables(markdown)) {
    const width = tableCells(table[0]!).length;
    assert.match(table[1] ?? '', /^\|( :?-+:? \|)+$/, `delimiter row missing under ${table[0]}`);
    for (const row of table) assert.equal(tableCells(row).length, width, `row breaks the table: ${row}`);
  }
}

export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((match) => match[1]!);
}

/** Every part is in the markdown, and in the order given. */
export function assertPartsInOrder(markdown: string, parts: string[]): void {
  const positions = parts.map((text) => markdown.indexOf(text));
  const missing = parts.filter((_, index) => positions[index]! < 0);
  assert.deepEqual(missing, [], `missing part(s): ${missing.join(' | ')}`);
  assert.deepEqual(
    positions,
    [...positions].sort((a, b) => a - b),
    `parts out of order: ${parts.join(' | ')}`,
  );
}
