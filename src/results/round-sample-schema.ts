import { MAX_SERVERS } from './item-limits.ts';
import { count, figure, figures, serverName, text } from './schema-parts.ts';

/**
 * A round of load against one server, the results file's wall-time sample (docs/results-format.md):
 * its throughput and latency, the server's and the load generator's resources, and at a fixed rate
 * the latency histogram taken from each request's intended send time.
 */

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
    eventLoopWindowsMs: figures,
  },
} as const;

export const roundSampleSchema = {
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
