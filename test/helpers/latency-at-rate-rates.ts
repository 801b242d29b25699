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
  DEFAULT_EVENT_LOOP_DELAY_THRESHOLD,
} from '../../src/config/groups/thresholds.ts';
import type { GatedMetric } from '../../src/gate/gate-types.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { AT_RATE_PROCESS_PAIR_MS, verdictRates, type VerdictRates } from './gate-simulation.ts';
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
      /** The event loop's figure of each process (gated-metrics.ts), in files of runs that measured it. */
      baseLoopMs?: number[];
      headLoopMs?: number[];
      /** Which run (results file) each pair came from, 0 first; absent when every pair is of one run. */
      runOfPair?: number[];
    }
  >;
}

/**
 * What the simulation gates at a rate: `p99`, the defaults (p99, and the event loop where the real
 * processes measured it); `p50` alone; `loop`, the event loop alone.
 */
export type SimulatedPercentile = 'p50' | 'p99' | 'loop';
const METRIC_OF: Record<SimulatedPercentile, GatedMetric> = {
  p50: 'latencyP50',
  p99: 'latencyP99',
  loop: 'eventLoopDelay',
};

const data = (name: string) => new URL(`../../evidence/data/${name}`, import.meta.url);

/**
 * Paired runs at the gate's defaults but the rate, one round a process: mion v0.8.10 against itself
 * (`unchanged`); v0.8.10 whose router blocks its event loop 20 ms a second (`pausing`,
 * evidence/trials/pausing-head.sh); v0.8.10 burning 5 µs more CPU on every request (`constantCost`,
 * --inject-cpu-us mion=5); each against v0.8.10.
 */
export const LATENCY_AT_RATE_DATA = {
  /** --rate 25% with each process's event loop watched (2026-11-28): the README's rows. */
  quarter: {
    unchanged: data('latency-at-rate-loop-aa25-2026-11-28.json'),
    pausing: data('latency-at-rate-loop-pause20-25-2026-11-28.json'),
    constantCost: data('latency-at-rate-loop-cost5us-25-2026-11-28.json'),
  },
  /** --rate 25%, p99 and p50 alone (2026-11-27): where the percentiles' thresholds were chosen. */
  quarterP99Only: {
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

/**
 * The same processes, but the head's requests missed its pauses: each head process keeps its own
 * event loop and takes its base's p99 and p50 (on one reviewer's machine, a head blocked 20 ms a
 * second answered its slowest measured request in 12.3 ms). What the event loop alone must catch.
 */
export function pausesMissingRequests(trial: LatencyAtRateTrial): LatencyAtRateTrial {
  return {
    ...trial,
    source: `${trial.source}; the head's p99 and p50 replaced by its base's (pauses missing the requests)`,
    scenarios: Object.fromEntries(
      Object.entries(trial.scenarios).map(([scenario, figures]) => [
        scenario,
        {
          ...figures,
          headP99Ms: figures.baseP99Ms,
          ...(figures.baseP50Ms ? { headP50Ms: figures.baseP50Ms } : {}),
        },
      ]),
    ),
  };
}

/** No noise beyond the drawn processes: everything a process varies by is in its real p99. */
const NO_MODEL_NOISE: TwoLevelNoise = {
  runOffsetLogSd: 0,
  blockSharedLogSd: 0,
  processLogSd: 0,
  roundLogSd: 0,
};

/**
 * The gate at its defaults with --rate: p99 at the rate and the event loop, each at its own
 * threshold (the event loop only where the real processes measured it: `withEventLoop`); or, for
 * `p50`, the same gate on p50 alone at its own default threshold; `thresholds` in place of the
 * defaults, to choose them.
 */
export function atRateGate(
  percentile: SimulatedPercentile = 'p99',
  thresholds: Partial<Record<GatedMetric, number>> = DEFAULT_AT_RATE_LATENCY_THRESHOLDS,
  withEventLoop = false,
) {
  const defaults = DEFAULT_AT_RATE_GATE_METRICS.filter(
    (metric) => withEventLoop || metric !== 'eventLoopDelay',
  );
  return gateSettings({
    pairedGateMetrics: percentile === 'p99' ? defaults : [METRIC_OF[percentile]],
    latencyThresholdByMetric: { eventLoopDelay: DEFAULT_EVENT_LOOP_DELAY_THRESHOLD, ...thresholds },
    atRate: true,
  });
}

/** Whether every scenario of `trial` has its processes' event loop. */
export function measuredEventLoop(trial: LatencyAtRateTrial): boolean {
  return Object.values(trial.scenarios).every((figures) => figures.baseLoopMs && figures.headLoopMs);
}

/**
 * Each simulated process pair draws one real process pair of its scenario, its `percentile` (and
 * event loop) on each side: head from head and base from base (`own`), or, for an A/A, the two real
 * sides in a random order (`both`). Drawing pairs rather than sides keeps what the machine did to both
 * sides of a pair on both (2026-11-28: a stall took both sides of four pairs to 37–98 ms at p99; drawn
 * side by side, such a figure met an ordinary one and made an A/A too noisy to judge). Every figure is first divided by its run's level
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
  /** One real process: its percentile and, where measured, its event loop, each over its run's level. */
  type DrawnProcess = { figure: number; loopMs?: number };
  const pools = new Map<string, { base: DrawnProcess[]; head: DrawnProcess[] }>();
  const poolsOf = (scenario: ScenarioName) => {
    const known = pools.get(scenario);
    if (known) return known;
    const figures = trial.scenarios[scenario];
    // The event loop alone still draws each process's p99: its rounds need a latency, ungated.
    const baseFigures = percentile === 'p50' ? figures?.baseP50Ms : figures?.baseP99Ms;
    const headFigures = percentile === 'p50' ? figures?.headP50Ms : figures?.headP99Ms;
    if (!baseFigures || !headFigures)
      throw new Error(`no real ${percentile} figures for scenario "${scenario}"`);
    const runOf = (pair: number) => figures!.runOfPair?.[pair] ?? 0;
    const levelsOf = (baseSide: number[], headSide: number[]) => {
      const levels = new Map<number, number>();
      for (const run of new Set(baseSide.map((_, pair) => runOf(pair)))) {
        const inRun = (side: number[]) => side.filter((_, pair) => runOf(pair) === run);
        levels.set(
          run,
          geometricMean(drawFrom === 'both' ? [...inRun(baseSide), ...inRun(headSide)] : inRun(baseSide)),
        );
      }
      return levels;
    };
    const levels = levelsOf(baseFigures, headFigures);
    const loop =
      figures!.baseLoopMs && figures!.headLoopMs
        ? { base: figures!.baseLoopMs, head: figures!.headLoopMs }
        : undefined;
    const loopLevels = loop ? levelsOf(loop.base, loop.head) : undefined;
    const processesOf = (side: number[], loopSide: number[] | undefined): DrawnProcess[] =>
      side.map((value, pair) => ({
        figure: value / levels.get(runOf(pair))!,
        ...(loopSide && loopLevels ? { loopMs: loopSide[pair]! / loopLevels.get(runOf(pair))! } : {}),
      }));
    const made = { base: processesOf(baseFigures, loop?.base), head: processesOf(headFigures, loop?.head) };
    pools.set(scenario, made);
    return made;
  };
  // One real pair a simulated pair: head and base of a process pair are drawn together, as they were
  // measured together, so what the machine did to both (a stall of every server in the same minute)
  // stays on both. The twoLevelRun draws a process's servers one after the other: the first call of
  // a pair draws it, the second takes the other side. In an A/A a coin says which real side is head.
  const pending = new Map<ScenarioName, DrawnProcess>();
  return (scenario, server, random) => {
    const { base: baseProcesses, head: headProcesses } = poolsOf(scenario);
    const waiting = pending.get(scenario);
    let drawn: DrawnProcess;
    if (waiting) {
      pending.delete(scenario);
      drawn = waiting;
    } else {
      const pair = Math.floor(random.uniform() * baseProcesses.length);
      const headSide = drawFrom === 'both' && random.uniform() < 0.5 ? baseProcesses : headProcesses;
      const baseSide = headSide === baseProcesses ? headProcesses : baseProcesses;
      const [mine, other] = server === base ? [baseSide, headSide] : [headSide, baseSide];
      drawn = mine[pair]!;
      pending.set(scenario, other[pair]!);
    }
    return {
      logFactor: -Math.log(drawn.figure),
      valid: true,
      ...(drawn.loopMs === undefined ? {} : { eventLoopDelayMs: drawn.loopMs }),
    };
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
  const gate = atRateGate(percentile, thresholds, measuredEventLoop(trial));
  return verdictRates(
    {
      mode: 'paired',
      gate,
      scenarios: Object.keys(trial.scenarios),
      noise: NO_MODEL_NOISE,
      random: seededRandom(seed),
      trueChange: 0,
      processEffect: drawnPercentile(trial, percentile, kind === 'unchanged' ? 'both' : 'own', gate.subject),
      processPairMs: AT_RATE_PROCESS_PAIR_MS,
    },
    gates,
  );
}
