import type { ChangeInterval, GateOutcome, GateVerdict, MetricComparison } from '../gate/gate-types.ts';
import { formatPercent, formatSignedPercent } from './format-numbers.ts';
import type { TextTable } from './text-table.ts';

/** The gate's answer in words and one table, shared by the PR comment and the terminal. */
export interface GateSummary {
  verdict: GateVerdict;
  title: string;
  /** Absent when the gate compared nothing (an error before any comparison). */
  table?: TextTable;
  /** Set when a confirmation block was run; its table when it compared any metric. */
  confirmation?: { sentence: string; table?: TextTable };
  /** Plain sentences: who was compared with what, the gate's notes. */
  details: string[];
}

const METRIC_LABEL: Record<MetricComparison['metric'], string> = {
  requestsPerSecond: 'requests/s',
  latencyMean: 'mean latency',
  latencyP99: 'p99 latency',
};

function title(gate: GateOutcome): string {
  switch (gate.verdict) {
    case 'pass':
      return `Pass: no regression of ${gate.subject} beyond the thresholds`;
    case 'regression':
      return `Regression: ${gate.subject} got worse than the baseline`;
    case 'inconclusive':
      return `Inconclusive: the rounds of ${gate.subject} could not tell a regression from noise`;
    case 'error':
      return `Error: the gate could not decide${gate.error ? `: ${gate.error}` : ''}`;
    case 'no-baseline':
      return `No baseline yet: ${gate.subject} was measured, but there is nothing to compare it with`;
  }
}

function interval(change: ChangeInterval): string {
  return `${formatSignedPercent(change.lower)} to ${formatSignedPercent(change.upper)}`;
}

/** The threshold on its worse side: lower for throughput, higher for latency. */
function worseThreshold(comparison: MetricComparison): string {
  const worseSign = comparison.metric === 'requestsPerSecond' ? -1 : 1;
  return formatSignedPercent(worseSign * comparison.threshold);
}

function comparisonTable(metrics: MetricComparison[]): TextTable {
  const confidence = metrics[0]?.normalised.confidence;
  const level = confidence === undefined ? '' : ` (${formatPercent(confidence, 0)})`;
  return {
    columns: [
      { header: 'Scenario', align: 'left' },
      { header: 'Metric', align: 'left' },
      { header: 'Change vs baseline (normalised)', align: 'right' },
      { header: `Interval${level}`, align: 'right' },
      { header: 'Raw change (interval)', align: 'right' },
      { header: 'Threshold', align: 'right' },
      { header: 'Rounds (current/baseline)', align: 'right' },
      { header: 'Verdict', align: 'left' },
    ],
    rows: metrics.map((m) => ({
      emphasised: m.verdict === 'regression',
      cells: [
        m.scenario,
        METRIC_LABEL[m.metric],
        formatSignedPercent(m.normalised.estimate),
        interval(m.normalised),
        `${formatSignedPercent(m.raw.estimate)} (${interval(m.raw)})`,
        worseThreshold(m),
        `${m.normalised.currentSamples}/${m.normalised.baselineSamples}`,
        m.verdict,
      ],
    })),
  };
}

export function summariseGate(gate: GateOutcome): GateSummary {
  const confirmation = gate.confirmation && {
    sentence: gate.confirmation.agreed
      ? 'A fresh block of rounds was run to confirm the regression, and it agreed.'
      : 'A fresh block of rounds was run to confirm the regression, and it did not agree: no regression is reported.',
    table: gate.confirmation.metrics.length > 0 ? comparisonTable(gate.confirmation.metrics) : undefined,
  };
  return {
    verdict: gate.verdict,
    title: title(gate),
    table: gate.metrics.length > 0 ? comparisonTable(gate.metrics) : undefined,
    confirmation,
    details: [...(gate.metrics.length === 0 ? [] : [normalisationSentence(gate)]), ...gate.notes],
  };
}

function normalisationSentence(gate: GateOutcome): string {
  return `Normalised: ${gate.subject} divided by ${gate.reference} in the same round, which removes most of the machine's speed; raw: ${gate.subject} alone. The gate decides on the normalised change; ${gate.subjectRounds} rounds of ${gate.subject} per scenario.`;
}
