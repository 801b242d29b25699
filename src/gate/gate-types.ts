import type { ScenarioName } from '../scenarios/scenario.ts';
import type { SlowProcessTest } from '../stats/slow-process-test.ts';

/** What ended a crash watch short: the head failed in it, its time cap, or the run's time budget. */
export type CrashWatchStop = 'failure' | 'cap' | 'budget';

/**
 * A comparison's verdict. `likely-regression`: a regression the confirmation's fresh processes did
 * not repeat, all its processes together still showing one (sequential-gate.ts); it fails the
 * check, said so. A comparison still undecided when its processes ran out is `inconclusive`, and
 * fails as too noisy unless 85% surely within its threshold (undecided-rule.ts).
 */
export type Verdict = 'regression' | 'likely-regression' | 'improvement' | 'unchanged' | 'inconclusive';
/** The wall-time metrics gate-metrics may name. */
export const GATED_METRIC_NAMES = [
  'requestsPerSecond',
  'latencyMean',
  'latencyP50',
  'latencyP99',
  'latencyP999',
  'eventLoopDelay',
] as const;
export type GatedMetric = (typeof GATED_METRIC_NAMES)[number];
/** Every metric a comparison can be about: the wall-time ones, and the count of --measure instructions. */
export const COMPARED_METRIC_NAMES = [...GATED_METRIC_NAMES, 'instructionsPerRequest'] as const;
export type ComparedMetric = (typeof COMPARED_METRIC_NAMES)[number];

/**
 * What the gate's processes measure: wall-clock throughput and latency under the published load,
 * or instructions per request counted under callgrind (deterministic, blind to I/O and contention).
 */
export const MEASURE_NAMES = ['wall-time', 'instructions'] as const;
export type Measure = (typeof MEASURE_NAMES)[number];

/**
 * How the subject's two sides were measured:
 * - paired: base and head of the pull request built and measured in the same run, process pair by
 *   process pair; the machine cancels.
 * - stored-baseline: this run against a results file recorded earlier, maybe on another machine.
 */
export type ComparisonMode = 'paired' | 'stored-baseline';

/**
 * The estimators of a change. paired: head against base of the same process pair. raw: the subject
 * alone. ratio: subject divided by the reference of the same process. adjusted: the subject corrected
 * by the reference's change times a fitted slope (covariate-adjusted-change.ts).
 */
export type Estimator = 'paired' | 'raw' | 'ratio' | 'adjusted';

/** A relative change with its confidence interval; 0.05 means 5 percent higher than the base. */
export interface ChangeInterval {
  estimate: number;
  lower: number;
  upper: number;
  confidence: number;
  /** Independent samples behind the interval: server processes, not rounds. */
  currentSamples: number;
  baselineSamples: number;
  /** Standard error of the log change and its t degrees of freedom; absent without an interval. */
  logStandardError?: number;
  degreesOfFreedom?: number;
}

export interface MetricComparison {
  scenario: ScenarioName;
  metric: ComparedMetric;
  mode: ComparisonMode;
  /** The estimator whose interval the verdict comes from. */
  decidedBy: Estimator;
  /** Every estimator computed for this metric, the deciding one included. */
  estimates: Partial<Record<Estimator, ChangeInterval>>;
  /** stored-baseline: correlation of subject and reference across processes (per-process logs). */
  referenceCorrelation?: number;
  /** Fraction, e.g. 0.05 for 5 percent. */
  threshold: number;
  verdict: Verdict;
  /**
   * Spread of one sample's log figure: head minus base of a process pair in paired mode, one
   * process of this run against a stored baseline. The gate's error rates were shown up to a limit
   * of it (gate-defaults.ts, VALIDATED_SPREAD_LOG).
   */
  spreadLog?: number;
  /**
   * The smallest worsening (a positive fraction, in the metric's worse direction) this comparison,
   * at its samples and spread, would have called a regression, confirmation included, in 90% of
   * runs (detectable-change.ts).
   */
  detectableWorsening?: number;
  /**
   * Blocks where one side's round failed (errors, time-outs, wrong answers) and the other's did
   * not: failures are findings, never left out in the head's favour (failed-rounds.ts).
   */
  failures?: {
    headOnly: number;
    baseOnly: number;
    /** The first pair in which the head failed and its base did not, and why: the comment's evidence. */
    headEvidence?: string;
  };
  /**
   * Its samples spread beyond the range where the gate's error rates were shown
   * (VALIDATED_SPREAD_LOG): such a comparison cannot pass, but a regression it shows still counts.
   */
  tooNoisy?: boolean;
  /**
   * Paired mode, on the first gated metric of a scenario: is one head process much slower than the
   * rest (slow-process-test.ts)? With each process's figure, head and base in pair order,
   * so a reader sees two modes where there are two.
   */
  dispersion?: HeadDispersion;
}

/** The slow-process test's result (slow-process-test.ts) with what a reader needs to see the slow process. */
export interface HeadDispersion extends SlowProcessTest {
  /** The metric per process (requests/s, instructions/request), pair by pair. */
  headFigures: number[];
  baseFigures: number[];
}

/**
 * no-baseline: compare found no baseline file, so it measured and reported but judged nothing.
 * not-gated: a stored baseline that nothing here can gate on (not-gated-outcome.ts); its wall-time
 * change is shown as context.
 * unstable: one head process is much slower than the rest (slow-process-test.ts), a
 * finding of its own: it fails the check like a regression.
 * inconclusive: some comparison stayed undecided with its estimate 85% surely inside the threshold; the check
 * passes with that said (undecided-rule.ts), unless fail-on-inconclusive.
 * error: the gate could not judge, too noisy among the reasons: a comparison spread beyond the
 * validated range, or one it could not show 85% surely within its threshold (undecided-rule.ts).
 */
export type GateVerdict =
  'pass' | 'regression' | 'unstable' | 'inconclusive' | 'error' | 'no-baseline' | 'not-gated';

export interface GateOutcome {
  verdict: GateVerdict;
  mode: ComparisonMode;
  /** What the gate's processes measured; wall-time when absent (outcomes written before the choice existed). */
  measure?: Measure;
  /** What the subject was compared with, in words: "mion built from npm:0.8.9" or the baseline file. */
  comparedWith: string;
  metrics: MetricComparison[];
  /**
   * Paired mode: processes in which the head failed (crashed, answered wrong, erred) where its base
   * did not, over the whole run (the gate's pairs, the confirmation, the profiling pairs and the
   * comparison table, every scenario), and the other way; absent when neither side failed. Any
   * excess of the head's fails the check (run-failures.ts).
   */
  headFailures?: { headOnly: number; baseOnly: number; evidence?: string };
  /**
   * Paired mode, a run that would otherwise pass: the requests its head served in the whole run,
   * topped up by the crash watch (src/gate/crash-watch.ts), and the chance they had to meet a
   * crash of the watched rarity. Absent with the watch off, or when the check already failed.
   */
  crashWatch?: {
    /**
     * The rarity watched for: a crash once in this many requests (crash-watch-once-in, or with
     * `auto` the rarity that fails `processShare` of the gate's processes at `requestsPerProcess`).
     */
    onceInRequests: number;
    /** `auto`: the share of processes a head crashing once in `onceInRequests` fails in (0.03). */
    processShare?: number;
    /** `auto`: requests one gate process of the head served, warm-up included (the run's pace). */
    requestsPerProcess?: number;
    /** Measured requests of the head over the whole run, the watch's included. */
    servedRequests: number;
    /** Of them, served by the watch (0 when the run had served enough already). */
    watchedRequests: number;
    watchSeconds: number;
    /** Processes of the head the watch started. */
    processes: number;
    /** 1 − e^(−served/onceIn): 0.9 once the watch is met. */
    catchShare: number;
    /** Why the watch ended short of its target; absent when it met it (or the run needed none). */
    stoppedBy?: CrashWatchStop;
    /** The watch's time cap in force, in seconds (records before it was kept say only "its cap"). */
    capSeconds?: number;
  };
  /** Set when a regression was seen and fresh processes were run to confirm it. */
  confirmation?: { agreed: boolean; metrics: MetricComparison[] };
  /**
   * A maintainer accepted the regression as intended with the pull request's label (the action
   * only, publish/accept-label.ts): the check passes, the verdict stays for the record.
   */
  accepted?: {
    label: string;
    by?: string;
    at?: string;
    /** The head commit the label accepted: the one gated when it was added. */
    commit?: string;
  };
  subject: string;
  /** The server measured beside the subject against a stored baseline; none in paired mode without one. */
  reference?: string;
  /** Server processes of the subject used per scenario, including those run while inconclusive. */
  subjectProcesses: number;
  /** Differences between the baseline's machine and this one (CPU model, cores, Node). */
  environmentDrift: string[];
  notes: string[];
  /** Set with verdict 'error'. */
  error?: string;
  /** How the confidence is shared over the comparisons and looks; absent in outcomes written before it. */
  errorBudget?: ErrorBudget;
}

/** The change the verdict was taken on. */
export function decidingChange(comparison: MetricComparison): ChangeInterval {
  const change = comparison.estimates[comparison.decidedBy];
  if (!change)
    throw new Error(`comparison of ${comparison.metric} lacks its ${comparison.decidedBy} estimate`);
  return change;
}

/** The measure a comparison of `metric` comes from: a merged pull request may hold both. */
export function measureOfMetric(metric: ComparedMetric): Measure {
  return metric === 'instructionsPerRequest' ? 'instructions' : 'wall-time';
}

/** How a metric is named to a reader. */
export const METRIC_LABEL: Record<MetricComparison['metric'], string> = {
  requestsPerSecond: 'requests/s',
  latencyMean: 'mean latency',
  latencyP50: 'p50 latency',
  latencyP99: 'p99 latency',
  latencyP999: 'p99.9 latency',
  eventLoopDelay: 'event-loop delay',
  instructionsPerRequest: 'instructions/request',
};

/**
 * One error budget for a whole pull request: `confidence` (the user's, 95% by default) holds for
 * every gated comparison (scenario × metric × measure) and every look of the sequential gate at once.
 * Bonferroni splits it over the comparisons (valid whatever their dependence: scenarios share a
 * build and a machine); within a comparison, repeated confidence intervals spend each share over the
 * looks (sequential-boundary.ts; computed by error-budget.ts). A pull request that changes nothing then sees any interval miss
 * zero with probability at most 1 - confidence, so `regression` (an interval wholly on the worse
 * side) is at most half of that before the confirmation, and `pass` (every interval clear of its
 * threshold on the worse side) is as rare for a comparison sitting at its threshold.
 */
export interface ErrorBudget {
  /** The level that holds for the whole pull request. */
  confidence: number;
  /** Gated comparisons sharing it: scenarios × gated metrics, over every measure of the pull request. */
  comparisons: number;
  /** Processes per side at each look the plan allows. */
  lookSizes: number[];
  /** The level each interval is computed at. */
  intervalConfidence: number;
  /**
   * The level of one comparison at one look (the pull request's confidence split over its
   * comparisons, no look correction), at which an undecided comparison past its threshold is named
   * a likely regression rather than too noisy to rule out a loss (undecided-rule.ts): both fail the
   * check, and the name of a regression stays as rare, for an unchanged pull request, as (1 -
   * confidence) / 2 however wide the noise. Absent in outcomes written before it.
   */
  undecidedConfidence?: number;
}
