import {
  decidingChange,
  measureOfMetric,
  METRIC_LABEL,
  type ChangeInterval,
  type Estimator,
  type GateOutcome,
  type ErrorBudget,
  type GatedMetric,
  type GateVerdict,
  type Measure,
  type MetricComparison,
} from '../gate/gate-types.ts';
import { AT_RATE_METRICS, worseSign } from '../gate/gated-metrics.ts';
import { worseThanThreshold } from '../gate/undecided-rule.ts';
import { HEAD_FAILURE_EXCESS } from '../gate/failed-rounds.ts';
import { formatLatencyThreeDigitsMs, formatPercent, formatSignedPercent } from './format-numbers.ts';
import { decisionHeading } from './decision-heading.ts';
import { tooWideToBound } from './interval-bounds.ts';
import { noiseSentence } from './noise-sentence.ts';
import { shortMessage } from './single-line-text.ts';
import { sideKey, type SideFigures } from './side-figures.ts';
import { foldSharedColumns, type TextTable } from './text-table.ts';

/** The gate's answer in words and one table, shared by the PR comment and the terminal. */
export interface GateSummary {
  verdict: GateVerdict;
  /** The decision and its reason on one line (decision-heading.ts), and the icon it opens with. */
  title: string;
  icon: string;
  /**
   * The decision in a sentence or two, read in five seconds: each comparison's change, interval and
   * place against its threshold, then the smallest worsening the run could have caught. Absent when
   * nothing was compared, or nothing was gated.
   */
  headline?: string;
  /** Absent when the gate compared nothing (an error before any comparison). */
  table?: TextTable;
  /** Set when a confirmation block was run; its table when it compared any metric. */
  confirmation?: { sentence: string; table?: TextTable };
  /**
   * Why the verdict is not a plain pass: failed rounds, a run too noisy to decide, the gate's
   * notes. Shown with the verdict, never folded away, when the verdict is anything but a pass.
   */
  reasons: string[];
  /** Plain sentences: who was compared with what, and at which level. */
  details: string[];
}

function processes(count: number): string {
  return `${count} process${count === 1 ? '' : 'es'}`;
}

/** The whole run's failures, first among the reasons: the evidence a reader needs to find the crash. */
function runFailureSentences(gate: GateOutcome): string[] {
  const failures = gate.headFailures;
  if (!failures) return [];
  return [
    `Over the whole run (the gate's process pairs and their confirmation, the profiling pairs, the comparison table; every scenario) ` +
      `the head failed in ${processes(failures.headOnly)} where the base did not, the base in ${failures.baseOnly} where the head did not` +
      (failures.headOnly > failures.baseOnly ? ': any excess of the head fails the check' : '') +
      (failures.evidence ? `. First: ${shortMessage(failures.evidence)}` : '.'),
  ];
}

function interval(change: ChangeInterval): string {
  if (tooWideToBound(change)) return 'too few processes to bound';
  return `${formatSignedPercent(change.lower)} to ${formatSignedPercent(change.upper)}`;
}

/** The threshold on its worse side: lower for throughput, higher for latency. */
function worseThreshold(comparison: MetricComparison): string {
  return formatSignedPercent(worseSign(comparison.metric) * comparison.threshold);
}

const ESTIMATOR_LABEL: Record<Estimator, string> = {
  paired: 'head/base',
  raw: 'raw',
  ratio: 'ratio to reference',
  adjusted: 'adjusted by reference',
};

/**
 * The interval column's level: the pull request's (error-budget.ts), which every interval of the
 * table holds at once, through every look; an outcome written before the budget gives its own.
 */
function intervalLevel(metrics: MetricComparison[], budget: ErrorBudget | undefined): string {
  if (budget)
    return ` (${formatPercent(budget.confidence, 0)} for all ${budget.comparisons > 1 ? `${budget.comparisons} ` : ''}at once)`;
  const confidence = metrics[0] && decidingChange(metrics[0]).confidence;
  if (confidence === undefined) return '';
  // 99.5% must not print as 100%.
  const whole = Math.abs(confidence * 100 - Math.round(confidence * 100)) < 1e-9;
  return ` (${formatPercent(confidence, whole ? 0 : 1)})`;
}

/** The worsening the comparison would have caught in 9 runs of 10, on its worse side. */
function detectable(comparison: MetricComparison): string {
  if (comparison.detectableWorsening === undefined) return 'n/a';
  return formatSignedPercent(worseSign(comparison.metric) * comparison.detectableWorsening);
}

/** Columns whose value, when every comparison shares it, is said once under the table. */
const FOLDABLE_COLUMNS = ['Metric', 'Decided by', 'Threshold'];

function comparisonTable(
  metrics: MetricComparison[],
  gated = true,
  budget?: ErrorBudget,
  sides = new Map<string, SideFigures>(),
  atRate = false,
): TextTable {
  return foldSharedColumns(fullComparisonTable(metrics, gated, budget, sides, atRate), FOLDABLE_COLUMNS);
}

/**
 * What Base and Head are: a reader sets them beside the change and expects one to follow from the
 * other; they do not quite, as the change is the pairs' own. At a rate, a third p99 is in sight (the
 * rate section's, of every request merged), so the caption says which one the table holds.
 */
function sidesCaption(metrics: MetricComparison[], atRate: boolean): string {
  const percentileAtRate = atRate && metrics.some((m) => AT_RATE_METRICS.includes(m.metric as GatedMetric));
  return (
    "Base, Head: the median over the process pairs, each process its rounds' geometric mean; the change and " +
    `its interval come from the pairs themselves.${percentileAtRate ? " A process's percentile is of its own requests; the report's rate section merges every request of a side." : ''}`
  );
}

function fullComparisonTable(
  metrics: MetricComparison[],
  gated: boolean,
  budget: ErrorBudget | undefined,
  sides: Map<string, SideFigures>,
  atRate: boolean,
): TextTable {
  const level = intervalLevel(metrics, budget);
  const stored = metrics.some((m) => m.mode === 'stored-baseline');
  const withDetectable = gated && metrics.some((m) => m.detectableWorsening !== undefined);
  const withSides = metrics.some((m) => sides.has(sideKey(m)));
  const side = (m: MetricComparison, which: keyof SideFigures) => {
    const figures = sides.get(sideKey(m));
    return figures ? formatSideFigure(m.metric, figures[which]) : '';
  };
  return {
    ...(withSides ? { caption: sidesCaption(metrics, atRate) } : {}),
    columns: [
      { header: 'Scenario', align: 'left' },
      { header: 'Metric', align: 'left' },
      ...(withSides
        ? [
            { header: 'Base', align: 'right' as const },
            { header: 'Head', align: 'right' as const },
          ]
        : []),
      { header: stored ? 'Change vs baseline' : 'Change vs base', align: 'right' },
      { header: `Interval${level}`, align: 'right' },
      { header: 'Decided by', align: 'left' },
      ...(stored ? [{ header: 'Other estimates (interval)', align: 'right' as const }] : []),
      { header: 'Threshold', align: 'right' },
      ...(withDetectable ? [{ header: 'Would catch (90%)', align: 'right' as const }] : []),
      { header: stored ? 'Processes (now/baseline)' : 'Process pairs', align: 'right' },
      { header: 'Verdict', align: 'left' },
    ],
    rows: metrics.map((m) => {
      const deciding = decidingChange(m);
      const others = (Object.entries(m.estimates) as Array<[Estimator, ChangeInterval]>)
        .filter(([estimator]) => estimator !== m.decidedBy)
        .map(
          ([estimator, change]) =>
            `${ESTIMATOR_LABEL[estimator]} ${formatSignedPercent(change.estimate)} (${interval(change)})`,
        )
        .join('; ');
      return {
        emphasised: gated && (m.verdict === 'regression' || m.verdict === 'likely-regression'),
        cells: [
          m.scenario,
          METRIC_LABEL[m.metric],
          ...(withSides ? [side(m, 'base'), side(m, 'head')] : []),
          formatSignedPercent(deciding.estimate),
          interval(deciding),
          ESTIMATOR_LABEL[m.decidedBy],
          ...(stored ? [others] : []),
          worseThreshold(m),
          ...(withDetectable ? [detectable(m)] : []),
          m.mode === 'paired'
            ? `${deciding.currentSamples}`
            : `${deciding.currentSamples}/${deciding.baselineSamples}`,
          gated ? verdictWords(m) : 'not gated',
        ],
      };
    }),
  };
}

/**
 * The measures a merged pull request's comparisons come from, when there are several (shards of
 * wall time and of instructions); otherwise none, and the outcome's own measure speaks for it.
 */
function mixedMeasures(metrics: MetricComparison[]): Measure[] {
  const measures = [...new Set(metrics.map((m) => measureOfMetric(m.metric)))];
  return measures.length > 1 ? measures : [];
}

/** The method of each measure the comparisons come from: one sentence, or one per measure. */
function methodSentences(gate: GateOutcome, atRate: boolean): string[] {
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
function budgetSentence(budget: ErrorBudget, metrics: MetricComparison[]): string {
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

/** Failed rounds count against the side that failed: the paired estimate itself uses only blocks where both answered. */
function failureSentences(metrics: MetricComparison[]): string[] {
  const seen = new Set<string>();
  return metrics.flatMap((m) => {
    if (!m.failures || seen.has(m.scenario)) return [];
    seen.add(m.scenario);
    return [
      `${m.scenario}: the head failed in ${m.failures.headOnly} process pairs where the base did not, the base in ${m.failures.baseOnly} where the head did not` +
        failureConsequence(m.failures.headOnly - m.failures.baseOnly) +
        (m.failures.headEvidence ? `. First: ${shortMessage(m.failures.headEvidence)}` : '.'),
    ];
  });
}

/** What the head's extra failures did to the verdict (failed-rounds.ts), as the end of a sentence. */
function failureConsequence(headExcess: number): string {
  return headExcess >= HEAD_FAILURE_EXCESS ? '; a head that fails where its base does not has regressed' : '';
}

/**
 * A head process much slower than the rest, with every process's figure of both sides, so a reader
 * sees the slow process (a slow path some processes take) instead of one averaged number.
 */
function erraticSentences(metrics: MetricComparison[]): string[] {
  return metrics.flatMap((m) => {
    const dispersion = m.dispersion;
    if (!dispersion?.headMoreErratic) return [];
    const figures = (values: number[]) => values.map((value) => formatFigure(value)).join(', ');
    return [
      `${m.scenario}: the head is more erratic across processes than its base: its slowest process is ${formatPercent(-Math.expm1(-dispersion.extraSpreadLog), 1)} slower than its other processes against their bases ` +
        `(t ${dispersion.statistic.toFixed(1)} over ${dispersion.pairs} pairs, beyond ${dispersion.criticalValue.toFixed(1)}, the ${formatPercent(1 - (1 - dispersion.confidence) / dispersion.pairs, 2)} quantile for the slowest of ${dispersion.pairs}). ` +
        `${METRIC_LABEL[m.metric]} per process, head: ${figures(dispersion.headFigures)}; base: ${figures(dispersion.baseFigures)}.`,
    ];
  });
}

/** A side's figure with its unit: "41,552/s", "12,345" instructions, a latency "8.80 ms". */
function formatSideFigure(metric: MetricComparison['metric'], value: number): string {
  if (metric === 'requestsPerSecond') return `${formatFigure(value)}/s`;
  if (metric === 'instructionsPerRequest') return formatFigure(value);
  return `${formatLatencyThreeDigitsMs(value)} ms`;
}

/** A process's figure: whole numbers from a thousand up (requests/s, instructions), else 4 digits. */
function formatFigure(value: number): string {
  return value >= 1000 ? Math.round(value).toLocaleString('en-US') : value.toPrecision(4);
}

/**
 * The Verdict column in a reader's words: `inconclusive` as undecided (what it does to the check,
 * the heading and notes say: a pass when 80% surely within, an error when too noisy), and
 * `unchanged` as what the gate showed, a loss beyond the threshold ruled out, since its change may
 * be a gain the gate had no reason to bound (a +4.8% read "unchanged" beside its own figure).
 */
function verdictWords(comparison: MetricComparison): string {
  if (comparison.verdict === 'inconclusive') return comparison.tooNoisy ? 'too noisy' : 'undecided';
  return VERDICT_WORDS[comparison.verdict];
}

const VERDICT_WORDS: Record<Exclude<MetricComparison['verdict'], 'inconclusive'>, string> = {
  regression: 'regression',
  'likely-regression': 'likely regression',
  unchanged: 'within threshold',
  improvement: 'improvement',
};

const PLACE: Record<MetricComparison['verdict'], (threshold: string) => string> = {
  regression: (threshold) => `worse than the ${threshold} threshold`,
  'likely-regression': (threshold) =>
    `not shown within the ${threshold} threshold: likely regression, not proven`,
  unchanged: (threshold) => `within the ${threshold} threshold`,
  improvement: () => 'better',
  inconclusive: () => 'undecided',
};

/** "hello −0.4% (−2.1% to +1.3%), within the −5.0% threshold" for one comparison. */
function comparisonPhrase(comparison: MetricComparison, metricNamed: boolean): string {
  const change = decidingChange(comparison);
  const metric = metricNamed ? ` ${METRIC_LABEL[comparison.metric]}` : '';
  return (
    `${comparison.scenario}${metric} ${formatSignedPercent(change.estimate)} (${interval(change)}), ` +
    (failedInto(comparison) ?? PLACE[comparison.verdict](worseThreshold(comparison)))
  );
}

/**
 * A comparison that failed for its head's failures, not its figures: said so, since its estimate,
 * taken over the pairs where both sides answered, may sit well inside the threshold.
 */
function failedInto(comparison: MetricComparison): string | undefined {
  const failures = comparison.failures;
  if (!failures || failures.headOnly <= failures.baseOnly) return undefined;
  if (comparison.verdict !== 'regression' && comparison.verdict !== 'likely-regression') return undefined;
  if (worseThanThreshold(comparison)) return undefined;
  return `but its head failed in ${failures.headOnly} process pairs where the base did not (${failures.baseOnly} the other way): regression`;
}

function headline(gate: GateOutcome): string | undefined {
  if (gate.metrics.length === 0 || gate.verdict === 'not-gated') return undefined;
  const metricNamed = new Set(gate.metrics.map((m) => m.metric)).size > 1;
  const changes = `${gate.metrics.map((m) => comparisonPhrase(m, metricNamed)).join('; ')}.`;
  const detectable = gate.metrics
    .filter((m) => m.detectableWorsening !== undefined)
    .map((m) => ({ m, worsening: m.detectableWorsening! }))
    .sort((a, b) => b.worsening - a.worsening)[0];
  if (!detectable) return changes;
  const worse = worseSign(detectable.m.metric) < 0 ? 'loss' : 'rise';
  const where =
    gate.metrics.length > 1
      ? ` in every comparison (${detectable.m.scenario}${metricNamed ? ` ${METRIC_LABEL[detectable.m.metric]}` : ''} is the least sensitive)`
      : '';
  return (
    `${changes} At this run's noise it would have caught a ${worse} of ${formatPercent(detectable.worsening, 1)} ` +
    `or more${where}, 9 times in 10.`
  );
}

/**
 * `sides`: each paired comparison's base and head figures (side-figures.ts), shown beside its change;
 * `atRate`: the run loaded open-loop at a fixed rate (settings.rate), which the method and table say.
 */
export function summariseGate(
  gate: GateOutcome,
  sides?: Map<string, SideFigures>,
  { atRate = false }: { atRate?: boolean } = {},
): GateSummary {
  const confirmation = gate.confirmation && {
    sentence: gate.confirmation.agreed
      ? 'Fresh processes were run to confirm the regression, and they agreed: their estimate was again beyond the threshold, or their head again failed more often than its base (with fewer processes, their own interval may stay undecided).'
      : 'Fresh processes were run to confirm the regression, and they did not agree: the first look and the fresh processes were then judged together (see the notes).',
    table: gate.confirmation.metrics.length > 0 ? comparisonTable(gate.confirmation.metrics) : undefined,
  };
  const heading = decisionHeading(gate);
  return {
    verdict: gate.verdict,
    title: heading.text,
    icon: heading.icon,
    headline: headline(gate),
    table:
      gate.metrics.length > 0
        ? comparisonTable(gate.metrics, gate.verdict !== 'not-gated', gate.errorBudget, sides, atRate)
        : undefined,
    confirmation,
    reasons: [
      ...runFailureSentences(gate),
      ...failureSentences(gate.metrics),
      ...erraticSentences(gate.metrics),
      ...gate.notes,
    ],
    details: [
      ...(gate.metrics.length === 0 ? [] : methodSentences(gate, atRate)),
      ...[noiseSentence(gate)].filter((sentence) => sentence !== undefined),
      ...(gate.errorBudget && gate.verdict !== 'not-gated'
        ? [budgetSentence(gate.errorBudget, gate.metrics)]
        : []),
    ],
  };
}
