import { Ajv } from 'ajv';
import type { Measure } from '../gate/gate-types.ts';
import { parseJsonLines } from './json-lines.ts';

/**
 * One line of main's history (docs/history-format.md): one commit's figure in one scenario and
 * measure. Only the first five fields are required; a line written by hand, or by another tool,
 * with just those is valid. The format stands here, with the inputs, because compare --history
 * reads a history file as one of them before anything is measured; history/ writes and analyses it.
 */

/** A paired run's change of head against base, as a fraction, with its interval. */
export interface PairedChange {
  change: number;
  lower: number;
  upper: number;
  confidence: number;
}

export interface HistoryLine {
  commit: string;
  /** ISO 8601: when the figure was taken. */
  date: string;
  scenario: string;
  /** instructions: instructions per request (lower is better); wall-time: requests/s (higher is better). */
  measure: Measure;
  value: number;
  /** Processes the value is the median of. */
  processes?: number;
  /** Standard deviation of the processes' logs. */
  spreadLog?: number;
  /**
   * Digest of the conditions the value was taken under (history/history-from-results.ts): values under
   * different conditions are never read as one series, since the conditions alone move them.
   */
  conditions?: string;
  /** The paired change against the commit's parent, where the run measured one. */
  pairedChange?: PairedChange;
}

/** The fields a confirmation line shares with a history line (history/change-point-confirmation.ts). */
export const SHARED_LINE_FIELDS = {
  commit: { type: 'string', pattern: '^[0-9a-f]{7,40}$' },
  // ISO 8601 only: Date.parse alone takes "Nov 26 2026 (any text)", and a date may reach a page.
  date: {
    type: 'string',
    format: 'date-time',
    maxLength: 40,
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$',
  },
  scenario: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' },
  measure: { enum: ['instructions', 'wall-time'] },
  pairedChange: {
    type: 'object',
    additionalProperties: false,
    required: ['change', 'lower', 'upper', 'confidence'],
    properties: {
      change: { type: 'number' },
      lower: { type: 'number' },
      upper: { type: 'number' },
      confidence: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
    },
  },
} as const;

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['commit', 'date', 'scenario', 'measure', 'value'],
  properties: {
    ...SHARED_LINE_FIELDS,
    value: { type: 'number', exclusiveMinimum: 0 },
    processes: { type: 'integer', minimum: 1 },
    spreadLog: { type: 'number', minimum: 0 },
    conditions: { type: 'string', pattern: '^[0-9a-f]{12}$' },
  },
} as const;

/** Shared by the history's other files (history/change-point-confirmation.ts). */
export const ajv = new Ajv({
  allErrors: false,
  formats: { 'date-time': (text: string) => !Number.isNaN(Date.parse(text)) },
});
const validate = ajv.compile<HistoryLine>(schema);

/** The lines of a history file, in order; a bad line throws one line naming the file, the line and the field. */
export function parseHistory(text: string, label: string): HistoryLine[] {
  return parseJsonLines(text, label, validate);
}

export function formatHistoryLine(line: HistoryLine): string {
  return JSON.stringify(line);
}
