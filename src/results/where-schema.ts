import { MEASURE_NAMES } from '../gate/gate-types.ts';
import { MAX_SCENARIOS } from './item-limits.ts';
import { count, figure, scenarioName, signedFigure, text } from './schema-parts.ts';

/**
 * JSON Schema of a results file's `where` (where-it-changed.ts). Changes may be negative; every
 * number is bounded (schema-parts.ts) so a hand-edited file cannot carry Infinity into a report.
 */
/**
 * A file the run wrote: any path a runner or a developer's machine gives, but no character that
 * means something to markdown or HTML (backticks, brackets, angle brackets, pipes, asterisks), no
 * control, invisible or bidirectional character. The report never prints these paths (it names the
 * folder from the scenario), so this only keeps a fork's file from carrying markup at all.
 */
const artifactPath = {
  type: 'string',
  minLength: 1,
  maxLength: 4_096,
  pattern:
    '^[^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff`<>\\[\\]|*!#@&]+$',
} as const;

const paths = { type: 'array', items: artifactPath, maxItems: 1_000 } as const;

const perRequestChange = {
  type: 'object',
  additionalProperties: false,
  required: ['mean'],
  properties: { mean: signedFigure, lower: signedFigure, upper: signedFigure },
} as const;

const functionChange = {
  type: 'object',
  additionalProperties: false,
  required: ['fn', 'headPerRequest', 'basePerRequest', 'change'],
  properties: {
    fn: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'file', 'line', 'column'],
      properties: { name: text, file: text, line: count, column: count },
    },
    source: {
      type: 'object',
      additionalProperties: false,
      required: ['file', 'line'],
      properties: { file: text, line: count },
    },
    headPerRequest: figure,
    basePerRequest: figure,
    change: perRequestChange,
  },
} as const;

/** What both measures' comparisons hold, beside their own fields. */
const comparisonRequired = [
  'scenario',
  'measure',
  'artifacts',
  'pairs',
  'confidence',
  'headTotalPerRequest',
  'baseTotalPerRequest',
  'totalChange',
  'rows',
  'functionsCompared',
  'functionsOutsideZero',
] as const;

const comparisonProperties = {
  scenario: scenarioName,
  pairs: count,
  confidence: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
  headTotalPerRequest: figure,
  baseTotalPerRequest: figure,
  totalChange: perRequestChange,
  rows: { type: 'array', items: functionChange, maxItems: 100 },
  functionsCompared: count,
  functionsOutsideZero: count,
  explainedShare: signedFigure,
} as const;

const profiled = {
  type: 'object',
  additionalProperties: false,
  required: [...comparisonRequired, 'durationSeconds'],
  properties: {
    ...comparisonProperties,
    measure: { const: 'wall-time' },
    durationSeconds: figure,
    artifacts: {
      type: 'object',
      additionalProperties: false,
      required: ['headProfiles', 'baseProfiles', 'flameGraph'],
      properties: { headProfiles: paths, baseProfiles: paths, flameGraph: artifactPath },
    },
  },
} as const;

const counted = {
  type: 'object',
  additionalProperties: false,
  required: [...comparisonRequired, 'requestsPerProcess'],
  properties: {
    ...comparisonProperties,
    measure: { const: 'instructions' },
    requestsPerProcess: count,
    artifacts: {
      type: 'object',
      additionalProperties: false,
      required: ['headDumps', 'baseDumps'],
      properties: { headDumps: paths, baseDumps: paths },
    },
  },
} as const;

const notProfiled = {
  type: 'object',
  additionalProperties: false,
  required: ['scenario', 'measure', 'error'],
  properties: { scenario: scenarioName, measure: { enum: ['wall-time', 'instructions'] }, error: text },
} as const;

export const whereSchema = {
  type: 'array',
  // A merged pull request says where once per scenario and measure.
  maxItems: MAX_SCENARIOS * MEASURE_NAMES.length,
  items: { oneOf: [profiled, counted, notProfiled] },
} as const;
