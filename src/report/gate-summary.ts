import {
  decidingChange,
  METRIC_LABEL,
  type ChangeInterval,
  type Estimator,
  type GateOutcome,
  type ErrorBudget,
  type GatedMetric,
  type GateVerdict,
  type MetricComparison,
} from '../gate/gate-types.ts';
import { AT_RATE_METRICS, worseSign } from '../gate/gated-metrics.ts';
import { worseThanThreshold } from '../gate/undecided-rule.ts';
import { formatLatencyThreeDigitsMs, formatPercent, formatSignedPercent } from './format-numbers.ts';
import { decisionHeading } from './decision-heading.ts';
import { tooWideToBound } from './interval-bounds.ts';
import { worseThreshold } from './worse-threshold.ts';
import { noiseSentence } from './noise-sentence.ts';
import { sideKey, type SideFigures } from './side-figures.ts';
import { foldSharedColumns, type TextTable } from './text-table.ts';
import {
  erraticSentences,
  failureSentences,
  formatFigure,
  runFailureSentences,
} from './finding-sentences.ts';
import { budgetSentence, ESTIMATOR_LABEL, methodSentences } from './method-sentences.ts';
import { crashWatchCaveat, crashWatchSentence } from './crash-watch-sentence.ts';

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
  /**
   * What a green check could not show, on the first screen whatever the verdict: a crash watch cut
   * short (a reader of a pass learns that a crash of the watched rarity had less than 90% to show).
   */
  caveats: string[];
  /** Plain sentences: who was compared with what, and at which level. */
  details: string[];
}

function interval(change: ChangeInterval): string {
  if (tooWideToBound(change)) return 'too few processes to bound';
  return `${formatSignedPercent(change.lower)} to ${formatSignedPercent(change.upper)}`;
}

/** The table's threshold: at least one decimal ("−5.0%"), as the column's other figures. */
function tableThreshold(comparison: MetricComparison): string {
  return worseThreshold(comparison, 1);
}

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
  const percentileAtRate =
    atRate &&
    metrics.some((m) => m.metric !== 'eventLoopDelay' && AT_RATE_METRICS.includes(m.metric as GatedMetric));
  const eventLoop = metrics.some((m) => m.metric === 'eventLoopDelay');
  return (
    "Base, Head: the geometric mean over the process pairs, each process its rounds' geometric mean, so " +
    `Head / Base is the change; its interval comes from the spread of the pairs.${percentileAtRate ? " A process's percentile is of its own requests; the report's rate section merges every request of a side." : ''}` +
    (eventLoop
      ? " Event-loop delay: the server's own loop, watched from inside each process through its turn, the second-longest of its 100 ms windows' longest delays (a block that repeats shows, one stall does not)."
      : '')
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
          tableThreshold(m),
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

/** A side's figure with its unit: "41,552/s", "12,345" instructions, a latency "8.80 ms". */
function formatSideFigure(metric: MetricComparison['metric'], value: number): string {
  if (metric === 'requestsPerSecond') return `${formatFigure(value)}/s`;
  if (metric === 'instructionsPerRequest') return formatFigure(value);
  return `${formatLatencyThreeDigitsMs(value)} ms`;
}

/**
 * The Verdict column in a reader's words: `inconclusive` as undecided (what it does to the check,
 * the heading and notes say: a pass when 85% surely within, an error when too noisy), and
 * `unchanged` as what the gate showed, a loss beyond the threshold ruled out, since its change may
 * be a gain the gate had no reason to bound (a +4.8% read "unchanged" beside its own figure): "not
 * worse".
 */
function verdictWords(comparison: MetricComparison): string {
  if (comparison.verdict === 'inconclusive') return comparison.tooNoisy ? 'too noisy' : 'undecided';
  return VERDICT_WORDS[comparison.verdict];
}

const VERDICT_WORDS: Record<Exclude<MetricComparison['verdict'], 'inconclusive'>, string> = {
  regression: 'regression',
  'likely-regression': 'likely regression',
  // What was shown: a loss beyond the threshold ruled out; as short as the column it fills 200 times.
  unchanged: 'not worse',
  improvement: 'improvement',
};

const PLACE: Record<MetricComparison['verdict'], (threshold: string) => string> = {
  regression: (threshold) => `worse than the ${threshold} threshold`,
  'likely-regression': (threshold) =>
    `worse than the ${threshold} threshold, not repeated by fresh processes: likely regression`,
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
    (failedInto(comparison) ?? PLACE[comparison.verdict](tableThreshold(comparison)))
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
  const pairs = failures.headOnly === 1 ? 'process pair' : 'process pairs';
  return `but its head failed in ${failures.headOnly} ${pairs} where the base did not (${failures.baseOnly} the other way): regression`;
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
    caveats: [crashWatchCaveat(gate)].filter((sentence) => sentence !== undefined),
    details: [
      ...(gate.metrics.length === 0 ? [] : methodSentences(gate, atRate)),
      ...[noiseSentence(gate), crashWatchSentence(gate)].filter((sentence) => sentence !== undefined),
      ...(gate.errorBudget && gate.verdict !== 'not-gated'
        ? [budgetSentence(gate.errorBudget, gate.metrics)]
        : []),
    ],
  };
}
