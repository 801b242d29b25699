/**
 * The gate on p99 at a rate, simulated from real processes: each simulated process draws its p99 from
 * the p99s real processes of that side and scenario had (a bootstrap of docs/data/latency-at-rate-*.json),
 * and the real sequential gate judges the pairs at its defaults. No noise model stands between the
 * measurements and the rates: whatever tails the real p99s have, the simulation has.
 */
import { readFileSync } from 'node:fs';
import {
  DEFAULT_AT_RATE_GATE_METRICS,
  DEFAULT_AT_RATE_LATENCY_THRESHOLDS,
} from '../../src/config/defaults.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { pickOne, seededRandom } from '../../src/stats/seeded-random.ts';
import { verdictRates, type VerdictRates } from './gate-simulation.ts';
import { gateSettings } from './synthetic-results.ts';
import type { ProcessEffect, TwoLevelNoise } from './two-level-noise.ts';

/** p99 at the rate (ms) of every valid process of each side, per scenario, as a paired run measured them. */
export interface LatencyAtRateTrial {
  /** How the figures were made: the command, the code, the machine. */
  source: string;
  durationSeconds: number;
  scenarios: Record<ScenarioName, { baseP99Ms: number[]; headP99Ms: number[] }>;
}

export const LATENCY_AT_RATE_DATA = {
  /** mion v0.8.10 against itself. */
  unchanged: new URL('../../docs/data/latency-at-rate-aa-2026-11-26.json', import.meta.url),
  /** mion v0.8.10 whose router blocks its event loop 20 ms a second (scripts/pausing-head.sh), against v0.8.10. */
  pausing: new URL('../../docs/data/latency-at-rate-pause20-2026-11-26.json', import.meta.url),
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

/** The gate at its defaults with --rate: p99 at the rate, its own threshold. */
export function atRateGate() {
  return gateSettings({
    pairedGateMetrics: DEFAULT_AT_RATE_GATE_METRICS,
    latencyThresholdByMetric: DEFAULT_AT_RATE_LATENCY_THRESHOLDS,
    atRate: true,
  });
}

/**
 * Each simulated process of `side` draws one real p99 of its scenario. The synthetic rounds' p99 is
 * inversely proportional to their requests/s (synthetic-results.ts), so a p99 of v moves the round's
 * log requests/s by −log(v / reference).
 */
function drawnP99(
  trial: LatencyAtRateTrial,
  headFrom: 'head' | 'base' | 'both',
  subject: string,
): ProcessEffect {
  const base = baseServerName(subject);
  return (scenario, server, random) => {
    const figures = trial.scenarios[scenario];
    if (!figures) throw new Error(`no real p99 figures for scenario "${scenario}"`);
    const pool =
      server === base
        ? headFrom === 'both'
          ? [...figures.baseP99Ms, ...figures.headP99Ms]
          : figures.baseP99Ms
        : headFrom === 'both'
          ? [...figures.baseP99Ms, ...figures.headP99Ms]
          : figures.headP99Ms;
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
): Promise<VerdictRates> {
  const gate = atRateGate();
  return verdictRates(
    {
      mode: 'paired',
      gate,
      scenarios: Object.keys(trial.scenarios),
      noise: NO_MODEL_NOISE,
      random: seededRandom(seed),
      trueChange: 0,
      processEffect: drawnP99(trial, kind === 'unchanged' ? 'both' : 'head', gate.subject),
    },
    gates,
  );
}
