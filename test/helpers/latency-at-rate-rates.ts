/**
 * The gate on p99 (or p50) at a rate, simulated from real processes: each simulated process draws its
 * figure from the ones real processes of that side and scenario had (a bootstrap of evidence/data/latency-at-rate-*.json),
 * and the real sequential gate judges the pairs at its defaults. No noise model stands between the
 * measurements and the rates: whatever tails the real p99s have, the simulation has.
 */
import { readFileSync } from 'node:fs';
import { geometricMean } from 'simple-statistics';
import {
  DEFAULT_AT_RATE_GATE_METRICS,
  DEFAULT_AT_RATE_LATENCY_THRESHOLDS,
} from '../../src/config/groups/thresholds.ts';
import type { GatedMetric } from '../../src/gate/gate-types.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { pickOne, seededRandom } from '../../src/stats/seeded-random.ts';
import { verdictRates, type VerdictRates } from './gate-simulation.ts';
import { gateSettings } from './synthetic-results.ts';
import type { ProcessEffect, TwoLevelNoise } from './two-level-noise.ts';

/**
 * p99 and p50 at the rate (ms) of every valid process pair, per scenario, as a paired run measured
 * them (evidence/trials/summarise-latency-pairs.ts --write). Files written before p50 was kept have p99 alone.
 */
export interface LatencyAtRateTrial {
  /** How the figures were made: the command, the code, the machine. */
  source: string;
  durationSeconds: number;
  scenarios: Record<
    ScenarioName,
    {
      baseP99Ms: number[];
      headP99Ms: number[];
      baseP50Ms?: number[];
      headP50Ms?: number[];
      /** Which run (results file) each pair came from, 0 first; absent when every pair is of one run. */
      runOfPair?: number[];
    }
  >;
}

/** The percentiles at a rate the simulation gates, each on its own as its gate metric. */
export type SimulatedPercentile = 'p50' | 'p99';
const METRIC_OF: Record<SimulatedPercentile, GatedMetric> = { p50: 'latencyP50', p99: 'latencyP99' };

const data = (name: string) => new URL(`../../evidence/data/${name}`, import.meta.url);

/**
 * Paired runs at the gate's defaults but the rate, one round a process: mion v0.8.10 against itself
 * (`unchanged`); v0.8.10 whose router blocks its event loop 20 ms a second (`pausing`,
 * evidence/trials/pausing-head.sh); v0.8.10 burning 5 µs more CPU on every request (`constantCost`,
 * --inject-cpu-us mion=5); each against v0.8.10.
 */
export const LATENCY_AT_RATE_DATA = {
  /** --rate 25%: the README's rows. */
  quarter: {
    unchanged: data('latency-at-rate-aa25-2026-11-27.json'),
    pausing: data('latency-at-rate-pause20-25-2026-11-27.json'),
    constantCost: data('latency-at-rate-cost5us-25-2026-11-27.json'),
  },
  /** --rate 50%: the capacity the goals are stated at. */
  half: {
    unchanged: data('latency-at-rate-aa-2026-11-26.json'),
    pausing: data('latency-at-rate-pause20-2026-11-26.json'),
    constantCost: data('latency-at-rate-cost5us-2026-11-26.json'),
  },
};

export function readLatencyTrial(url: URL): LatencyAtRateTrial {
  return JSON.parse(readFileSync(url, 'utf8')) as LatencyAtRateTrial;
}

/** No noise beyond the drawn processes: everything a process varies by is in its real p99. */
const NO_MODEL_NOISE: TwoLevelNoise = {
  runOffsetLogSd: 0,
  blockSharedLogSd: 0,
  processLogSd: 0,
  roundLogSd: 0,
};

/**
 * The gate at its defaults with --rate: p99 at the rate, its own threshold; or, for `p50`, the same
 * gate on p50 alone at its own default threshold; `thresholds` in place of the defaults, to choose them.
 */
export function atRateGate(
  percentile: SimulatedPercentile = 'p99',
  thresholds: Partial<Record<GatedMetric, number>> = DEFAULT_AT_RATE_LATENCY_THRESHOLDS,
) {
  return gateSettings({
    pairedGateMetrics: percentile === 'p99' ? DEFAULT_AT_RATE_GATE_METRICS : [METRIC_OF[percentile]],
    latencyThresholdByMetric: thresholds,
    atRate: true,
  });
}

/**
 * Each simulated process draws one real figure of its scenario's `percentile`: from its own side
 * (`own`), or, for an A/A, from both sides pooled. Every figure is first divided by its run's level
 * (the geometric mean of the run's base, or for an A/A of both its sides): each run loads at a rate
 * of its own, a share of the capacity it measured, and mion's p50 read 0.057 ms in one A/A and 0.079 ms
 * in another, while head and base of one run share their level; drawn across runs as they are, an A/A
 * would pair a process of one run with one of another. The synthetic rounds' latencies are inversely
 * proportional to their requests/s (synthetic-results.ts), so a figure of v moves the round's log
 * requests/s by −log(v).
 */
function drawnPercentile(
  trial: LatencyAtRateTrial,
  percentile: SimulatedPercentile,
  drawFrom: 'own' | 'both',
  subject: string,
): ProcessEffect {
  const base = baseServerName(subject);
  const pools = new Map<string, { base: number[]; head: number[] }>();
  const poolsOf = (scenario: ScenarioName) => {
    const known = pools.get(scenario);
    if (known) return known;
    const figures = trial.scenarios[scenario];
    const baseFigures = percentile === 'p99' ? figures?.baseP99Ms : figures?.baseP50Ms;
    const headFigures = percentile === 'p99' ? figures?.headP99Ms : figures?.headP50Ms;
    if (!baseFigures || !headFigures)
      throw new Error(`no real ${percentile} figures for scenario "${scenario}"`);
    const runOf = (pair: number) => figures!.runOfPair?.[pair] ?? 0;
    const levels = new Map<number, number>();
    for (const run of new Set(baseFigures.map((_, pair) => runOf(pair)))) {
      const inRun = (side: number[]) => side.filter((_, pair) => runOf(pair) === run);
      const levelFrom =
        drawFrom === 'both' ? [...inRun(baseFigures), ...inRun(headFigures)] : inRun(baseFigures);
      levels.set(run, geometricMean(levelFrom));
    }
    const levelled = (side: number[]) => side.map((value, pair) => value / levels.get(runOf(pair))!);
    const made = { base: levelled(baseFigures), head: levelled(headFigures) };
    pools.set(scenario, made);
    return made;
  };
  return (scenario, server, random) => {
    const { base: baseFigures, head: headFigures } = poolsOf(scenario);
    const pool =
      drawFrom === 'both' ? [...baseFigures, ...headFigures] : server === base ? baseFigures : headFigures;
    return { logFactor: -Math.log(pickOne(random, pool)), valid: true };
  };
}

/**
 * Verdict shares of `gates` simulated pull requests whose processes are drawn from `trial`: an A/A
 * draws both sides from every process of the unchanged run (head and base alike), a change draws
 * head and base from their own sides.
 */
export async function latencyAtRateRates(
  trial: LatencyAtRateTrial,
  kind: 'unchanged' | 'changed',
  gates: number,
  seed: number,
  percentile: SimulatedPercentile = 'p99',
  thresholds?: Partial<Record<GatedMetric, number>>,
): Promise<VerdictRates> {
  const gate = atRateGate(percentile, thresholds);
  return verdictRates(
    {
      mode: 'paired',
      gate,
      scenarios: Object.keys(trial.scenarios),
      noise: NO_MODEL_NOISE,
      random: seededRandom(seed),
      trueChange: 0,
      processEffect: drawnPercentile(trial, percentile, kind === 'unchanged' ? 'both' : 'own', gate.subject),
    },
    gates,
  );
}
