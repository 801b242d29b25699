import { METRIC_LABEL, type GateOutcome, type MetricComparison } from '../gate/gate-types.ts';
import { HEAD_FAILURE_EXCESS } from '../gate/failed-rounds.ts';
import { formatPercent } from './format-numbers.ts';
import { shortMessage } from './single-line-text.ts';

/**
 * The gate's findings against the head, each a sentence with its evidence: failures over the whole
 * run and per scenario, and a head process much slower than the rest with every process's figure.
 */

function processes(count: number): string {
  return `${count} process${count === 1 ? '' : 'es'}`;
}

/** The whole run's failures, first among the reasons: the evidence a reader needs to find the crash. */
export function runFailureSentences(gate: GateOutcome): string[] {
  const failures = gate.headFailures;
  if (!failures) return [];
  return [
    `Over the whole run (the gate's process pairs and their confirmation, the profiling pairs, the comparison table, the crash watch; every scenario) ` +
      `the head failed in ${processes(failures.headOnly)} where the base did not, the base in ${failures.baseOnly} where the head did not` +
      (failures.headOnly > failures.baseOnly ? ': any excess of the head fails the check' : '') +
      (failures.evidence ? `. First: ${shortMessage(failures.evidence)}` : '.'),
  ];
}

/** Failed rounds count against the side that failed: the paired estimate itself uses only blocks where both answered. */
export function failureSentences(metrics: MetricComparison[]): string[] {
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
export function erraticSentences(metrics: MetricComparison[]): string[] {
  return metrics.flatMap((m) => {
    const dispersion = m.dispersion;
    if (!dispersion?.headMoreErratic) return [];
    const figures = (values: number[]) => values.map((value) => formatFigure(value)).join(', ');
    return [
      `${m.scenario}: the head is more erratic across processes than its base: its slowest process is ${formatPercent(-Math.expm1(-dispersion.extraSpreadLog), 1)} slower than its other processes against their bases ` +
        `(t ${dispersion.statistic.toFixed(1)} over ${dispersion.pairs} pairs, beyond ${dispersion.criticalValue.toFixed(1)}, its quantile for the slowest of them). ` +
        `${METRIC_LABEL[m.metric]} per process, head: ${figures(dispersion.headFigures)}; base: ${figures(dispersion.baseFigures)}.`,
    ];
  });
}

/** A process's figure: whole numbers from a thousand up (requests/s, instructions), else 4 digits. */
export function formatFigure(value: number): string {
  return value >= 1000 ? Math.round(value).toLocaleString('en-US') : value.toPrecision(4);
}
