import type { ScenarioName } from '../scenarios/scenario.ts';

export type Verdict = 'regression' | 'improvement' | 'unchanged' | 'inconclusive';
export const GATED_METRIC_NAMES = ['requestsPerSecond', 'latencyMean', 'latencyP99'] as const;
export type GatedMetric = (typeof GATED_METRIC_NAMES)[number];

/** A relative change with its confidence interval; 0.05 means 5 percent higher than the baseline. */
export interface ChangeInterval {
  estimate: number;
  lower: number;
  upper: number;
  confidence: number;
  currentSamples: number;
  baselineSamples: number;
}

export interface MetricComparison {
  scenario: ScenarioName;
  metric: GatedMetric;
  /** Subject divided by the reference of the same round: robust to a different machine. */
  normalised: ChangeInterval;
  /** Subject alone: shown beside the normalised figure, never gated on. */
  raw: ChangeInterval;
  /** Fraction, e.g. 0.05 for 5 percent. */
  threshold: number;
  verdict: Verdict;
}

/** no-baseline: compare found no baseline file, so it measured and reported but judged nothing. */
export type GateVerdict = 'pass' | 'regression' | 'inconclusive' | 'error' | 'no-baseline';

export interface GateOutcome {
  verdict: GateVerdict;
  metrics: MetricComparison[];
  /** Set when a regression was seen and a fresh block of rounds was run to confirm it. */
  confirmation?: { agreed: boolean; metrics: MetricComparison[] };
  subject: string;
  reference: string;
  /** Rounds of the subject used per scenario, including extra rounds run while inconclusive. */
  subjectRounds: number;
  /** Differences between the baseline's machine and this one (CPU model, cores, Node). */
  environmentDrift: string[];
  notes: string[];
  /** Set with verdict 'error'. */
  error?: string;
}
