import type { Config, LoadSettings } from '../config/config.ts';
import { describeEnvironment } from '../engine/environment.ts';
import type { BenchmarkOutcome } from '../engine/benchmark-plan.ts';
import {
  RESULTS_SCHEMA_VERSION,
  type CpuPinning,
  type GitInfo,
  type ResultsFile,
} from '../results/results-types.ts';
import { scenarioDigests } from '../scenarios/scenario-digest.ts';
import { baseServerName } from '../servers/base-side.ts';
import type { PreparedServers } from '../servers/prepare-servers.ts';
import { TOOL_NAME, TOOL_VERSION } from '../tool-version.ts';

/** Server-to-server resource samples: frequent enough for a memory curve, cheap for /proc. */
export const SAMPLE_INTERVAL_MS = 250;

/** One measurement's results file: the settings it ran under, the environment, the servers' rounds. */

export function assembleResults(
  config: Config,
  load: LoadSettings,
  outcome: BenchmarkOutcome,
  pinning: CpuPinning,
  servers: PreparedServers,
  elapsedMs: number,
  nodeVersion: string,
  git: GitInfo,
): ResultsFile {
  return {
    schemaVersion: RESULTS_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    createdAt: new Date().toISOString(),
    git,
    environment: describeEnvironment(nodeVersion),
    settings: {
      scenarios: load.scenarios,
      scenarioDigests: scenarioDigests(load.scenarioCatalog, load.scenarios),
      servers: [
        ...servers.built.map((built) => built.definition.name),
        ...servers.unavailable.map((run) => run.name),
      ],
      rounds: load.rounds,
      roundsPerBlock: load.roundsPerBlock,
      durationSeconds: load.durationSeconds,
      warmupSeconds: load.warmupSeconds,
      connections: load.connections,
      pipelining: load.pipelining,
      sampleIntervalMs: SAMPLE_INTERVAL_MS,
      pinning,
      injectCpuMicroseconds: load.injectCpuMicroseconds,
      injectWorkIterations: load.injectWorkIterations,
      injectCpuShare: load.injectCpuShare,
      injectCrashPerRequests: load.injectCrashPerRequests,
      ...(Object.keys(load.injectNoiseMicroseconds ?? {}).length > 0
        ? { injectNoiseMicroseconds: load.injectNoiseMicroseconds }
        : {}),
      serverSeeds: load.serverSeeds,
      serverAddressSpace: load.serverAddressSpace,
      ...(load.loadTogether ? { loadTogether: true } : {}),
      ...(load.rate ? { rate: load.rate } : {}),
      ...(load.ratePerSecondByScenario ? { ratePerSecondByScenario: load.ratePerSecondByScenario } : {}),
      // The report's method line reads it: a Poisson schedule is said, never taken for the even one.
      ...(load.arrivals ? { arrivals: load.arrivals } : {}),
      ...(load.capacity ? { capacity: load.capacity } : {}),
      ...(config.command === 'run' ? {} : { subject: config.gate.subject, reference: config.gate.reference }),
      ...(config.gate.baseSource ? { baseServer: baseServerName(config.gate.subject) } : {}),
    },
    servers: outcome.servers,
    scenarios: outcome.scenarios,
    warnings: outcome.warnings,
    durationSeconds: Math.round(elapsedMs / 100) / 10,
  };
}
