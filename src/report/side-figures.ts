import { mean } from 'simple-statistics';
import { GATED_METRICS } from '../gate/gated-metrics.ts';
import type { GateOutcome, MetricComparison } from '../gate/gate-types.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { baseServerName } from '../servers/base-side.ts';
import { logMeanByProcess, matchedProcesses } from '../stats/process-samples.ts';

/**
 * Each side's own figure in a paired comparison: the geometric mean over the process pairs it was
 * judged on, so that Head / Base is the change the gate estimated (the mean of the pairs' log
 * ratios). Medians of the sides were not: with processes of two speeds (half of them slow on both
 * sides, as on a busy runner) each side's median fell on either speed, and a real A/A read Base
 * 11,602/s, Head 10,693/s, 7.8% apart, beside a change of −1.3%.
 */
export interface SideFigures {
  base: number;
  head: number;
}

export const sideKey = (comparison: Pick<MetricComparison, 'scenario' | 'metric'>) =>
  `${comparison.scenario}\n${comparison.metric}`;

/**
 * Base and head figures of every paired comparison, so that a reader sees what the change is of.
 * Only pairs where both sides answered count, as in the comparison; a stored baseline's
 * comparisons have none here.
 */
export function sideFiguresOf(results: ResultsFile, gate: GateOutcome): Map<string, SideFigures> {
  const figures = new Map<string, SideFigures>();
  const base = baseServerName(gate.subject);
  for (const comparison of gate.metrics.filter((metric) => metric.mode === 'paired')) {
    const pairs =
      comparison.metric === 'instructionsPerRequest'
        ? countedPairs(results, comparison.scenario, gate.subject, base)
        : timedPairs(results, comparison, gate.subject, base);
    if (pairs.length === 0) continue;
    figures.set(sideKey(comparison), {
      base: geometricMeanOf(pairs.map((pair) => pair.base)),
      head: geometricMeanOf(pairs.map((pair) => pair.head)),
    });
  }
  return figures;
}

type Pair = { head: number; base: number };

/**
 * The geometric mean through logs: simple-statistics' geometricMean multiplies the values first,
 * and 108 pairs of 11,000 requests/s overflowed to Infinity (a real noisy gate's table read "∞/s").
 */
function geometricMeanOf(values: number[]): number {
  return Math.exp(mean(values.map(Math.log)));
}

/** The pairs the comparison itself was judged on (compare-paired.ts): each process's geometric mean. */
function timedPairs(results: ResultsFile, comparison: MetricComparison, head: string, base: string): Pair[] {
  const read = GATED_METRICS.find((definition) => definition.metric === comparison.metric)?.read;
  const servers = results.scenarios.find((result) => result.scenario === comparison.scenario)?.servers;
  if (!read || !servers) return [];
  const rounds = (server: string) => servers.find((entry) => entry.server === server)?.rounds ?? [];
  return matchedProcesses(logMeanByProcess(rounds(head), read), logMeanByProcess(rounds(base), read)).map(
    (pair) => ({ head: Math.exp(pair.first), base: Math.exp(pair.second) }),
  );
}

function countedPairs(results: ResultsFile, scenario: string, head: string, base: string): Pair[] {
  const servers = results.instructions?.scenarios.find((entry) => entry.scenario === scenario)?.servers;
  const byProcess = (server: string) =>
    new Map(
      (servers?.find((entry) => entry.server === server)?.samples ?? [])
        .filter((sample) => sample.valid)
        .map((sample) => [sample.process, sample.instructionsPerRequest]),
    );
  const heads = byProcess(head);
  const bases = byProcess(base);
  return [...heads]
    .filter(([process]) => bases.has(process))
    .map(([process, value]) => ({ head: value, base: bases.get(process)! }));
}
