import { MAX_SCENARIOS, MAX_SERVERS } from './item-limits.ts';
import { count, figure, scenarioName, serverName, text } from './schema-parts.ts';

/** How a run loaded its servers: the results file's `settings` (docs/results-format.md). */

/** Per scenario, a rate in requests per second (settings.ratePerSecondByScenario, capacity). */
const perScenarioFigure = {
  type: 'object',
  propertyNames: scenarioName,
  maxProperties: MAX_SCENARIOS,
  additionalProperties: figure,
} as const;

export const settingsSchema = {
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
    arrivals: { enum: ['poisson'] },
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
} as const;
