import { MAX_NAME_CHARS, MAX_TEXT_CHARS } from './item-limits.ts';

/**
 * Shapes shared by the results schema, its `where` part and the gate outcome's schema, in a module
 * of their own so that each schema can use them without importing another schema (results-schema
 * imports where-schema and gate-outcome-schema). Every number is bounded: JSON has no NaN, but a
 * number like 1e400 parses to Infinity and a hand-edited file can hold anything, and either would
 * poison the statistics or a report's arithmetic.
 */
export const MAX_FIGURE = 1e12;
/** A measured amount: requests/s, bytes, instructions, microseconds. */
export const figure = { type: 'number', minimum: 0, maximum: MAX_FIGURE } as const;
/** A change or difference, which may be negative. */
export const signedFigure = { type: 'number', minimum: -MAX_FIGURE, maximum: MAX_FIGURE } as const;
export const count = { type: 'integer', minimum: 0, maximum: MAX_FIGURE } as const;
export const text = { type: 'string', maxLength: MAX_TEXT_CHARS } as const;
export const serverName = {
  type: 'string',
  pattern: '^[a-z0-9][a-z0-9._-]*$',
  maxLength: MAX_NAME_CHARS,
} as const;
// Any scenario of the scenarios file in use; its name rule is the file's (scenarios-file-schema.ts).
export const scenarioName = {
  type: 'string',
  pattern: '^[a-z0-9][a-z0-9-]*$',
  maxLength: MAX_NAME_CHARS,
} as const;
