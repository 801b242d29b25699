import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A generated block of a document sits between `<!-- NAME:start -->` and `<!-- NAME:end -->`: the
 * writer (npm run simulate:rates) replaces what is between, a test reads it back.
 */
function markers(name: string): RegExp {
  return new RegExp(`(<!-- ${name}:start -->)([\\s\\S]*?)(<!-- ${name}:end -->)`);
}

/** The block's text, without the blank lines around it; fails naming the document and block. */
export function readBlock(path: string | URL, name: string): string {
  const found = markers(name).exec(readFileSync(path, 'utf8'));
  if (!found) throw new Error(`${String(path)} has no ${name} block`);
  return found[2]!.trim();
}

/** Writes `content` as the block, with a blank line each side (prettier keeps a table so). */
export function writeBlock(path: string | URL, name: string, content: string): void {
  const text = readFileSync(path, 'utf8');
  if (!markers(name).test(text)) throw new Error(`${String(path)} has no ${name} block`);
  writeFileSync(
    path,
    text.replace(
      markers(name),
      (_all, start: string, _old, end: string) => `${start}\n\n${content}\n\n${end}`,
    ),
  );
}
