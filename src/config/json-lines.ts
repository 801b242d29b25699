import type { ValidateFunction } from 'ajv';
import { UserInputError } from '../user-input-error.ts';

const MAX_LINE_CHARS = 4096;

/**
 * The objects of a JSON-lines file (the history branch's files), in order; a bad line throws one
 * line naming the file, the line and the field, so nothing is read from a file with a bad line.
 */
export function parseJsonLines<T>(text: string, label: string, validate: ValidateFunction<T>): T[] {
  const objects: T[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const where = `${label} line ${index + 1}`;
    if (raw.trim() === '') continue;
    if (raw.length > MAX_LINE_CHARS)
      throw new UserInputError(`${where}: longer than ${MAX_LINE_CHARS} characters`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      throw new UserInputError(`${where}: not JSON (${(error as Error).message})`);
    }
    if (!validate(parsed)) {
      const [first] = validate.errors ?? [];
      throw new UserInputError(
        `${where}: ${first?.instancePath || 'the line'} ${first?.message ?? 'is not valid'}`,
      );
    }
    objects.push(parsed);
  }
  return objects;
}

/** The file's text with `added` appended, one JSON object a line, keeping what was there. */
export function withLinesAppended(before: string, added: unknown[]): string {
  const separator = before === '' || before.endsWith('\n') ? '' : '\n';
  return `${before}${separator}${added.map((object) => JSON.stringify(object)).join('\n')}\n`;
}
