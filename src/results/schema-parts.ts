import { MAX_NAME_CHARS, MAX_SAMPLES, MAX_SCENARIOS, MAX_SERVERS, MAX_TEXT_CHARS } from './item-limits.ts';

/**
 * Shapes shared by the results schema and its parts (settings, server runs, round samples,
 * instruction counts, where, the gate outcome), in a module of their own so that each part can use
 * them without importing another schema (results-schema imports the parts). Every number is bounded: JSON has no NaN, but a
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

/** A series of measured amounts: a process's chunks, a round's memory and CPU, start-ups. */
export const figures = { type: 'array', items: figure, maxItems: MAX_SAMPLES } as const;

/** Per scenario, per server, a list of samples under `listName`: rounds, or counted processes. */
export function perScenarioPerServer<Item>(listName: string, item: Item) {
  return {
    type: 'array',
    maxItems: MAX_SCENARIOS,
    items: {
      type: 'object',
      required: ['scenario', 'servers'],
      properties: {
        scenario: scenarioName,
        servers: {
          type: 'array',
          maxItems: MAX_SERVERS,
          items: {
            type: 'object',
            required: ['server', listName],
            properties: {
              server: serverName,
              [listName]: { type: 'array', items: item, maxItems: MAX_SAMPLES },
            },
          },
        },
      },
    },
  } as const;
}
