import { AT_RATE_METRICS, GATED_METRICS } from '../../gate/gated-metrics.ts';
import { GATED_METRIC_NAMES, type GatedMetric } from '../../gate/gate-types.ts';
import type { GateSettings, RateSetting } from '../config.ts';
import { UserInputError } from '../../user-input-error.ts';
import type { OptionName } from '../option-names.ts';
import type { OptionReader } from '../option-reader.ts';
import { parseThresholds, type ParsedThresholds } from '../parse-thresholds.ts';
import {
  parseBoolean,
  parseNameList,
  parseOpenUnitInterval,
  parsePercent,
  parsePositiveInteger,
  parsePositiveSeconds,
} from '../parse-values.ts';
import type { WhatToMeasure } from './what-to-measure.ts';

/**
 * When the gate decides: the changes that count as a regression, the metrics gated, the
 * confidence, and how many processes and minutes it may spend before it answers.
 */
export type Thresholds = Pick<
  GateSettings,
  | 'rpsThreshold'
  | 'rpsThresholdByScenario'
  | 'latencyThreshold'
  | 'latencyThresholdByScenario'
  | 'latencyThresholdByMetric'
  | 'atRate'
  | 'gateMetrics'
  | 'pairedGateMetrics'
  | 'instructionsThreshold'
  | 'instructionsThresholdByScenario'
  | 'confidence'
  | 'maxProcesses'
  | 'baselineProcesses'
  | 'given'
  | 'timeBudgetMinutes'
  | 'failOnInconclusive'
>;

export const DEFAULT_RPS_THRESHOLD = 0.05;
export const DEFAULT_LATENCY_THRESHOLD = 0.05;
/**
 * Instructions per request move far less than time from process to process: 0.04-0.09% between
 * mion processes since the warm-up runs uninstrumented (the committed baseline's 8 processes per
 * scenario). Chosen with the simulation of test/gate/instruction-simulation.test.ts at 0.1%, all
 * three scenarios gated together under one error budget: A/A passes 97%, a 0.5% rise fails 99%.
 * Against a stored baseline the same: counted each scenario in a process of its own, one source
 * moved by at most 0.12% between runs and machines (docs/instructions.md, "What moves a count").
 */
export const DEFAULT_INSTRUCTIONS_THRESHOLD = 0.003;
export const DEFAULT_CONFIDENCE = 0.95;
/**
 * Minutes from a run's start after which no round starts. A quiet runner decides in about five; the
 * budget binds only a noisy one, whose undecided comparisons measure further (gate-defaults.ts):
 * at 15% a pair 20 minutes ended 3.3% of unchanged pull requests as too noisy, 30 minutes 1.8%
 * (1,000 simulated a cell; docs/statistics.md, "Rates by noise").
 */
export const DEFAULT_TIME_BUDGET_MINUTES = 30;
/** requests/s and mean latency, what the published tables compare; each added metric is another chance of a false alarm. */
export const DEFAULT_GATE_METRICS: GatedMetric[] = ['requestsPerSecond', 'latencyMean'];
/**
 * Paired mode gates on requests/s alone unless gate-metrics says otherwise. With a fixed number of
 * requests in flight (-c 100 -p 10), mean latency is that number divided by requests/s (Little's
 * law): it adds nothing of the server's own. Head and base loaded together, it adds the two load
 * generators' sharing of their CPU: per pair it spread about twice as much as requests/s (2.8% and
 * 5.0% in one 8-pair compare here), and it alone kept the first A/A calibration trial inconclusive
 * (docs/calibration.md, section 2). It is still measured and shown in the comparison table.
 */
export const DEFAULT_PAIRED_GATE_METRICS: GatedMetric[] = ['requestsPerSecond'];
/**
 * With --rate, p99 at the rate alone: at a rate the run chose, requests/s is that rate, and a stall
 * shows first in the tail. p50 and p99.9 are there to name.
 */
export const DEFAULT_AT_RATE_GATE_METRICS: GatedMetric[] = ['latencyP99', 'eventLoopDelay'];
/**
 * Thresholds of the latencies at a fixed rate when latency-threshold gives none. p50 at the rate
 * moved 3-6% between process pairs of real A/As here; p99 30-65% (a process's p99 is a handful of its
 * slowest moments: a garbage collection, the machine taking the CPU away), so p99's threshold is
 * wide. Chosen with the simulation drawn from real processes (test/helpers/latency-at-rate-rates.ts):
 * with p99 at 50% an unchanged pull request failed 0.7% of the time and a head that pauses 20 ms a
 * second (p99 2.3-2.6 times its base's) 100%, at 25% the A/A 1.7%; drawn from the processes of the
 * code now, 1.5% and 100%, p50 alone 0.3%. At a quarter of the capacity (rate: 25%, the README's
 * recommendation) p99 pairs spread 0.14-0.32 and the same thresholds pass an A/A decided 99% of the
 * time and fail it 0.4% (npm run simulate:at-rate-thresholds; docs/open-loop-latency.md).
 */
export const DEFAULT_AT_RATE_LATENCY_THRESHOLDS: Partial<Record<GatedMetric, number>> = {
  latencyP50: 0.1,
  latencyP99: 0.5,
  latencyP999: 0.6,
};
/**
 * The event loop's threshold at a rate, kept when latency-threshold gives one value for the
 * latencies: it is the server's own loop, not its answers' time.
 */
export const DEFAULT_EVENT_LOOP_DELAY_THRESHOLD = 0.5;

export function thresholds(
  { parsed, label }: OptionReader,
  { scenarioCatalog, rate, givenMeasure }: WhatToMeasure,
): Thresholds {
  const knownScenarios = [...scenarioCatalog.keys()];
  const byScenario = (l: string, t: string) => parseThresholds(l, t, knownScenarios);
  const noThresholds: ParsedThresholds = { byScenario: {} };
  const rpsThresholds = parsed('rps-threshold', byScenario, noThresholds);
  const latencyByPercentile = parsed('latency-threshold', percentileThresholds, {
    rest: undefined,
    byMetric: {},
  });
  const latencyThresholds =
    latencyByPercentile.rest === undefined
      ? noThresholds
      : byScenario(label('latency-threshold'), latencyByPercentile.rest);
  const instructionsThresholds = parsed('instructions-threshold', byScenario, noThresholds);
  const maxProcesses = parsed('max-processes', parseProcessCount, undefined);
  const baselineProcesses = parsed('baseline-processes', parseProcessCount, undefined);
  // Given, it holds for both modes; left out, each mode has its own default (above).
  const chosenGateMetrics = parsed('gate-metrics', parseGateMetrics, undefined);
  checkRateMetrics(rate, chosenGateMetrics, label);
  // At a rate each percentile has its own default threshold, unless latency-threshold gives one for all.
  const latencyThresholdByMetric = {
    ...(rate && latencyThresholds.everyScenario === undefined ? DEFAULT_AT_RATE_LATENCY_THRESHOLDS : {}),
    ...(rate ? { eventLoopDelay: DEFAULT_EVENT_LOOP_DELAY_THRESHOLD } : {}),
    ...latencyByPercentile.byMetric,
  };

  return {
    rpsThreshold: rpsThresholds.everyScenario ?? DEFAULT_RPS_THRESHOLD,
    rpsThresholdByScenario: rpsThresholds.byScenario,
    latencyThreshold: latencyThresholds.everyScenario ?? DEFAULT_LATENCY_THRESHOLD,
    latencyThresholdByScenario: latencyThresholds.byScenario,
    ...(Object.keys(latencyThresholdByMetric).length > 0 ? { latencyThresholdByMetric } : {}),
    ...(rate ? { atRate: true } : {}),
    gateMetrics: chosenGateMetrics ?? (rate ? DEFAULT_AT_RATE_GATE_METRICS : DEFAULT_GATE_METRICS),
    pairedGateMetrics:
      chosenGateMetrics ?? (rate ? DEFAULT_AT_RATE_GATE_METRICS : DEFAULT_PAIRED_GATE_METRICS),
    instructionsThreshold: instructionsThresholds.everyScenario ?? DEFAULT_INSTRUCTIONS_THRESHOLD,
    instructionsThresholdByScenario: instructionsThresholds.byScenario,
    confidence: parsed('confidence', parseOpenUnitInterval, DEFAULT_CONFIDENCE),
    // Filled in for the measure by gateMeasuring (gate-defaults.ts), from `given` or the measure's default.
    maxProcesses: 0,
    baselineProcesses: 0,
    given: {
      ...(givenMeasure ? { measure: givenMeasure } : {}),
      ...(maxProcesses === undefined ? {} : { maxProcesses }),
      ...(baselineProcesses === undefined ? {} : { baselineProcesses }),
    },
    timeBudgetMinutes: parsed(
      'time-budget',
      (l, t) => parsePositiveSeconds(l, t, 24 * 60),
      DEFAULT_TIME_BUDGET_MINUTES,
    ),
    failOnInconclusive: parsed('fail-on-inconclusive', parseBoolean, false),
  };
}

/** A count of server processes for an interval: one process gives no spread to estimate. */
function parseProcessCount(label: string, text: string): number {
  const count = parsePositiveInteger(label, text, 1000);
  if (count < 2)
    throw new UserInputError(`${label}: ${count} is too few: an interval needs at least 2 processes`);
  return count;
}

/** "requests-per-second" as "requestsPerSecond": every other value of an input is kebab-case. */
const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());
const kebabCase = (name: string) => name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);

/** Kebab-case (requests-per-second, latency-mean, latency-p99) or the first releases' camelCase. */
function parseGateMetrics(label: string, text: string): GatedMetric[] {
  const names = parseNameList(label, text);
  const unknown = names.find((name) => !(GATED_METRIC_NAMES as readonly string[]).includes(camelCase(name)));
  if (unknown) {
    throw new UserInputError(
      `${label}: unknown metric "${unknown}" (known: ${GATED_METRIC_NAMES.map(kebabCase).join(', ')})`,
    );
  }
  return names.map(camelCase) as GatedMetric[];
}

/**
 * At a fixed rate requests/s is the rate asked and mean latency no longer Little's law: only the
 * percentiles at the rate are gated; and those are measured only at a rate.
 */
function checkRateMetrics(
  rate: RateSetting | undefined,
  metrics: GatedMetric[] | undefined,
  label: (name: OptionName) => string,
): void {
  if (rate) {
    const other = metrics?.find((metric) => !AT_RATE_METRICS.includes(metric));
    if (other) {
      throw new UserInputError(
        `${label('gate-metrics')}: "${kebabCase(other)}" is not gated at a fixed rate (${label('rate')}); choose among ${AT_RATE_METRICS.map(kebabCase).join(', ')}`,
      );
    }
    return;
  }
  const needsRate = metrics?.find((metric) => GATED_METRICS.find((d) => d.metric === metric)?.atRateOnly);
  if (needsRate) {
    throw new UserInputError(
      `${label('gate-metrics')}: "${kebabCase(needsRate)}" is measured only at a fixed rate; give ${label('rate')} too`,
    );
  }
}

/** Percentile keys taken out of latency-threshold ("p99=20%"); the rest is read as scenario thresholds. */
function percentileThresholds(
  label: string,
  text: string,
): { rest: string | undefined; byMetric: Partial<Record<GatedMetric, number>> } {
  const byMetric: Partial<Record<GatedMetric, number>> = {};
  const rest: string[] = [];
  for (const entry of parseNameList(label, text)) {
    const [key, value] = entry.split('=').map((part) => part.trim());
    const metric = key === undefined ? undefined : PERCENTILE_KEYS[key];
    if (metric && value !== undefined) byMetric[metric] = parsePercent(label, value);
    else rest.push(entry);
  }
  return { rest: rest.length > 0 ? rest.join(',') : undefined, byMetric };
}

const PERCENTILE_KEYS: Record<string, GatedMetric> = {
  p50: 'latencyP50',
  p99: 'latencyP99',
  'p99.9': 'latencyP999',
  'event-loop': 'eventLoopDelay',
};
