import { count, figure, scenarioName, signedFigure, text } from './schema-parts.ts';

/**
 * JSON Schema of a results file's `where` (where-it-changed.ts). Changes may be negative; every
 * number is bounded (schema-parts.ts) so a hand-edited file cannot carry Infinity into a report.
 */
const paths = { type: 'array', items: text, maxItems: 1_000 } as const;

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
      properties: { headProfiles: paths, baseProfiles: paths, flameGraph: text },
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
  maxItems: 100,
  items: { oneOf: [profiled, counted, notProfiled] },
} as const;
