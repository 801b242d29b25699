import {
  decidingChange,
  measureOfMetric,
  type ErrorBudget,
  type Estimator,
  type GateOutcome,
  type Measure,
  type MetricComparison,
} from '../gate/gate-types.ts';
import { formatPercent } from './format-numbers.ts';

/**
 * How the verdict was reached, in words under the table: who was compared with what, how many
 * processes, and the level the intervals hold at for the pull request.
 */

export const ESTIMATOR_LABEL: Record<Estimator, string> = {
  paired: 'head/base',
  raw: 'raw',
  ratio: 'ratio to reference',
  adjusted: 'adjusted by reference',
};

/**
 * The measures a merged pull request's comparisons come from, when there are several (shards of
 * wall time and of instructions); otherwise none, and the outcome's own measure speaks for it.
 */
function mixedMeasures(metrics: MetricComparison[]): Measure[] {
  const measures = [...new Set(metrics.map((m) => measureOfMetric(m.metric)))];
  return measures.length > 1 ? measures : [];
}

/** The method of each measure the comparisons come from: one sentence, or one per measure. */
export function methodSentences(gate: GateOutcome, atRate: boolean): string[] {
  const mixed = mixedMeasures(gate.metrics);
  if (mixed.length === 0)
    return [
      methodSentence(gate, gate.measure ?? 'wall-time', processesPerScenario(gate, gate.metrics), atRate),
    ];
  // Each measure's shards ran processes of their own.
  return mixed.map((measure) =>
    methodSentence(
      gate,
      measure,
      processesPerScenario(
        gate,
        gate.metrics.filter((m) => measureOfMetric(m.metric) === measure),
      ),
      atRate,
    ),
  );
}

/**
 * "8", or "8 to 16" and why: the processes a side behind `metrics`. Later looks measure only the
 * scenarios still undecided, so scenarios decided at different looks have different counts (the
 * table's column gives each).
 */
function processesPerScenario(
  gate: GateOutcome,
  metrics: MetricComparison[],
): { count: string; why: string } {
  const counts = metrics.map((m) => decidingChange(m).currentSamples);
  const fewest = counts.length === 0 ? gate.subjectProcesses : Math.min(...counts);
  const most = counts.length === 0 ? gate.subjectProcesses : Math.max(...counts);
  return fewest === most
    ? { count: `${most}`, why: '' }
    : { count: `${fewest} to ${most}`, why: ' (later looks measure only the undecided scenarios)' };
}

/** How the verdict was reached in `measure`, in one sentence per mode. */
function methodSentence(
  gate: GateOutcome,
  measure: Measure,
  processes: { count: string; why: string },
  atRate: boolean,
): string {
  if (measure === 'instructions') {
    const base =
      gate.mode === 'paired'
        ? `head against ${gate.comparedWith}, ${processes.count} process pairs per scenario${processes.why} counted side by side`
        : `${processes.count} processes per scenario${processes.why} against ${gate.comparedWith}`;
    return (
      `Counted instructions: ${gate.subject}'s instructions per request under callgrind, ${base}; each process ` +
      `is one sample. Counts were compared only with counts taken under the same Node, valgrind and settings.`
    );
  }
  if (gate.mode === 'paired' && atRate) {
    return (
      `Paired mode at a fixed rate: ${gate.subject} (head) against ${gate.comparedWith}. Head and base were started together, ` +
      `${processes.count} process pairs per scenario${processes.why}, and loaded in turns at the same rate, one round each ` +
      `(an open-loop load generator needs the load CPU to itself); each pair is one sample, so the machine's speed and ` +
      `drift fall on both alike and no reference is needed.`
    );
  }
  if (gate.mode === 'paired') {
    return (
      `Paired mode: ${gate.subject} (head) against ${gate.comparedWith}. Head and base were started together, ` +
      `${processes.count} process pairs per scenario${processes.why}, and loaded at the same time, one round each, sharing the ` +
      `server CPU; each pair is one sample, so the machine's speed, drift and bursts fall on both alike and no reference is needed.` +
      (gate.metrics.some((metric) => metric.metric === 'latencyMean')
        ? ''
        : ' Mean latency is not gated in this mode unless gate-metrics names it: with the requests in flight fixed it is ' +
          'their number divided by requests/s, and loaded together it also carries the load generators sharing their CPU.')
    );
  }
  const correlations = gate.metrics
    .filter((m) => m.metric === 'requestsPerSecond' && m.referenceCorrelation !== undefined)
    .map((m) => `${m.scenario} ${m.referenceCorrelation!.toFixed(2)}`);
  const decided = gate.metrics[0] ? ESTIMATOR_LABEL[gate.metrics[0].decidedBy] : 'n/a';
  return (
    `Stored-baseline mode: ${gate.subject} against ${gate.comparedWith}; ${processes.count} processes of ` +
    `${gate.subject} per scenario${processes.why}, each one sample. Raw: ${gate.subject} alone; ratio: divided by ${gate.reference} of ` +
    `the same process; adjusted: corrected by ${gate.reference}'s change times a fitted slope. Decided by: ${decided}` +
    `${gate.environmentDrift.length > 0 ? ' (the baseline came from another machine)' : ''}. ` +
    `Correlation of ${gate.subject} and ${gate.reference} across processes (requests/s): ${correlations.join(', ') || 'n/a'}.`
  );
}

/**
 * Where the comparisons of several measures share the budget, each measure's looks leave its own
 * level (the budget's look sizes are one measure's): read from its rows, as they were computed.
 */
function levelsByMeasure(metrics: MetricComparison[], measures: Measure[]): string {
  const levels = measures.map((measure) => {
    const level = metrics.find((m) => measureOfMetric(m.metric) === measure);
    return `${formatPercent(decidingChange(level!).confidence, 1)} in ${measure}`;
  });
  return `${levels.join(' and ')}, as the looks of each measure leave it`;
}

/** What the intervals are, in words: the reader must know they hold for the pull request, not one row. */
export function budgetSentence(budget: ErrorBudget, metrics: MetricComparison[]): string {
  const mixed = mixedMeasures(metrics);
  const looks = mixed.length > 0 ? 0 : budget.lookSizes.length;
  return (
    `Intervals: ${formatPercent(budget.confidence, 0)} for the pull request as a whole: ` +
    `${budget.comparisons === 1 ? 'the one comparison' : `all ${budget.comparisons} comparisons at once`}` +
    `${mixed.length > 0 ? ` (every scenario in ${mixed.join(' and ')}), through every look as processes are added` : ''}` +
    `${looks > 1 ? `, through up to ${looks} looks as processes are added (${budget.lookSizes.join(', ')})` : ''}; ` +
    `each is computed at ${mixed.length > 0 ? levelsByMeasure(metrics, mixed) : formatPercent(budget.intervalConfidence, 1)} ` +
    `(Bonferroni over comparisons, Pocock's repeated intervals over looks). ` +
    `"Would catch" is the smallest worsening the run, at its own noise, would have called a regression 9 times in 10.`
  );
}
