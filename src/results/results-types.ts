import type { ScenarioWhere } from './where-it-changed.ts';
import type { Shard } from '../config/shard.ts';
import type { GateOutcome, Measure } from '../gate/gate-types.ts';
import type { LoadSettings } from '../config/config.ts';
import type { ScenarioName, UnknownKeys } from '../scenarios/scenario.ts';
import type { CountedCpu, InstructionSettings } from './instruction-counting.ts';

/** Bumped whenever a field changes meaning or is removed; readers refuse other versions. */
export const RESULTS_SCHEMA_VERSION = 1;

export interface LatencyMs {
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  /** Open loop only (RoundSample.atRate): autocannon's whole milliseconds cannot tell it from the max. */
  p999?: number;
  max: number;
}

/** What an open-loop round (settings.rate) adds: latencyMs is then measured from each request's intended send time. */
export interface AtRate {
  /** The schedule's requests per second; the same for every server of the scenario. */
  ratePerSecond: number;
  /** Answers per second of the schedule: below the rate when the server could not keep up. */
  achievedPerSecond: number;
  /** Requests that waited in the load generator for a free connection: the server held all of them. */
  waitedForConnection: number;
  /**
   * Requests sent a second time because the server closed their reused keep-alive connection before
   * answering (its idle time-out firing as they arrived); their latency runs from the first intended
   * send. Absent in results written before it was counted.
   */
  resentAfterClose?: number;
  /** HdrHistogram of the latencies in microseconds, compressed base64: rounds merge, percentiles never average. */
  latencyHistogram: string;
  /** How late the load generator dispatched requests against their schedule, in microseconds. */
  generatorLagUs: { p50: number; p99: number; max: number };
  /**
   * The server's own event loop during its turn (from the start of the load worker to the round's
   * end): the longest delay of each 100 ms window, in milliseconds, oldest first. Absent for a
   * runtime without the monitor (Bun) and in results written before it was measured.
   */
  eventLoopWindowsMs?: number[];
}

/** One server loaded for `durationSeconds` in one scenario: the statistical sample unit. */
export interface RoundSample {
  /** Servers are restarted between blocks; rounds of one block share a process. */
  block: number;
  /** Position within the block; the subject and the reference of one round share block and roundInBlock. */
  roundInBlock: number;
  /** Position in the run's global order of rounds, for drift analysis. */
  sequence: number;
  startedAt: string;
  /** False when the round had errors, timeouts or non-2xx answers; it is then never a sample. */
  valid: boolean;
  invalidReason?: string;
  /** Mean of autocannon's per-second samples. */
  requestsPerSecond: number;
  latencyMs: LatencyMs;
  throughputBytesPerSecond: number;
  requestsTotal: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  serverMaxMemoryBytes: number;
  serverMaxCpuPercent: number;
  /** pidusage samples, one every `settings.sampleIntervalMs`. */
  serverMemorySeriesBytes: number[];
  serverCpuSeriesPercent: number[];
  /** Mean CPU of the load generator during the round; near 100 means the client was the bottleneck. */
  clientCpuPercent: number;
  clientSaturated: boolean;
  /** The server's own CPU time (user + system, from /proc) over the round, per request served; Linux only. */
  serverCpuSecondsPerRequest?: number;
  /** Where the round's CPU profile was written, when the round was profiled (the "Where" section). */
  cpuProfilePath?: string;
  /** The other servers loaded at the same time as this one (settings.loadTogether); absent when it was loaded alone. */
  loadedWith?: string[];
  /** Loaded open-loop at a fixed rate (settings.rate). */
  atRate?: AtRate;
}

export type ServerStatus = 'measured' | 'failed' | 'unavailable';
export type FailureStage = 'install' | 'build' | 'start' | 'check' | 'load' | 'source';

export interface ServerFailure {
  stage: FailureStage;
  message: string;
}

/** What a server folder is, read from its package.json and from what was installed. */
export interface ServerInfo {
  name: string;
  framework: string;
  /** Read from the installed framework's package.json, never typed by hand. */
  version: string;
  router: boolean;
  /** '✓' automatic, '-' schema-based, '✗' manual, as in the published tables. */
  validation: '✓' | '-' | '✗';
  description: string;
  /** Where the framework came from, e.g. "npm:0.8.10" or "path:/src/mion@abc1234". */
  source?: string;
  /** The same, precisely enough to build it again: how a stored baseline's subject is rebuilt beside the head. */
  rebuildFrom?: RecordedSource;
  /**
   * sha256 (12 hex digits) of the server folder's package-lock.json: the versions of everything
   * besides the framework's own source. Recorded beside counts, not compared (docs/instructions.md).
   */
  lockfileDigest?: string;
  /** Set when the server drops undeclared keys instead of rejecting them (see UnknownKeys). */
  unknownKeys?: UnknownKeys;
  /** What ran the server and its version: "node 24.9.0", "bun 1.4.2". */
  runtime?: string;
}

/**
 * Where a server's framework packages came from, recorded so that a later run can build the very
 * same packages again: a registry version, a git commit (of a path: checkout with nothing
 * uncommitted), or tarballs named by their content.
 */
export type RecordedSource =
  | { kind: 'npm'; version: string }
  | { kind: 'git'; commit: string }
  | { kind: 'tarballs'; dir: string; files: RecordedTarball[] };

export interface RecordedTarball {
  file: string;
  /** sha512 of the file's bytes, base64, as npm's integrity field without its "sha512-" prefix. */
  sha512: string;
}

export interface ServerRun extends ServerInfo {
  status: ServerStatus;
  failure?: ServerFailure;
  /** Spawn to first correct answer, one entry per block. */
  startupMs: number[];
  /** Requests answered in its warm-ups, all blocks and scenarios: not measured, but a crash meets them too (crash-watch.ts). */
  warmUpRequests?: number;
}

export interface ScenarioServerRounds {
  server: string;
  rounds: RoundSample[];
}

export interface ScenarioResult {
  scenario: ScenarioName;
  servers: ScenarioServerRounds[];
}

export interface Environment {
  cpuModel: string;
  cpuCount: number;
  memoryBytes: number;
  os: string;
  nodeVersion: string;
}

export interface CpuPinning {
  enabled: boolean;
  /** Why pinning is off, when it is. */
  reason?: string;
  serverCpus?: string;
  loadGeneratorCpus?: string;
  /** autocannon threads (its `workers`); 1, or absent in older results, is autocannon's own single thread. */
  loadGeneratorThreads?: number;
}

/** The load settings of the run, and how it was measured. */
/** The load settings as a results file records them: scenarios by name, their definitions left in the scenarios file. */
export interface BenchmarkSettings extends Omit<LoadSettings, 'scenariosFile' | 'scenarioCatalog'> {
  /** A fingerprint of each scenario's requests and cases (scenario-digest.ts); absent in files written before. */
  scenarioDigests?: Record<ScenarioName, string>;
  sampleIntervalMs: number;
  pinning: CpuPinning;
  subject?: string;
  reference?: string;
  /** Paired mode: the server folder built from the base side of the subject. */
  baseServer?: string;
}

/** Start-up time of one server with a number of extra routes: mion's "cold start" question. */
export interface StartupGrowth {
  server: string;
  extraRoutes: number;
  /** Spawn to first correct answer, one per start. */
  startupMs: number[];
}

/** One fresh server process counted under callgrind in one scenario: one sample of `--measure instructions`. */
export interface InstructionSample {
  /** Which process: servers counted together (head and base) share the number, like a block. */
  process: number;
  startedAt: string;
  /** False when the warm-up never settled, a request failed, or the count could not be read. */
  valid: boolean;
  invalidReason?: string;
  /**
   * Instructions of the main thread (the event loop) per request: the median over the measured
   * chunks of each chunk's count divided by its requests.
   */
  instructionsPerRequest: number;
  /** The warm-up chunks' main-thread counts per request, in order: how the count settled. */
  warmupInstructionsPerRequest: number[];
  /** The measured chunks' main-thread counts per request, whose median is the sample. */
  measuredInstructionsPerRequest: number[];
  /** Helper threads (concurrent compilation and garbage collection) over the measured chunks, per request; not gated. */
  otherThreadsInstructionsPerRequest: number;
  measuredRequests: number;
  /** Wall-clock seconds of this process, start to stop, valgrind's slowdown included. */
  wallSeconds: number;
}

export interface InstructionServerSamples {
  server: string;
  samples: InstructionSample[];
}

/** Instruction counts of a run measured with --measure instructions, and how they were taken. */
export interface InstructionCounts {
  settings: InstructionSettings;
  /** The processor the counted processes saw (counted-cpu.ts); absent in files counted before 2026-11-26. */
  countedCpu?: CountedCpu;
  scenarios: Array<{ scenario: ScenarioName; servers: InstructionServerSamples[] }>;
}

/** The commit measured (stages/git-info.ts reads it). */
export interface GitInfo {
  commit?: string;
  ref?: string;
  /** On a pull request: its head commit. `commit` is then GitHub's temporary merge commit. */
  pullRequestHead?: string;
}

export interface ResultsFile {
  schemaVersion: typeof RESULTS_SCHEMA_VERSION;
  tool: { name: string; version: string };
  createdAt: string;
  git?: GitInfo;
  environment: Environment;
  settings: BenchmarkSettings;
  servers: ServerRun[];
  scenarios: ScenarioResult[];
  warnings: string[];
  /** --measure instructions: the gate's counts of instructions per request, one per server process. */
  instructions?: InstructionCounts;
  /** Servers that can grow their routing table, started with more and more routes. */
  startupGrowth?: StartupGrowth[];
  /** Wall-clock time of the whole run, build excluded. */
  durationSeconds: number;
  /** compare --shard: which share of the pull request's scenarios (and measures) this run gated. */
  shard?: Shard;
  /** compare --shard: this shard's gate outcome, for merge to join with the others'. */
  gate?: GateOutcome;
  /** Paired compare: head and base profiled after the verdict, function by function (the report's "Where"). */
  where?: ScenarioWhere[];
  /** compare with main's history (--history, the action's history-branch): the head against main's last commits. */
  mainHistory?: MainStanding[];
  /** merge: each shard's runner and time, for the report's environment and the time plan. */
  shardRuns?: ShardRun[];
}

/** What one runner did for a sharded pull request. */
export interface ShardRun {
  index: number;
  count: number;
  cpuModel: string;
  cpuCount: number;
  createdAt: string;
  durationSeconds: number;
  scenarios: string[];
  /** What its gate measured; absent for a shard of a pull request gated in one measure. */
  measure?: Measure;
}

/**
 * Where a pull request's head stands against main's last commits in one scenario and measure (the
 * comment's line per scenario). Only figures taken under the same recorded conditions are set side
 * by side: counted instructions of the same Node, valgrind, settings and build method; requests/s
 * only of a head measured alone on the same kind of runner.
 */
export interface MainStanding {
  scenario: string;
  measure: Measure;
  /** The head's figure: the median of its processes, as a history line would record it. */
  head: number;
  /** How many of main's commits the range is of (at most history/main-standing.ts's MAIN_COMMITS_COMPARED), 0 when none compares. */
  commits: number;
  median?: number;
  low?: number;
  high?: number;
  /** The last of main's commits compared. */
  latestCommit?: string;
  /** head / median − 1. */
  change?: number;
  /** Set when no commit compares: why. */
  none?: 'no-history' | 'other-conditions';
}
