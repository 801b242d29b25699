import type { GateSettings } from '../../src/config/config.ts';
import {
  DEFAULT_BASELINE_PATH,
  DEFAULT_REFERENCE,
  DEFAULT_SUBJECT,
} from '../../src/config/groups/against-what.ts';
import {
  DEFAULT_CONFIDENCE,
  DEFAULT_GATE_METRICS,
  DEFAULT_PAIRED_GATE_METRICS,
  DEFAULT_INSTRUCTIONS_THRESHOLD,
  DEFAULT_LATENCY_THRESHOLD,
  DEFAULT_RPS_THRESHOLD,
  DEFAULT_TIME_BUDGET_MINUTES,
} from '../../src/config/groups/thresholds.ts';
import { DEFAULT_BASELINE_PROCESSES, DEFAULT_MAX_PROCESSES } from '../../src/gate/gate-defaults.ts';
import type { Environment, ResultsFile, RoundSample } from '../../src/results/results-types.ts';
import { RESULTS_SCHEMA_VERSION } from '../../src/results/results-types.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import type { SeededRandom } from '../../src/stats/seeded-random.ts';

/** autocannon's -c 100 -p 10: requests in flight, which ties mean latency to throughput (Little's law). */
export const REQUESTS_IN_FLIGHT = 1000;

export interface SyntheticRound {
  requestsPerSecond: number;
  /** Defaults to Little's law: requests in flight / requests per second. */
  latencyMeanMs?: number;
  valid?: boolean;
  /** The server's event loop at a rate (gated-metrics.ts's eventLoopDelay): the round then is one at a rate. */
  eventLoopDelayMs?: number;
}

/** One entry per round: server name to its figures in that round (a number is requests per second). */
export type SyntheticRounds = Array<Record<string, number | SyntheticRound>>;

export interface SyntheticResultsOptions {
  scenarios: Partial<Record<ScenarioName, SyntheticRounds>>;
  roundsPerBlock?: number;
  environment?: Partial<Environment>;
}

export const SYNTHETIC_ENVIRONMENT: Environment = {
  cpuModel: 'Synthetic CPU @ 2.60GHz',
  cpuCount: 2,
  memoryBytes: 8 * 1024 ** 3,
  os: 'linux 6.8.0',
  nodeVersion: 'v20.19.0',
};

/** Gate settings as a pull request gets them by default, so simulations follow the real defaults. */
export function gateSettings(overrides: Partial<GateSettings> = {}): GateSettings {
  return {
    baselinePath: DEFAULT_BASELINE_PATH,
    subject: DEFAULT_SUBJECT,
    reference: DEFAULT_REFERENCE,
    rpsThreshold: DEFAULT_RPS_THRESHOLD,
    latencyThreshold: DEFAULT_LATENCY_THRESHOLD,
    rpsThresholdByScenario: {},
    latencyThresholdByScenario: {},
    gateMetrics: DEFAULT_GATE_METRICS,
    pairedGateMetrics: DEFAULT_PAIRED_GATE_METRICS,
    measure: 'wall-time',
    instructionsThreshold: DEFAULT_INSTRUCTIONS_THRESHOLD,
    instructionsThresholdByScenario: {},
    confidence: DEFAULT_CONFIDENCE,
    maxProcesses: DEFAULT_MAX_PROCESSES,
    baselineProcesses: DEFAULT_BASELINE_PROCESSES,
    timeBudgetMinutes: DEFAULT_TIME_BUDGET_MINUTES,
    failOnInconclusive: false,
    allowBuildDifference: false,
    ifNoBaseline: 'notice',
    profile: 'auto',
    profilePairs: 5,
    crashWatchOnceIn: 'auto',
    given: {},
    ...overrides,
  };
}

/** A valid ResultsFile whose rounds carry the given figures, blocks numbered from 0. */
export function syntheticResults(options: SyntheticResultsOptions): ResultsFile {
  // One round per process by default, as the gate measures: every round is then its own sample.
  const roundsPerBlock = options.roundsPerBlock ?? 1;
  const scenarioNames = Object.keys(options.scenarios) as ScenarioName[];
  const serverNames = [
    ...new Set(scenarioNames.flatMap((scenario) => (options.scenarios[scenario] ?? []).flatMap(Object.keys))),
  ];
  let sequence = 0;
  const scenarios = scenarioNames.map((scenario) => {
    const rounds = options.scenarios[scenario] ?? [];
    return {
      scenario,
      servers: serverNames.map((server) => ({
        server,
        rounds: rounds.flatMap((round, index) => {
          const figures = round[server];
          if (figures === undefined) return [];
          const spec = typeof figures === 'number' ? { requestsPerSecond: figures } : figures;
          return [
            syntheticRound(spec, Math.floor(index / roundsPerBlock), index % roundsPerBlock, sequence++),
          ];
        }),
      })),
    };
  });
  const roundCount = Math.max(
    0,
    ...scenarioNames.map((scenario) => options.scenarios[scenario]?.length ?? 0),
  );
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    tool: { name: 'mion-perf-gate', version: '0.0.0-test' },
    createdAt: '2025-01-01T00:00:00.000Z',
    environment: { ...SYNTHETIC_ENVIRONMENT, ...options.environment },
    settings: {
      scenarios: scenarioNames,
      servers: serverNames,
      rounds: roundCount,
      roundsPerBlock,
      durationSeconds: 3,
      warmupSeconds: 2,
      connections: 100,
      pipelining: 10,
      sampleIntervalMs: 250,
      pinning: { enabled: false, reason: 'synthetic' },
      injectCpuMicroseconds: {},
      serverSeeds: 'random',
      serverAddressSpace: 'random',
    },
    servers: serverNames.map((name) => ({
      name,
      framework: name,
      version: '1.0.0',
      router: true,
      validation: '✗',
      description: `synthetic ${name}`,
      status: 'measured',
      startupMs: Array.from({ length: Math.ceil(roundCount / roundsPerBlock) }, () => 100),
    })),
    scenarios,
    warnings: [],
    durationSeconds: roundCount * serverNames.length * scenarioNames.length * 5,
  };
}

function syntheticRound(
  spec: SyntheticRound,
  block: number,
  roundInBlock: number,
  sequence: number,
): RoundSample {
  const valid = spec.valid ?? true;
  const latencyMeanMs = spec.latencyMeanMs ?? (REQUESTS_IN_FLIGHT * 1000) / spec.requestsPerSecond;
  return {
    block,
    roundInBlock,
    sequence,
    startedAt: new Date(Date.UTC(2025, 0, 1) + sequence * 5000).toISOString(),
    valid,
    ...(valid ? {} : { invalidReason: '3 non-2xx answers' }),
    requestsPerSecond: spec.requestsPerSecond,
    latencyMs: {
      mean: latencyMeanMs,
      p50: latencyMeanMs * 0.9,
      p90: latencyMeanMs * 1.5,
      p99: latencyMeanMs * 3,
      max: latencyMeanMs * 10,
      // A round at a rate has the open loop's p99.9 too.
      ...(spec.eventLoopDelayMs === undefined ? {} : { p999: latencyMeanMs * 5 }),
    },
    throughputBytesPerSecond: spec.requestsPerSecond * 200,
    requestsTotal: Math.round(spec.requestsPerSecond * 3),
    errors: 0,
    timeouts: 0,
    non2xx: valid ? 0 : 3,
    serverMaxMemoryBytes: 80 * 1024 ** 2,
    serverMaxCpuPercent: 100,
    serverMemorySeriesBytes: [80 * 1024 ** 2],
    serverCpuSeriesPercent: [100],
    clientCpuPercent: 60,
    clientSaturated: false,
    ...(spec.eventLoopDelayMs === undefined
      ? {}
      : {
          atRate: {
            ratePerSecond: spec.requestsPerSecond,
            achievedPerSecond: spec.requestsPerSecond,
            waitedForConnection: 0,
            latencyHistogram: '',
            generatorLagUs: { p50: 50, p99: 500, max: 1000 },
            // Every window at the figure: the turn's figure (its second-longest window) is it.
            eventLoopWindowsMs: [spec.eventLoopDelayMs, spec.eventLoopDelayMs],
          },
        }),
  };
}

export interface NoisyRunOptions {
  random: SeededRandom;
  rounds: number;
  scenarios: ScenarioName[];
  subject: string;
  reference: string;
  /** True subject/reference throughput ratio. */
  subjectRatio: number;
  /** Standard deviation of the log of the per-round subject/reference ratio: 0.1 is about 10 percent. */
  ratioLogSigma: number;
  /** Speed of the machine, common to both servers, e.g. 0.7 for a slower runner. */
  machineSpeed?: number;
  /** Multiplies the subject's mean latency alone, e.g. 1.3 for answers 30 percent slower at equal throughput. */
  subjectLatencyFactor?: number;
  roundsPerBlock?: number;
}

/**
 * Rounds of subject and reference with log-normal noise: a machine factor shared by both servers
 * in a round (which the ratio cancels), ratio noise of `ratioLogSigma`, and a small latency noise
 * of its own so latency is not an exact mirror of throughput.
 */
export function noisyRun(options: NoisyRunOptions): ResultsFile {
  const { random } = options;
  const referenceRps = 40_000 * (options.machineSpeed ?? 1);
  const withLatency = (requestsPerSecond: number, latencyFactor = 1): SyntheticRound => ({
    requestsPerSecond,
    latencyMeanMs:
      ((latencyFactor * REQUESTS_IN_FLIGHT * 1000) / requestsPerSecond) * Math.exp(0.02 * random.normal()),
  });
  const scenarioRounds = (): SyntheticRounds =>
    Array.from({ length: options.rounds }, () => {
      const reference = referenceRps * Math.exp(0.1 * random.normal());
      const subject = reference * options.subjectRatio * Math.exp(options.ratioLogSigma * random.normal());
      return {
        [options.reference]: withLatency(reference),
        [options.subject]: withLatency(subject, options.subjectLatencyFactor),
      };
    });
  return syntheticResults({
    scenarios: Object.fromEntries(options.scenarios.map((scenario) => [scenario, scenarioRounds()])),
    roundsPerBlock: options.roundsPerBlock,
  });
}
