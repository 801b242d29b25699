import {
  RESULTS_SCHEMA_VERSION,
  type Environment,
  type ResultsFile,
  type RoundSample,
  type ServerFailure,
  type ServerInfo,
  type ServerStatus,
} from '../../src/results/results-types.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';

/**
 * Builds realistic ResultsFile objects for the report tests: servers shaped like the published
 * update-user table, interleaved rounds in blocks, small seeded noise, memory series.
 */

const MEBIBYTE = 1024 * 1024;

export interface ServerProfile extends Partial<ServerInfo> {
  name: string;
  requestsPerSecond: number;
  bytesPerResponse?: number;
  memoryMebibytes?: number;
  cpuPercent?: number;
  status?: ServerStatus;
  failure?: ServerFailure;
  /** Indices (0-based, in the server's run order) of rounds to mark invalid. */
  invalidRounds?: number[];
  /** Indices of rounds whose load generator was saturated. */
  saturatedRounds?: number[];
}

/** The published update-user results (reference/mion-performance-benchmark.md), as profiles. */
export const PUBLISHED_SERVERS: ServerProfile[] = [
  {
    name: 'http-node',
    requestsPerSecond: 17621.1,
    bytesPerResponse: 252,
    memoryMebibytes: 86,
    cpuPercent: 120,
    router: false,
    validation: '✗',
    version: '20.11.0',
    description: 'bare node http server',
  },
  {
    name: 'mion',
    requestsPerSecond: 15449.4,
    bytesPerResponse: 290,
    memoryMebibytes: 120,
    cpuPercent: 129,
    router: true,
    validation: '✓',
    version: '0.1.0',
    description: 'Automatic validation and serialization out of the box',
  },
  {
    name: 'fastify',
    requestsPerSecond: 15342.6,
    bytesPerResponse: 253,
    memoryMebibytes: 96,
    cpuPercent: 124,
    router: true,
    validation: '-',
    version: '4.10.2',
    description: 'Validation using schemas and ajv',
  },
  {
    name: 'restify',
    requestsPerSecond: 11962.2,
    bytesPerResponse: 269,
    memoryMebibytes: 104,
    cpuPercent: 119,
    router: true,
    validation: '✗',
    version: '11.1.0',
    description: 'manual validation or third party tools',
  },
  {
    name: 'hapi',
    requestsPerSecond: 8494.1,
    bytesPerResponse: 252,
    memoryMebibytes: 106,
    cpuPercent: 130,
    router: true,
    validation: '✗',
    version: '21.3.2',
    description: 'validation using joi or third party tools',
  },
  {
    name: 'deepkit',
    requestsPerSecond: 5267.5,
    bytesPerResponse: 253,
    memoryMebibytes: 301,
    cpuPercent: 135,
    router: true,
    validation: '✓',
    version: '1.0.1-alpha.75',
    description: 'Automatic validation and serialization out of the box',
  },
  {
    name: 'express',
    requestsPerSecond: 4578.2,
    bytesPerResponse: 252,
    memoryMebibytes: 125,
    cpuPercent: 120,
    router: true,
    validation: '✗',
    version: '4.18.2',
    description: 'manual validation or third party tools',
  },
];

export interface FixtureOptions {
  scenarios?: ScenarioName[];
  servers?: ServerProfile[];
  rounds?: number;
  roundsPerBlock?: number;
  durationSeconds?: number;
  sampleIntervalMs?: number;
  /** Relative spread of the seeded noise on every figure; 0 gives exact profile values. */
  noise?: number;
  seed?: number;
  subject?: string;
  reference?: string;
  injectCpuMicroseconds?: Record<string, number>;
  warnings?: string[];
  environment?: Partial<Environment>;
  /** Multiplies every server's requests/s, e.g. 0.9 for a slower machine. */
  machineSpeed?: number;
}

function serverInfo(profile: ServerProfile): ServerInfo {
  return {
    name: profile.name,
    framework: profile.framework ?? profile.name,
    version: profile.version ?? '1.0.0',
    router: profile.router ?? true,
    validation: profile.validation ?? '✗',
    description: profile.description ?? `${profile.name} server`,
    ...(profile.source ? { source: profile.source } : {}),
    ...(profile.runtime ? { runtime: profile.runtime } : {}),
  };
}

export function buildResults(options: FixtureOptions = {}): ResultsFile {
  const scenarios = options.scenarios ?? ['update-user'];
  const profiles = options.servers ?? PUBLISHED_SERVERS;
  const rounds = options.rounds ?? 6;
  const roundsPerBlock = options.roundsPerBlock ?? 3;
  const durationSeconds = options.durationSeconds ?? 5;
  const sampleIntervalMs = options.sampleIntervalMs ?? 500;
  const noise = options.noise ?? 0.02;
  const machineSpeed = options.machineSpeed ?? 1;
  const connections = 100;
  const pipelining = 10;
  const random = seededRandom(options.seed ?? 1).uniform;
  const jitter = (value: number): number => value * (1 + noise * (2 * random() - 1));
  const measured = profiles.filter((p) => (p.status ?? 'measured') === 'measured');
  let sequence = 0;
  const start = Date.parse('2024-01-29T01:48:11.000Z');

  const scenarioResults = scenarios.map((scenario) => {
    const roundsByServer = new Map<string, RoundSample[]>(measured.map((p) => [p.name, []]));
    for (let index = 0; index < rounds; index++) {
      const block = Math.floor(index / roundsPerBlock);
      const roundInBlock = index % roundsPerBlock;
      // Round robin with the order rotated every round, as the engine does.
      const order = measured.map((_, i) => measured[(i + index) % measured.length]!);
      for (const profile of order) {
        const requestsPerSecond = jitter(profile.requestsPerSecond * machineSpeed);
        const latencyMean = (connections * pipelining * 1000) / requestsPerSecond;
        const memoryMebibytes = profile.memoryMebibytes ?? 100;
        const samples = Math.round((durationSeconds * 1000) / sampleIntervalMs);
        const memorySeries = Array.from({ length: samples }, (_, i) =>
          Math.round(memoryMebibytes * (0.8 + (0.2 * (i + 1)) / samples) * MEBIBYTE),
        );
        const invalid = profile.invalidRounds?.includes(index) ?? false;
        const saturated = profile.saturatedRounds?.includes(index) ?? false;
        const cpuPercent = jitter(profile.cpuPercent ?? 120);
        roundsByServer.get(profile.name)!.push({
          block,
          roundInBlock,
          sequence: sequence++,
          startedAt: new Date(start + sequence * (durationSeconds + 1) * 1000).toISOString(),
          valid: !invalid,
          ...(invalid ? { invalidReason: '12 non-2xx answers (500)' } : {}),
          requestsPerSecond,
          latencyMs: {
            mean: latencyMean,
            p50: latencyMean * 0.95,
            p90: latencyMean * 1.3,
            p99: latencyMean * 2.1,
            max: latencyMean * 4,
          },
          throughputBytesPerSecond: requestsPerSecond * (profile.bytesPerResponse ?? 250),
          requestsTotal: Math.round(requestsPerSecond * durationSeconds),
          errors: 0,
          timeouts: 0,
          non2xx: invalid ? 12 : 0,
          serverMaxMemoryBytes: Math.max(...memorySeries),
          serverMaxCpuPercent: cpuPercent,
          serverMemorySeriesBytes: memorySeries,
          serverCpuSeriesPercent: memorySeries.map(() => cpuPercent * 0.9),
          clientCpuPercent: saturated ? 99 : 70,
          clientSaturated: saturated,
        });
      }
    }
    return {
      scenario,
      servers: measured.map((p) => ({ server: p.name, rounds: roundsByServer.get(p.name)! })),
    };
  });

  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    tool: { name: 'mion-perf-gate', version: '0.1.0' },
    createdAt: new Date(start).toISOString(),
    git: { commit: 'abc1234', ref: 'refs/pull/12/merge' },
    environment: {
      cpuModel: 'AMD EPYC 7763 64-Core Processor',
      cpuCount: 4,
      memoryBytes: 16 * 1024 * MEBIBYTE,
      os: 'linux x64',
      nodeVersion: 'v20.11.0',
      ...options.environment,
    },
    settings: {
      scenarios,
      servers: profiles.map((p) => p.name),
      rounds,
      roundsPerBlock,
      durationSeconds,
      warmupSeconds: 2,
      connections,
      pipelining,
      sampleIntervalMs,
      pinning: { enabled: true, serverCpus: '1-3', loadGeneratorCpus: '0' },
      injectCpuMicroseconds: options.injectCpuMicroseconds ?? {},
      serverSeeds: 'random',
      serverAddressSpace: 'random',
      subject: options.subject ?? 'mion',
      reference: options.reference ?? 'http-node',
    },
    servers: profiles.map((profile) => ({
      ...serverInfo(profile),
      status: profile.status ?? 'measured',
      ...(profile.failure ? { failure: profile.failure } : {}),
      startupMs: Array.from({ length: Math.ceil(rounds / roundsPerBlock) }, () => 180),
    })),
    scenarios: scenarioResults,
    warnings: options.warnings ?? [],
    durationSeconds: rounds * profiles.length * (durationSeconds + 1),
  };
}

/** The valid rounds of one server in one scenario, for computing expected figures in tests. */
export function roundsOf(results: ResultsFile, server: string, scenario?: ScenarioName): RoundSample[] {
  const found = results.scenarios.find((s) => scenario === undefined || s.scenario === scenario);
  return found?.servers.find((s) => s.server === server)?.rounds ?? [];
}
