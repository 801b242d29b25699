import { MEASURE_NAMES } from '../gate/gate-types.ts';
import { gateOutcomeSchema } from './gate-outcome-schema.ts';
import { instructionsSchema } from './instructions-schema.ts';
import {
  MAX_SCENARIOS,
  MAX_SERVERS,
  MAX_SHARD_RUNS,
  MAX_SHARDS,
  MAX_STARTUP_GROWTH,
  MAX_WARNINGS,
} from './item-limits.ts';
import { RESULTS_SCHEMA_VERSION } from './results-types.ts';
import { roundSampleSchema } from './round-sample-schema.ts';
import {
  count,
  figure,
  figures,
  perScenarioPerServer,
  scenarioName,
  serverName,
  signedFigure,
  text,
} from './schema-parts.ts';
import { serverRunSchema } from './server-run-schema.ts';
import { settingsSchema } from './settings-schema.ts';
import { whereSchema } from './where-schema.ts';

/**
 * JSON Schema of a results file, which is also the baseline format (docs/results-format.md): the
 * whole, with each larger part in a file of its own (settings, server runs, round samples,
 * instruction counts, the gate's outcome, where it changed). Its number shapes carry bounds
 * (schema-parts.ts), its lists item limits (item-limits.ts).
 */
const measureName = { enum: [...MEASURE_NAMES] } as const;

export const resultsSchema = {
  type: 'object',
  required: [
    'schemaVersion',
    'tool',
    'createdAt',
    'environment',
    'settings',
    'servers',
    'scenarios',
    'warnings',
    'durationSeconds',
  ],
  properties: {
    schemaVersion: { const: RESULTS_SCHEMA_VERSION },
    tool: { type: 'object', required: ['name', 'version'], properties: { name: text, version: text } },
    createdAt: text,
    git: { type: 'object', properties: { commit: text, ref: text, pullRequestHead: text } },
    environment: {
      type: 'object',
      required: ['cpuModel', 'cpuCount', 'memoryBytes', 'os', 'nodeVersion'],
      properties: { cpuModel: text, cpuCount: count, memoryBytes: figure, os: text, nodeVersion: text },
    },
    settings: settingsSchema,
    servers: { type: 'array', items: serverRunSchema, maxItems: MAX_SERVERS },
    scenarios: perScenarioPerServer('rounds', roundSampleSchema),
    warnings: { type: 'array', items: text, maxItems: MAX_WARNINGS },
    startupGrowth: {
      type: 'array',
      maxItems: MAX_STARTUP_GROWTH,
      items: {
        type: 'object',
        required: ['server', 'extraRoutes', 'startupMs'],
        properties: { server: serverName, extraRoutes: count, startupMs: figures },
      },
    },
    instructions: instructionsSchema,
    durationSeconds: figure,
    shard: {
      type: 'object',
      required: ['index', 'count', 'scenarios'],
      properties: {
        index: { type: 'integer', minimum: 1, maximum: MAX_SHARDS },
        count: { type: 'integer', minimum: 1, maximum: MAX_SHARDS },
        scenarios: { type: 'array', items: scenarioName, minItems: 1, maxItems: MAX_SCENARIOS },
        measures: { type: 'array', items: measureName, minItems: 1, maxItems: MEASURE_NAMES.length },
      },
    },
    gate: gateOutcomeSchema,
    where: whereSchema,
    // Numbers, scenario names and a hex commit: the comment shows them, and a pull request writes them.
    mainHistory: {
      type: 'array',
      maxItems: MAX_SCENARIOS * MEASURE_NAMES.length,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['scenario', 'measure', 'head', 'commits'],
        properties: {
          scenario: scenarioName,
          measure: measureName,
          head: figure,
          commits: count,
          median: figure,
          low: figure,
          high: figure,
          latestCommit: { type: 'string', pattern: '^[0-9a-f]{7,40}$' },
          change: signedFigure,
          none: { enum: ['no-history', 'other-conditions'] },
        },
      },
    },
    shardRuns: {
      type: 'array',
      maxItems: MAX_SHARD_RUNS,
      items: {
        type: 'object',
        required: ['index', 'count', 'cpuModel', 'cpuCount', 'createdAt', 'durationSeconds', 'scenarios'],
        properties: {
          index: { type: 'integer', minimum: 1, maximum: MAX_SHARDS },
          count: { type: 'integer', minimum: 1, maximum: MAX_SHARDS },
          cpuModel: text,
          cpuCount: count,
          createdAt: text,
          durationSeconds: figure,
          scenarios: { type: 'array', items: scenarioName, maxItems: MAX_SCENARIOS },
          measure: measureName,
        },
      },
    },
  },
} as const;
