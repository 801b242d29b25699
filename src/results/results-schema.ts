import { MEASURE_NAMES } from '../gate/gate-types.ts';
import { gateOutcomeSchema } from './gate-outcome-schema.ts';
import { RESULTS_SCHEMA_VERSION } from './results-types.ts';
import {
  MAX_NODE_FLAGS,
  MAX_SAMPLES,
  MAX_SCENARIOS,
  MAX_SERVERS,
  MAX_SHARD_RUNS,
  MAX_SHARDS,
  MAX_STARTUP_GROWTH,
  MAX_TARBALLS,
  MAX_WARNINGS,
} from './item-limits.ts';
import { count, figure, scenarioName, serverName, signedFigure, text } from './schema-parts.ts';
import { whereSchema } from './where-schema.ts';

/**
 * JSON Schema of a results file, which is also the baseline format (docs/results-format.md).
 * Its number shapes carry bounds (schema-parts.ts), its lists item limits (item-limits.ts).
 */
const figures = { type: 'array', items: figure, maxItems: MAX_SAMPLES } as const;

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

/** Per scenario, per server, a list of samples under `listName`: rounds, or counted processes. */
function perScenarioPerServer<Item>(listName: string, item: Item) {
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

/**
 * An HdrHistogram in its compressed base64 form: base64's letters only, so that no markup can ride in
 * it; bounded, as a round's histogram at three significant digits takes a few kilobytes.
 */
const encodedHistogram = {
  type: 'string',
  pattern: '^[A-Za-z0-9+/=]*$',
  maxLength: 100_000,
  // results-ajv.ts: its header, inflated size and counts, checked before it is decoded.
  boundedHdrHistogram: true,
} as const;

const atRate = {
  type: 'object',
  required: [
    'ratePerSecond',
    'achievedPerSecond',
    'waitedForConnection',
    'latencyHistogram',
    'generatorLagUs',
  ],
  additionalProperties: false,
  properties: {
    ratePerSecond: figure,
    achievedPerSecond: figure,
    waitedForConnection: count,
    resentAfterClose: count,
    latencyHistogram: encodedHistogram,
    generatorLagUs: {
      type: 'object',
      required: ['p50', 'p99', 'max'],
      additionalProperties: false,
      properties: { p50: figure, p99: figure, max: figure },
    },
  },
} as const;

/** Per scenario, a rate in requests per second (settings.ratePerSecondByScenario, capacity). */
const perScenarioFigure = {
  type: 'object',
  propertyNames: scenarioName,
  maxProperties: MAX_SCENARIOS,
  additionalProperties: figure,
} as const;

const roundSample = {
  type: 'object',
  required: [
    'block',
    'roundInBlock',
    'sequence',
    'startedAt',
    'valid',
    'requestsPerSecond',
    'latencyMs',
    'throughputBytesPerSecond',
    'requestsTotal',
    'errors',
    'timeouts',
    'non2xx',
    'serverMaxMemoryBytes',
    'serverMaxCpuPercent',
    'serverMemorySeriesBytes',
    'serverCpuSeriesPercent',
    'clientCpuPercent',
    'clientSaturated',
  ],
  properties: {
    block: count,
    roundInBlock: count,
    sequence: count,
    startedAt: text,
    valid: { type: 'boolean' },
    invalidReason: text,
    requestsPerSecond: figure,
    latencyMs: {
      type: 'object',
      required: ['mean', 'p50', 'p90', 'p99', 'max'],
      properties: { mean: figure, p50: figure, p90: figure, p99: figure, p999: figure, max: figure },
    },
    throughputBytesPerSecond: figure,
    requestsTotal: count,
    errors: count,
    timeouts: count,
    non2xx: count,
    serverMaxMemoryBytes: figure,
    serverMaxCpuPercent: figure,
    serverMemorySeriesBytes: figures,
    serverCpuSeriesPercent: figures,
    clientCpuPercent: figure,
    clientSaturated: { type: 'boolean' },
    serverCpuSecondsPerRequest: figure,
    cpuProfilePath: { type: 'string' },
    loadedWith: { type: 'array', items: serverName, maxItems: MAX_SERVERS },
    atRate,
  },
} as const;

const recordedSource = {
  oneOf: [
    {
      type: 'object',
      required: ['kind', 'version'],
      additionalProperties: false,
      properties: { kind: { const: 'npm' }, version: text },
    },
    {
      type: 'object',
      required: ['kind', 'commit'],
      additionalProperties: false,
      properties: { kind: { const: 'git' }, commit: { type: 'string', pattern: '^[0-9a-f]{40}$' } },
    },
    {
      type: 'object',
      required: ['kind', 'dir', 'files'],
      additionalProperties: false,
      properties: {
        kind: { const: 'tarballs' },
        dir: text,
        files: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_TARBALLS,
          items: {
            type: 'object',
            required: ['file', 'sha512'],
            additionalProperties: false,
            properties: {
              file: { type: 'string', pattern: '^[^/\\\\]+\\.tgz$', maxLength: 200 },
              sha512: { type: 'string', pattern: '^[A-Za-z0-9+/]{86}==$' },
            },
          },
        },
      },
    },
  ],
} as const;

const serverRun = {
  type: 'object',
  required: ['name', 'framework', 'version', 'router', 'validation', 'description', 'status', 'startupMs'],
  properties: {
    name: serverName,
    framework: text,
    version: text,
    router: { type: 'boolean' },
    validation: { enum: ['✓', '-', '✗'] },
    description: text,
    source: text,
    rebuildFrom: recordedSource,
    lockfileDigest: { type: 'string', pattern: '^[0-9a-f]{12}$' },
    runtime: text,
    unknownKeys: { enum: ['reject', 'strip'] },
    status: { enum: ['measured', 'failed', 'unavailable'] },
    failure: {
      type: 'object',
      required: ['stage', 'message'],
      properties: {
        stage: { enum: ['install', 'build', 'start', 'check', 'load', 'source'] },
        message: text,
      },
    },
    startupMs: figures,
  },
} as const;

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
    settings: {
      type: 'object',
      required: [
        'scenarios',
        'servers',
        'rounds',
        'roundsPerBlock',
        'durationSeconds',
        'warmupSeconds',
        'connections',
        'pipelining',
        'sampleIntervalMs',
        'pinning',
        'injectCpuMicroseconds',
      ],
      properties: {
        scenarios: { type: 'array', items: scenarioName, minItems: 1, maxItems: MAX_SCENARIOS },
        scenarioDigests: {
          type: 'object',
          propertyNames: scenarioName,
          maxProperties: MAX_SCENARIOS,
          additionalProperties: { type: 'string', pattern: '^[0-9a-f]{16}$' },
        },
        servers: { type: 'array', items: serverName, minItems: 1, maxItems: MAX_SERVERS, uniqueItems: true },
        rounds: count,
        roundsPerBlock: count,
        durationSeconds: figure,
        warmupSeconds: figure,
        connections: count,
        pipelining: count,
        sampleIntervalMs: figure,
        pinning: {
          type: 'object',
          required: ['enabled'],
          properties: {
            enabled: { type: 'boolean' },
            reason: text,
            serverCpus: text,
            loadGeneratorCpus: text,
            loadGeneratorThreads: { type: 'integer', minimum: 1, maximum: 1024 },
          },
        },
        injectCpuMicroseconds: { type: 'object', maxProperties: MAX_SERVERS, additionalProperties: figure },
        injectWorkIterations: { type: 'object', maxProperties: MAX_SERVERS, additionalProperties: count },
        injectCpuShare: {
          type: 'object',
          maxProperties: MAX_SERVERS,
          additionalProperties: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
        },
        injectCrashPerRequests: { type: 'object', maxProperties: MAX_SERVERS, additionalProperties: count },
        injectNoiseMicroseconds: {
          type: 'object',
          propertyNames: scenarioName,
          maxProperties: MAX_SCENARIOS,
          additionalProperties: figure,
        },
        serverSeeds: { enum: ['fixed', 'random'] },
        serverAddressSpace: { enum: ['fixed', 'random'] },
        loadTogether: { type: 'boolean' },
        rate: {
          oneOf: [
            {
              type: 'object',
              required: ['perSecond'],
              additionalProperties: false,
              properties: { perSecond: figure },
            },
            {
              type: 'object',
              required: ['shareOfCapacity'],
              additionalProperties: false,
              properties: { shareOfCapacity: { type: 'number', exclusiveMinimum: 0, maximum: 1 } },
            },
          ],
        },
        ratePerSecondByScenario: perScenarioFigure,
        capacity: {
          type: 'object',
          required: ['server', 'perSecondByScenario'],
          additionalProperties: false,
          properties: { server: serverName, perSecondByScenario: perScenarioFigure },
        },
        subject: serverName,
        baseServer: serverName,
        reference: serverName,
      },
    },
    servers: { type: 'array', items: serverRun, maxItems: MAX_SERVERS },
    scenarios: perScenarioPerServer('rounds', roundSample),
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
    instructions: {
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
    },
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
