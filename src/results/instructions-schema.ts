import { MAX_NODE_FLAGS } from './item-limits.ts';
import { count, figure, figures, perScenarioPerServer, text } from './schema-parts.ts';

/**
 * The results file's instruction counts (--measure instructions): how they were counted, the
 * processor the guest saw, and each counted process's sample.
 */

const instructionSample = {
  type: 'object',
  required: [
    'process',
    'startedAt',
    'valid',
    'instructionsPerRequest',
    'warmupInstructionsPerRequest',
    'measuredInstructionsPerRequest',
    'otherThreadsInstructionsPerRequest',
    'measuredRequests',
    'wallSeconds',
  ],
  properties: {
    process: count,
    startedAt: text,
    valid: { type: 'boolean' },
    invalidReason: text,
    instructionsPerRequest: figure,
    warmupInstructionsPerRequest: figures,
    measuredInstructionsPerRequest: figures,
    otherThreadsInstructionsPerRequest: figure,
    measuredRequests: count,
    wallSeconds: figure,
  },
} as const;

export const instructionsSchema = {
  type: 'object',
  required: ['settings', 'scenarios'],
  properties: {
    settings: {
      type: 'object',
      required: [
        'valgrindVersion',
        'uninstrumentedWarmupRequests',
        'chunkRequests',
        'minWarmupChunks',
        'maxWarmupChunks',
        'settleTolerance',
        'settledChunks',
        'measuredChunks',
        'connections',
        'pipelining',
        'nodeFlags',
      ],
      properties: {
        valgrindVersion: text,
        uninstrumentedWarmupRequests: count,
        chunkRequests: count,
        minWarmupChunks: count,
        maxWarmupChunks: count,
        settleTolerance: figure,
        settledChunks: count,
        measuredChunks: count,
        connections: count,
        pipelining: count,
        nodeFlags: { type: 'array', items: text, maxItems: MAX_NODE_FLAGS },
        scenariosPerProcess: { type: 'integer', minimum: 1, maximum: 1 },
      },
    },
    countedCpu: {
      type: 'object',
      required: ['summary', 'digest'],
      // Plain words and hex only: a pull request writes its results, and nothing here may become markup.
      properties: {
        summary: { type: 'string', pattern: '^[A-Za-z0-9 .,:_-]{1,120}$' },
        digest: { type: 'string', pattern: '^[0-9a-f]{12}$' },
      },
    },
    scenarios: perScenarioPerServer('samples', instructionSample),
  },
} as const;
