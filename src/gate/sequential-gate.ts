import type { GateSettings } from '../config/config.ts';
import { mergeResults } from '../results/merge-results.ts';
import { worseSign } from './gated-metrics.ts';
import type { ResultsFile } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { errorBudget } from './error-budget.ts';
import { VALIDATED_SPREAD_LOG, WALL_TIME_SAMPLING, type SamplingPlan } from './gate-defaults.ts';
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
  /** Clock for `gate.timeBudgetMinutes`, in milliseconds; the budget counts from this call. */
  nowMs: () => number;
  /** Processes per step; the wall-time plan when unset. */
  sampling?: SamplingPlan;
}

/**
 * The gate's decision. While a gated metric is inconclusive, more server processes are run and
 * merged, up to `gate.maxProcesses` and the time budget (google/tachometer's auto-sampling), in the
 * scenarios that still have an inconclusive metric only: a scenario already decided keeps its
 * samples and its verdict, which its intervals allow, as they hold at every look whatever made the
 * gate stop looking at it (below); measuring it again would only spend the pull request's time. A
 * regression then has to be seen again, on the same metric and scenario, in fresh processes
 * compared alone: two independent looks must both be wrong for a false alarm. The fresh look has
 * fewer processes, so it is asked only for the size of the change (its estimate worse than the
 * threshold), not for an interval clear of zero: the first look already showed that with many more
 * processes, and asking it twice cost a third of the power against a 4 percent loss in the two-level
 * simulation while false alarms stayed under 1 percent either way. The confirmation ignores the
 * time budget, because a failure without it would carry the unconfirmed rate.
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
  const startMs = nowMs();
  const budgetMs = gate.timeBudgetMinutes * 60_000;
  let current = initial;
  let metrics: MetricComparison[] = [];
  const notes: string[] = [];
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
    ...(metrics.length > 0
      ? {
          errorBudget: errorBudget(
            gate,
            sampling,
            metrics.length,
            new Set(metrics.map((m) => m.scenario)).size,
          ),
        }
      : {}),
    ...fields,
  });

  try {
    metrics = compare(current, 'current run');
    let lastStepMs = 0;
    while (metrics.some((comparison) => comparison.verdict === 'inconclusive')) {
      const processesRun = subjectProcesses(current, gate.subject);
      if (processesRun >= maxProcesses) {
        notes.push(
          `Still inconclusive after ${processesRun} processes of ${gate.subject}, the maximum (max processes).`,
        );
        break;
      }
      // A step is not started when one as long as the last would overrun the budget.
      if (nowMs() - startMs + lastStepMs > budgetMs) {
        notes.push(
          `Still inconclusive after ${processesRun} processes of ${gate.subject}: the time budget of ${gate.timeBudgetMinutes} minutes allows no further step.`,
        );
        break;
      }
      const stepStartMs = nowMs();
      const extra = await measureMore(
        Math.min(sampling.extraProcesses, maxProcesses - processesRun),
        scenariosWhere(metrics, (comparison) => comparison.verdict === 'inconclusive'),
      );
      lastStepMs = nowMs() - stepStartMs;
      current = mergeResults(current, extra);
      metrics = compare(current, 'current run');
    }

    const tooNoisy = beyondValidatedSpread(metrics, gate.measure);
    if (tooNoisy.length > 0) {
      notes.push(...tooNoisy);
      return outcome({ verdict: 'inconclusive' });
    }
    const regressions = metrics.filter((comparison) => comparison.verdict === 'regression');
    if (regressions.length === 0) {
      const inconclusive = metrics.some((comparison) => comparison.verdict === 'inconclusive');
      return outcome({ verdict: inconclusive ? 'inconclusive' : 'pass' });
    }
    const fresh = await measureMore(
      sampling.confirmationProcesses,
      scenariosWhere(regressions, () => true),
    );
    const confirmationMetrics = compare(fresh, 'confirmation processes');
    const confirmed = regressions.filter((regression) =>
      confirmationMetrics.some(
        (candidate) =>
          candidate.scenario === regression.scenario &&
          candidate.metric === regression.metric &&
          (worseThanThreshold(candidate) || headFailedMore(candidate)),
      ),
    );
    const confirmation = { agreed: confirmed.length > 0, metrics: confirmationMetrics };
    if (confirmed.length > 0) return outcome({ verdict: 'regression', confirmation });
    notes.push(
      `A regression (${regressions.map((r) => `${r.scenario} ${r.metric}`).join(', ')}) was not repeated by ${sampling.confirmationProcesses} fresh processes.`,
    );
    return outcome({ verdict: 'inconclusive', confirmation });
  } catch (error) {
    return outcome({ verdict: 'error', error: error instanceof Error ? error.message : String(error) });
  }
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

/**
 * Sentences for the comparisons whose samples spread more than the range where the gate's error
 * rates were shown (VALIDATED_SPREAD_LOG): on such a day the verdict's rates are not known, so
 * the gate ends inconclusive and says by how much.
 */
function beyondValidatedSpread(metrics: MetricComparison[], measure: GateSettings['measure']): string[] {
  const limit = VALIDATED_SPREAD_LOG[measure];
  return metrics
    .filter((comparison) => (comparison.spreadLog ?? 0) > limit)
    .map(
      (comparison) =>
        `Too noisy to decide: ${comparison.scenario} ${METRIC_LABEL[comparison.metric]} spread ${formatLogSpread(comparison.spreadLog!)} per sample, ` +
        `above the ${formatLogSpread(limit)} up to which the gate's error rates were shown (docs/statistics.md).`,
    );
}

/** A log spread as the percent it roughly is. */
function formatLogSpread(spreadLog: number): string {
  return `${(spreadLog * 100).toFixed(spreadLog < 0.01 ? 2 : 1)}%`;
}

/** The estimate alone is on the worse side of the threshold. */
function worseThanThreshold(comparison: MetricComparison): boolean {
  return worseSign(comparison.metric) * decidingChange(comparison).estimate > comparison.threshold;
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
