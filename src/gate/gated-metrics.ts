import type { GateSettings } from '../config/config.ts';
import type { RoundSample } from '../results/results-types.ts';
import type { Direction } from '../stats/classify-change.ts';
import { turnEventLoopDelayMs } from '../stats/turn-event-loop-delay.ts';
import type { ComparedMetric, ComparisonMode, GatedMetric, Measure } from './gate-types.ts';

export interface GatedMetricDefinition {
  metric: GatedMetric;
  direction: Direction;
  read: (round: RoundSample) => number;
  /** Measured only open-loop, at a fixed rate (settings.rate): closed-loop rounds have no value for it. */
  atRateOnly?: boolean;
  /** Absent where it could not be measured (the event loop of a Bun server, results from before): no value, no error. */
  mayBeAbsent?: boolean;
}

/** Every metric the gate can judge; gate-metrics picks among them. */
export const GATED_METRICS: GatedMetricDefinition[] = [
  {
    metric: 'requestsPerSecond',
    direction: 'higher-is-better',
    read: (round) => round.requestsPerSecond,
  },
  {
    metric: 'latencyMean',
    direction: 'lower-is-better',
    read: (round) => round.latencyMs.mean,
  },
  {
    metric: 'latencyP50',
    direction: 'lower-is-better',
    read: (round) => round.latencyMs.p50,
  },
  {
    metric: 'latencyP99',
    direction: 'lower-is-better',
    read: (round) => round.latencyMs.p99,
  },
  {
    metric: 'latencyP999',
    direction: 'lower-is-better',
    read: (round) => round.latencyMs.p999 ?? Number.NaN,
    atRateOnly: true,
  },
  {
    metric: 'eventLoopDelay',
    direction: 'lower-is-better',
    read: (round) => turnEventLoopDelayMs(round.atRate?.eventLoopWindowsMs ?? []),
    atRateOnly: true,
    mayBeAbsent: true,
  },
];

/** The latency percentiles measured at a fixed rate, and the server's own event loop, which `--rate` gates. */
export const AT_RATE_METRICS: GatedMetric[] = ['latencyP50', 'latencyP99', 'latencyP999', 'eventLoopDelay'];

/**
 * -1 where worse is lower (throughput), +1 where worse is higher (latency): a change times this
 * sign is how much worse it is.
 */
export function worseSign(metric: ComparedMetric): -1 | 1 {
  // Instructions per request, like latency, are worse when higher.
  const definition = GATED_METRICS.find((candidate) => candidate.metric === metric);
  return definition?.direction === 'higher-is-better' ? -1 : 1;
}

/**
 * The metrics this gate was asked to judge (gate-metrics, or the mode's default), in a fixed order:
 * few on purpose, as each is another chance of a false alarm.
 */
export function gatedMetrics(gate: GateSettings, mode: ComparisonMode): GatedMetricDefinition[] {
  const chosen = mode === 'paired' ? gate.pairedGateMetrics : gate.gateMetrics;
  return GATED_METRICS.filter((definition) => chosen.includes(definition.metric));
}

/**
 * The comparisons one scenario of `measure` adds to a pull request's error budget: the one count
 * of instructions per request (compare-instructions.ts), or each gated wall-time metric and, in
 * paired mode, the test of one head process much slower than the rest (slow-process-test.ts), as it too
 * can fail the check.
 */
export function comparisonsPerScenario(gate: GateSettings, measure: Measure, mode: ComparisonMode): number {
  if (measure === 'instructions') return 1;
  return gatedMetrics(gate, mode).length + dispersionTestsPerScenario(measure, mode, gate);
}

/**
 * Paired wall time tests each scenario once for a head process much slower than the rest. A stored baseline has
 * no base in the run; counted instructions spread between processes by 0.02–0.17% (docs/instructions.md),
 * so a head with a slow path in some processes moves their mean far beyond the 0.3% threshold, and
 * a share of the budget there would cost a third of the first looks' power for nothing.
 * Nor at a rate: a process's p99 there is its few slowest moments, and one stall of the machine
 * moves it twentyfold (3.7 to 78.7 ms in one process of a real A/A, 2026-11-28), which the test,
 * made for throughput's near-normal processes, read as an erratic head and failed the check.
 */
export function dispersionTestsPerScenario(
  measure: Measure,
  mode: ComparisonMode,
  gate: Pick<GateSettings, 'atRate'>,
): number {
  return measure === 'wall-time' && mode === 'paired' && !gate.atRate ? 1 : 0;
}
