import type { CrashWatchRarity } from '../gate/crash-watch.ts';
import type { HistoryLine } from './history-line.ts';
import type { ComparisonMode, GatedMetric, Measure } from '../gate/gate-types.ts';
import type { ScenarioCatalog, ScenarioName } from '../scenarios/scenario.ts';
import type { PageName } from './pages.ts';
import type { Shard } from './shard.ts';

export type Command = 'run' | 'baseline' | 'compare' | 'calibrate';

/** How long and how hard each server is loaded. Defaults follow the published method (-c 100 -p 10). */
export interface LoadSettings {
  /** The scenarios measured, in the scenarios file's order. */
  scenarios: ScenarioName[];
  /** Where the scenarios come from: the built-in servers/scenarios.yaml or the user's scenarios-file. */
  scenariosFile: string;
  /** Every scenario of that file, by name. */
  scenarioCatalog: ScenarioCatalog;
  servers: string[];
  rounds: number;
  roundsPerBlock: number;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  pipelining: number;
  /** Fractional microseconds of CPU burnt per request, per server (calibration and tests). */
  injectCpuMicroseconds: Record<string, number>;
  /** Loop iterations of work added per request, per server (calibration and tests of instruction counting). */
  injectWorkIterations?: Record<string, number>;
  /** inject-cpu-share: the share of a server's processes that burn its injectCpuMicroseconds. */
  injectCpuShare?: Record<string, number>;
  /** inject-crash-per-requests: a server's process exits on about one request in this many. */
  injectCrashPerRequests?: Record<string, number>;
  /**
   * inject-noise-us: per scenario, every server process (both sides) draws once, at start, with
   * probability 1/2, to burn this many microseconds on each of that scenario's requests: a
   * scenario too noisy to judge, for the gate's tests and trials.
   */
  injectNoiseMicroseconds?: Record<ScenarioName, number>;
  /**
   * 'fixed' starts every Node server with the same V8 random and hash seeds, 'random' lets V8 draw
   * them; random by default: neither fixed seeds nor ASLR off lowered the spread between processes
   * here (docs/calibration.md, "The machine dominated").
   */
  serverSeeds: 'fixed' | 'random';
  /** 'fixed' starts servers with address-space randomisation off (setarch -R), where Linux allows it. */
  serverAddressSpace: 'fixed' | 'random';
  /**
   * --rate: load open-loop at a fixed rate instead of autocannon's closed loop (open-loop-load.ts),
   * in requests per second or as a share of the base's capacity measured at the run's start.
   */
  rate?: RateSetting;
  /** --arrivals poisson: the rate's requests spaced as Poisson arrivals (arrival-schedule.ts); even when absent. */
  arrivals?: 'poisson';
  /** The rate resolved for each scenario before the first round: the same for every server. */
  ratePerSecondByScenario?: Partial<Record<ScenarioName, number>>;
  /** --rate as a share: the capacity it is a share of, measured closed-loop without pipelining. */
  capacity?: MeasuredCapacity;
  /**
   * Every server of a round loaded at the same time, each by its own load generator, instead of one
   * after the other (paired mode's head and base): a burst of the shared machine then slows both
   * alike, and with equal shares of the server CPU their requests/s still differ as their costs do.
   */
  loadTogether?: boolean;
  /**
   * The gate's processes are its samples: a server that failed to start, answered wrong, crashed or
   * ran out of memory in one block is started again in the next, and every round it missed is kept
   * as a failed round of that process, so a failure counts against its side (failed-rounds.ts)
   * instead of leaving its block out. The comparison table leaves a failed server out instead.
   */
  restartFailedServers?: boolean;
}

/** `--rate 5000` (requests per second) or `--rate 50%` (of the base's capacity). */
export type RateSetting = { perSecond: number } | { shareOfCapacity: number };

export interface MeasuredCapacity {
  /** Whose capacity: the base side in paired mode, else the subject. */
  server: string;
  /** Requests per second with `connections` connections and no pipelining, one round per scenario. */
  perSecondByScenario: Partial<Record<ScenarioName, number>>;
}

export interface GateSettings {
  baselinePath: string;
  subject: string;
  /** The server measured beside the subject against a stored baseline in wall time; unset where nothing compares with one. */
  reference?: string;
  /** Fractions: 0.05 means 5 percent. The plain value holds for every scenario not listed by name. */
  rpsThreshold: number;
  latencyThreshold: number;
  rpsThresholdByScenario: Partial<Record<ScenarioName, number>>;
  latencyThresholdByScenario: Partial<Record<ScenarioName, number>>;
  /**
   * Per percentile (latency-threshold "p99=20%"), and with --rate the defaults of each percentile at
   * the rate (groups/thresholds.ts) when latency-threshold gives no general value: below a scenario's own.
   */
  latencyThresholdByMetric?: Partial<Record<GatedMetric, number>>;
  /** --rate: the latencies gated are percentiles at a fixed rate, with their own validated spread. */
  atRate?: boolean;
  /** The metrics whose verdicts decide; latency thresholds apply to both latency metrics. */
  gateMetrics: GatedMetric[];
  /** The same in paired mode: gate-metrics when given, else requests/s alone (groups/thresholds.ts says why). */
  pairedGateMetrics: GatedMetric[];
  /**
   * What the gate's processes measure; instructions gates on instructionsPerRequest alone. When the
   * user names none, the run chooses (choose-measure.ts) and this holds wall-time until it does.
   */
  measure: Measure;
  /** The settings the user gave, which hold whatever measure the run chooses; the rest follow the measure. */
  given: { measure?: Measure; maxProcesses?: number; baselineProcesses?: number };
  /** Fraction: the rise of instructions per request that counts as a regression (--measure instructions). */
  instructionsThreshold: number;
  instructionsThresholdByScenario: Partial<Record<ScenarioName, number>>;
  confidence: number;
  /** Most server processes of the subject per scenario while the verdict is inconclusive. */
  maxProcesses: number;
  /** Processes of subject and reference (one round each) in a recorded baseline. */
  baselineProcesses: number;
  /**
   * Paired mode (base-source): where the base commit's packages come from, the pull request's base,
   * not the stored baseline file (baselinePath). The subject is then built twice (head from
   * mionSource, base from here) and both are measured in the same run.
   */
  baseSource?: MionSource;
  /**
   * Paired mode: the folder whose subfolders are the base's servers (the base checkout's servers-dir),
   * for a subject whose server folder is itself what the pull request changes. The base side is the
   * subject's folder from here, built with baseSource (the head's source when not given).
   */
  baseServersDir?: string;
  timeBudgetMinutes: number;
  failOnInconclusive: boolean;
  /**
   * --measure instructions: compare counts of subjects built by different methods (npm, path,
   * tarballs), which otherwise refuses: one commit built two ways counts differently.
   */
  allowBuildDifference: boolean;
  /** compare without a baseline file: measure and report (notice), or end with exit code 2 (fail). */
  ifNoBaseline: IfNoBaseline;
  /**
   * Scenarios of the whole pull request when this run gates only its shard of them: the error
   * budget is shared among all of them, so that the merged verdict keeps it. Unset: this run's.
   */
  pullRequestScenarios?: number;
  /** Paired mode: when to profile head and base after the verdict (profile/profile-head-and-base.ts). */
  profile: ProfileWhen;
  /** Process pairs profiled per scenario: at least 2, for an interval over pairs. */
  profilePairs: number;
  /**
   * Paired mode: the rarest crash the run catches 9 times in 10: once in this many requests, or
   * `auto` (a crash in 3% of the gate's processes, at the run's pace); 0 turns the crash watch off.
   */
  crashWatchOnceIn: CrashWatchRarity;
  /**
   * A shard of a pull request gated in several measures (--pull-request-measures): the comparisons
   * per scenario of the measures other shards gate, which share this run's budget. Unset: none.
   */
  otherMeasuresComparisonsPerScenario?: number;
  /**
   * compare --history: main's history (docs/history-format.md), read before anything is measured;
   * the report sets the head against its last commits (history/main-standing.ts).
   */
  mainHistory?: HistoryLine[];
}

/**
 * When head and base are profiled side by side after a paired verdict (the report's "Where"):
 * auto on a regression or an inconclusive verdict, always, or never.
 */
export const PROFILE_CHOICES = ['auto', 'always', 'never'] as const;
export type ProfileWhen = (typeof PROFILE_CHOICES)[number];

export const IF_NO_BASELINE_CHOICES = ['notice', 'fail'] as const;
export type IfNoBaseline = (typeof IF_NO_BASELINE_CHOICES)[number];

/** Where the mion packages come from. */
export type MionSource =
  /** Without a version: the release pinned in servers/mion/package.json. */
  { kind: 'npm'; version?: string } | { kind: 'path'; dir: string } | { kind: 'tarballs'; dir: string };

export interface Config {
  command: Command;
  load: LoadSettings;
  gate: GateSettings;
  mionSource: MionSource;
  /** The folder whose subfolders are the servers (the catalog). */
  serversDir: string;
  /** The Node binary that runs servers, builds and the load generator; unset: the first node on PATH. */
  nodePath?: string;
  outPath?: string;
  markdownPath?: string;
  /** What `run` writes to markdownPath: the results page, or a page that names its own servers. */
  page: PageName;
  verbose: boolean;
  /** Trials per condition in calibrate: ten makes "detected at least 9 times in 10" a direct count. */
  calibrationTrials: number;
  /** The gate's modes calibrate measures, each with its own processes; both by default. */
  calibrationModes: ComparisonMode[];
  /** compare --shard k/n: this run gates its share of the scenarios (load.scenarios) for merge. */
  shard?: Shard;
}

/** The published tables' servers; the default is those of them present in the servers folder. */
export const DEFAULT_SERVERS = [
  'http-node',
  'mion',
  'mion-bun',
  'hono-bun',
  'elysia-bun',
  'fastify',
  'express',
  'hono',
  'hapi',
  'restify',
  'deepkit',
];
