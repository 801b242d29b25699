import type { GateSettings } from '../config/config.ts';
import { mergeResults } from '../results/merge-results.ts';
import type { ResultsFile } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { errorBudget } from './error-budget.ts';
import { ComparisonError } from './scenario-rounds.ts';
import { BASE_FAILURE_EXCESS } from './failed-rounds.ts';
import { dispersionTestsPerScenario } from './gated-metrics.ts';
import {
  confirmationProcessesAfter,
  nextLookProcesses,
  WALL_TIME_SAMPLING,
  type SamplingPlan,
} from './gate-defaults.ts';
import { likelyWithinThreshold } from './detectable-worsening.ts';
import { SURELY_WITHIN_LEVEL } from '../stats/detectable-change.ts';
import {
  guardNoise,
  judgeUndecided,
  signedPercent,
  tooNoisySentence,
  validatedSpreadLog,
  worseThanThreshold,
} from './undecided-rule.ts';
import {
  decidingChange,
  METRIC_LABEL,
  type ComparisonMode,
  type GateOutcome,
  type MetricComparison,
} from './gate-types.ts';

export interface SequentialGateInput {
  /** The pull request's run so far; the gate's own processes are merged into it. */
  initial: ResultsFile;
  gate: GateSettings;
  mode: ComparisonMode;
  /** What the subject is compared with, in words, for the report. */
  comparedWith: string;
  /** Differences between the baseline's machine and this one; empty in paired mode. */
  environmentDrift: string[];
  /** The mode's comparison of a results file (compare-paired.ts or compare-results.ts). */
  compare: (file: ResultsFile, label: string) => MetricComparison[];
  /**
   * Runs `processes` fresh blocks of one round each of the two servers the mode compares (head and
   * base, or subject and reference), in `scenarios` only: the ones still undecided, or for the
   * confirmation the ones that regressed. Its settings.scenarios must list them, as the
   * confirmation is compared on its own.
   */
  measureMore: (processes: number, scenarios: ScenarioName[]) => Promise<ResultsFile>;
  /** Clock for the time budget, in milliseconds. */
  nowMs: () => number;
  /**
   * When, on the `nowMs` clock, no round of the run may start any more (the run's time budget,
   * counted from its start: src/stages/prepare.ts); `gate.timeBudgetMinutes` from this call when unset.
   */
  deadlineMs?: number;
  /** Processes per step; the wall-time plan when unset. */
  sampling?: SamplingPlan;
}

/**
 * The gate's decision. While a gated metric is inconclusive, more server processes are run and
 * merged, up to `gate.maxProcesses` and the time budget (google/tachometer's auto-sampling), in the
 * scenarios that still have an inconclusive metric only (past 24 processes, one not yet 99% surely
 * within its threshold: measuresFurther): a scenario already decided keeps its
 * samples and its verdict, which its intervals allow, as they hold at every look whatever made the
 * gate stop looking at it (below); measuring it again would only spend the pull request's time. A
 * regression then has to be seen again, on the same metric and scenario, in fresh processes
 * compared alone: two independent looks must both be wrong for a false alarm. The fresh look has
 * fewer processes, so it is asked only for the size of the change (its estimate worse than the
 * threshold), not for an interval clear of zero: the first look already showed that with many more
 * processes, and asking it twice cost a third of the power against a 4 percent loss in the two-level
 * simulation while false alarms stayed under 1 percent either way. A step leaves room in the time
 * budget for the confirmation, because a failure without it would carry the unconfirmed rate.
 *
 * A regression that the confirmation does not repeat ends as 'inconclusive', not 'pass': two
 * looks disagree, and a real but noisy regression looks like that too.
 *
 * Looking again while inconclusive would inflate the error rates of fixed intervals; the compare
 * functions take theirs at the error budget's level (error-budget.ts), which holds over every look
 * and every comparison of the pull request at once. A run whose samples spread beyond the range
 * where those rates were shown ends inconclusive, as its rates are unknown.
 */
export async function runSequentialGate(input: SequentialGateInput): Promise<GateOutcome> {
  const { initial, gate, compare, measureMore, nowMs } = input;
  const sampling = input.sampling ?? WALL_TIME_SAMPLING;
  const { maxProcesses } = gate;
  const deadlineMs = input.deadlineMs ?? nowMs() + gate.timeBudgetMinutes * 60_000;
  let current = initial;
  let metrics: MetricComparison[] = [];
  const notes: string[] = [];
  const budgetOf = (compared: MetricComparison[]) => {
    const scenarios = new Set(compared.map((m) => m.scenario)).size;
    const dispersionTests = scenarios * dispersionTestsPerScenario(gate.measure, input.mode, gate);
    return errorBudget(gate, sampling, compared.length + dispersionTests, scenarios);
  };
  const outcome = (fields: Pick<GateOutcome, 'verdict'> & Partial<GateOutcome>): GateOutcome => ({
    mode: input.mode,
    measure: gate.measure,
    comparedWith: input.comparedWith,
    metrics,
    subject: gate.subject,
    reference: gate.reference,
    subjectProcesses: subjectProcesses(current, gate.subject),
    environmentDrift: input.environmentDrift,
    notes,
    ...(metrics.length > 0 ? { errorBudget: budgetOf(metrics) } : {}),
    ...fields,
  });

  try {
    metrics = compare(current, 'current run');
    let msPerScenarioPair = 0;
    const stillOpen = (comparison: MetricComparison) => measuresFurther(comparison, sampling);
    while (metrics.some(stillOpen)) {
      const processesRun = subjectProcesses(current, gate.subject);
      if (processesRun >= maxProcesses) {
        notes.push(
          `Still inconclusive after ${processesRun} processes of ${gate.subject}, the maximum (max processes).`,
        );
        break;
      }
      const step = nextLookProcesses(processesRun, maxProcesses, sampling) - processesRun;
      const scenarios = scenariosWhere(metrics, stillOpen);
      // A step is not started when, at the last step's pace, it and a confirmation after it would
      // overrun the budget: rounds past it are not run, and a regression must be confirmed.
      // (The eight of a quiet run's confirmation: a noisy run's third that the budget cuts short is
      // judged on the processes that came back, with all of them pooled when they do not repeat it.)
      const stepAndConfirmationMs =
        msPerScenarioPair * (step + sampling.confirmationProcesses) * scenarios.length;
      if (nowMs() + stepAndConfirmationMs > deadlineMs) {
        notes.push(budgetNote(processesRun, gate));
        break;
      }
      const stepStartMs = nowMs();
      const extra = await measureMore(step, scenarios);
      msPerScenarioPair = (nowMs() - stepStartMs) / (step * scenarios.length);
      current = mergeResults(current, extra);
      metrics = compare(current, 'current run');
      // No process came back: the run's rounds were stopped by its budget (run-benchmark.ts).
      if (subjectProcesses(current, gate.subject) === processesRun) {
        notes.push(budgetNote(processesRun, gate));
        break;
      }
    }

    metrics = metrics.map((comparison) => guardNoise(comparison, gate));
    const baseFailed = metrics.find(baseFailedMore);
    if (baseFailed) {
      return outcome({
        verdict: 'error',
        error: `the base failed in ${baseFailed.failures!.baseOnly} process pairs of ${baseFailed.scenario} where the head did not (${baseFailed.failures!.headOnly} the other way): with the base failing, nothing can be judged`,
      });
    }

    let confirmation: GateOutcome['confirmation'];
    const regressions = metrics.filter((comparison) => comparison.verdict === 'regression');
    if (regressions.length > 0) {
      // Each scenario is confirmed by what its own run calls for: a clear regression seen at the first
      // look by 8, a noisy scenario's late one by a third of its pairs, in batches of one size.
      const confirmationSize = new Map<ScenarioName, number>();
      for (const regression of regressions) {
        const size = confirmationProcessesAfter(decidingChange(regression).currentSamples, sampling);
        confirmationSize.set(
          regression.scenario,
          Math.max(size, confirmationSize.get(regression.scenario) ?? 0),
        );
      }
      let fresh: ResultsFile | undefined;
      for (const size of [...new Set(confirmationSize.values())].sort((a, b) => a - b)) {
        const batch = await measureMore(
          size,
          [...confirmationSize].filter(([, each]) => each === size).map(([scenario]) => scenario),
        );
        fresh = fresh ? mergeResults(fresh, batch) : batch;
      }
      const confirmationProcesses = (scenario: ScenarioName) => confirmationSize.get(scenario)!;
      const { metrics: confirmationMetrics, headFailedEverywhere } = compareSparingFailedHeads(
        compare,
        fresh!,
        'confirmation processes',
      );
      for (const failed of headFailedEverywhere)
        notes.push(
          `${failed.message}: the head failed in every fresh process, which confirms its regression there.`,
        );
      const pooled = compare(mergeResults(current, fresh!), 'first look and confirmation together');
      const confirmed = (regression: MetricComparison) =>
        headFailedEverywhere.some((failed) => failed.failedEverywhere!.scenario === regression.scenario) ||
        confirmationMetrics.some(
          (candidate) =>
            sameComparison(candidate, regression) &&
            (worseThanThreshold(candidate) || headFailedMore(candidate)),
        );
      metrics = metrics.map((comparison) => {
        if (comparison.verdict !== 'regression' || confirmed(comparison)) return comparison;
        // The fresh processes did not repeat it: all the processes together decide, so the first
        // look's evidence is not thrown away, nor taken alone. They name a regression only as a
        // look does, clear of zero at the gate's level: past the threshold within the noise is
        // undecided, and fails as too noisy unless 85% surely within (judgeUndecided).
        const together = pooled.find((candidate) => sameComparison(candidate, comparison)) ?? comparison;
        const stillWorse = together.verdict === 'regression' || headFailedMore(together);
        notes.push(
          `${comparison.scenario} ${METRIC_LABEL[comparison.metric]}: the regression (${signedPercent(decidingChange(comparison).estimate)}) was not repeated by ${confirmationProcesses(comparison.scenario)} fresh processes; ` +
            `all ${decidingChange(together).currentSamples} process pairs together read ${signedPercent(decidingChange(together).estimate)}` +
            (stillWorse
              ? ', still a regression: likely regression, not confirmed.'
              : worseThanThreshold(together)
                ? ', past the threshold but not clear of the noise: undecided.'
                : ', within the threshold: undecided.'),
        );
        return stillWorse
          ? { ...comparison, verdict: 'likely-regression' }
          : { ...together, verdict: 'inconclusive' };
      });
      confirmation = {
        agreed: metrics.some((comparison) => comparison.verdict === 'regression'),
        metrics: confirmationMetrics,
      };
    }

    metrics = metrics.map(judgeUndecided);
    for (const comparison of metrics) {
      // A regression stands whatever its spread: the noise note explains only a comparison it kept from passing.
      if (comparison.tooNoisy && comparison.verdict === 'inconclusive')
        notes.push(tooNoisySentence(comparison, gate));
    }
    const verdict = pullRequestVerdict(metrics);
    return outcome({
      verdict,
      ...(confirmation ? { confirmation } : {}),
      ...(verdict === 'error' ? { error: tooNoisyError(metrics, gate) } : {}),
    });
  } catch (error) {
    return outcome({ verdict: 'error', error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * `compare` of a file in which the head may have failed in every process of some scenarios (a head
 * that crashes under load, seen in the confirmation of a crashing head): those scenarios are set
 * apart, with the error that names the failure, and the others compared. A failure of anything
 * else (the base, a missing scenario) is still thrown: nothing can be judged then.
 */
function compareSparingFailedHeads(
  compare: SequentialGateInput['compare'],
  file: ResultsFile,
  label: string,
): { metrics: MetricComparison[]; headFailedEverywhere: ComparisonError[] } {
  const headFailedEverywhere: ComparisonError[] = [];
  let remaining = file;
  for (;;) {
    try {
      return { metrics: compare(remaining, label), headFailedEverywhere };
    } catch (error) {
      const failed = error instanceof ComparisonError ? error.failedEverywhere : undefined;
      if (!failed || failed.role !== 'head') throw error;
      headFailedEverywhere.push(error as ComparisonError);
      const scenarios = remaining.settings.scenarios.filter((scenario) => scenario !== failed.scenario);
      if (scenarios.length === 0) return { metrics: [], headFailedEverywhere };
      remaining = {
        ...remaining,
        settings: { ...remaining.settings, scenarios },
        scenarios: remaining.scenarios.filter((result) => result.scenario !== failed.scenario),
      };
    }
  }
}

/**
 * An inconclusive comparison is measured further, unless it has had `sampling.surelyWithinStop`
 * pairs and is already 99% surely within its threshold: it passes with a notice then, and more
 * processes would only spend time. One that is not is what a noisy runner leaves undecided, and
 * goes on to max-processes while the time budget lasts (gate-defaults.ts); the 85% rule judges it
 * once, at the end (undecided-rule.ts).
 */
function measuresFurther(comparison: MetricComparison, sampling: SamplingPlan): boolean {
  if (comparison.verdict !== 'inconclusive') return false;
  const change = decidingChange(comparison);
  const stop = sampling.surelyWithinStop ?? Number.POSITIVE_INFINITY;
  return !(change.currentSamples >= stop && likelyWithinThreshold(comparison, change, SURELY_WITHIN_LEVEL));
}

/** Why the gate stopped adding processes before max-processes. */
function budgetNote(processesRun: number, gate: GateSettings): string {
  return `Still inconclusive after ${processesRun} processes of ${gate.subject}: the time budget of ${gate.timeBudgetMinutes} minutes allows no further step.`;
}

/** The scenarios, in the order of `metrics`, with a comparison that `matches`. */
function scenariosWhere(
  metrics: MetricComparison[],
  matches: (comparison: MetricComparison) => boolean,
): ScenarioName[] {
  return [...new Set(metrics.filter(matches).map((comparison) => comparison.scenario))];
}

/** The head failed in more blocks than its base (failed-rounds.ts): a failure repeats as a failure. */
function headFailedMore(comparison: MetricComparison): boolean {
  return (comparison.failures?.headOnly ?? 0) > (comparison.failures?.baseOnly ?? 0);
}

/** The same scenario and metric, in another look's comparisons. */
function sameComparison(candidate: MetricComparison, comparison: MetricComparison): boolean {
  return candidate.scenario === comparison.scenario && candidate.metric === comparison.metric;
}

/**
 * The base failed in at least BASE_FAILURE_EXCESS more process pairs than the head: the other
 * side of the comparison is broken, so nothing can be judged (failed-rounds.ts).
 */
function baseFailedMore(comparison: MetricComparison): boolean {
  const failures = comparison.failures;
  return failures !== undefined && failures.baseOnly - failures.headOnly >= BASE_FAILURE_EXCESS;
}

/** How every error of a run that noise alone kept from passing begins, and only such an error. */
const TOO_NOISY_ERROR_START = 'too noisy to';

/**
 * Whether a gate's error is noise's (its comparisons would decide with more processes or a quieter
 * runner) rather than a fault: a base that failed, a missing shard, bad input.
 */
export function isTooNoisyError(error: string | undefined): boolean {
  return error?.startsWith(TOO_NOISY_ERROR_START) ?? false;
}

/** The error of a run that noise kept from passing, in one line: the first comparison it stopped. */
function tooNoisyError(metrics: readonly MetricComparison[], gate: GateSettings): string {
  const noisy = metrics.find((m) => m.tooNoisy && m.verdict === 'inconclusive');
  if (!noisy) return `${TOO_NOISY_ERROR_START} judge`;
  if ((noisy.spreadLog ?? 0) > validatedSpreadLog(gate, noisy.metric))
    return `${TOO_NOISY_ERROR_START} judge: a comparison spread beyond the range where the gate was shown to work`;
  const more = metrics.filter((m) => m.tooNoisy && m.verdict === 'inconclusive').length - 1;
  return `${TOO_NOISY_ERROR_START} rule out a loss in ${noisy.scenario} ${METRIC_LABEL[noisy.metric]}${more > 0 ? ` and ${more} more` : ''} (the notes say what would decide it)`;
}

/**
 * The pull request's verdict from its comparisons, failing closed: any regression, proven or
 * likely, fails it; then a head more erratic than its base; then a comparison too noisy to pass
 * (an error: the run cannot be judged, run it again); an undecided comparison within its threshold
 * passes with a notice; every comparison unchanged or better passes.
 */
export function pullRequestVerdict(metrics: readonly MetricComparison[]): GateOutcome['verdict'] {
  if (metrics.some((m) => m.verdict === 'regression' || m.verdict === 'likely-regression'))
    return 'regression';
  if (metrics.some((m) => m.dispersion?.headMoreErratic)) return 'unstable';
  if (metrics.some((m) => m.tooNoisy)) return 'error';
  if (metrics.some((m) => m.verdict === 'inconclusive')) return 'inconclusive';
  return 'pass';
}

/**
 * Most processes of the subject in any scenario, timed (blocks of rounds) or counted (instruction
 * samples), invalid ones included, so the limit always ends the loop.
 */
export function subjectProcesses(file: ResultsFile, subject: string): number {
  const timed = file.scenarios.map(
    (result) =>
      new Set(result.servers.find((entry) => entry.server === subject)?.rounds.map((r) => r.block)).size,
  );
  const counted = (file.instructions?.scenarios ?? []).map(
    (result) =>
      new Set(result.servers.find((entry) => entry.server === subject)?.samples.map((s) => s.process)).size,
  );
  return Math.max(0, ...timed, ...counted);
}
