import type { LoadSettings } from '../config/config.ts';
import type { CpuPinning, ScenarioResult, ServerRun } from '../results/results-types.ts';
import type { BuiltServer } from '../servers/build-server.ts';

/** What a benchmark is asked to measure (run-benchmark.ts), and what it gives back. */
export interface BenchmarkPlan {
  servers: BuiltServer[];
  /** Servers that could not be built or had: shown in the report with the reason, never timed. */
  unavailable: ServerRun[];
  load: LoadSettings;
  pinning: CpuPinning;
  sampleIntervalMs: number;
  /** Date.now() value after which no new round starts. */
  deadlineMs: number;
  /** Spawn to first correct answer may take this long before the server counts as failed. */
  startupTimeoutMs: number;
  /** The Node under test: it runs the load generator too. */
  loadNodePath: string;
  /**
   * Profile every round: each server runs with V8's profiler loaded, started just before a round's
   * load and stopped just after it, its profile written here (RoundSample.cpuProfilePath).
   */
  cpuProfileDir?: string;
  /**
   * At a fixed rate: every Node server runs with the event-loop preload, each process writing its
   * loop's longest delay per window here (event-loop-delay-files.ts), read into each round's sample.
   */
  eventLoopDir?: string;
}

export interface BenchmarkOutcome {
  servers: ServerRun[];
  scenarios: ScenarioResult[];
  warnings: string[];
}
