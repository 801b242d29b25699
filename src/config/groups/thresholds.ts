import { AT_RATE_METRICS, GATED_METRICS } from '../../gate/gated-metrics.ts';
import { GATED_METRIC_NAMES, type GatedMetric } from '../../gate/gate-types.ts';
import type { GateSettings, RateSetting } from '../config.ts';
import { UserInputError } from '../config-error.ts';
import {
  DEFAULT_AT_RATE_GATE_METRICS,
  DEFAULT_AT_RATE_LATENCY_THRESHOLDS,
  DEFAULT_CONFIDENCE,
  DEFAULT_GATE_METRICS,
  DEFAULT_INSTRUCTIONS_THRESHOLD,
  DEFAULT_LATENCY_THRESHOLD,
  DEFAULT_PAIRED_GATE_METRICS,
  DEFAULT_RPS_THRESHOLD,
  DEFAULT_TIME_BUDGET_MINUTES,
} from '../defaults.ts';
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
  // Given, it holds for both modes; left out, each mode has its own default (defaults.ts).
  const chosenGateMetrics = parsed('gate-metrics', parseGateMetrics, undefined);
  checkRateMetrics(rate, chosenGateMetrics, label);
  // At a rate each percentile has its own default threshold, unless latency-threshold gives one for all.
  const latencyThresholdByMetric = {
    ...(rate && latencyThresholds.everyScenario === undefined ? DEFAULT_AT_RATE_LATENCY_THRESHOLDS : {}),
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
};
