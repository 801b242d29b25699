import type { LoadSettings } from '../config/config.ts';
import type { BenchmarkProgress } from '../engine/benchmark-progress.ts';
import type { ResultsFile } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import type { PreparedServers } from '../servers/prepare-servers.ts';

/** What every stage reports its progress to: the terminal (CLI) or the action's log. */
export type Progress = BenchmarkProgress;

/** Measures `servers` with `load`'s overrides; with `cpuProfileDir`, every round is profiled there. */
export type Measure = (
  servers: PreparedServers,
  load: Partial<LoadSettings>,
  cpuProfileDir?: string,
) => Promise<ResultsFile>;
/**
 * Counts instructions per request of `processes` fresh processes of each of `servers` (--measure
 * instructions).
 */
export type CountInstructions = (
  servers: PreparedServers,
  processes: number,
  options?: CountingOptions,
) => Promise<ResultsFile>;

export interface CountingOptions {
  /** Replaces the configured added work (calibration). */
  injectWorkIterations?: Record<string, number>;
  /** Counting by function: the measured chunks' dumps and JIT code maps are kept here (the report's "Where"). */
  functionDumpsDir?: string;
  /** The scenarios counted (default: the configured ones); the gate's later looks count the undecided only. */
  scenarios?: ScenarioName[];
}

/** A results file with the servers' rows and no rounds, for `elapsedMs` of measuring under `load`. */
export type ResultsWithoutRounds = (
  servers: PreparedServers,
  elapsedMs: number,
  load?: LoadSettings,
) => ResultsFile;
