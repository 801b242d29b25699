import type { GateSettings } from '../config/config.ts';
import type { ResultsFile, RoundSample } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { classifyChange, type Direction } from '../stats/classify-change.ts';
import { logChangeInterval } from '../stats/log-change-interval.ts';
import { thresholdFor } from './gate-thresholds.ts';
import type { GatedMetric, MetricComparison } from './gate-types.ts';

/** The two results files cannot be compared; the message names the file and what it lacks. */
export class ComparisonError extends Error {
  override name = 'ComparisonError';
}

interface GatedMetricDefinition {
  metric: GatedMetric;
  direction: Direction;
  read: (round: RoundSample) => number;
}

/** Few gated metrics on purpose: each one is another chance of a false alarm. */
const GATED_METRICS: GatedMetricDefinition[] = [
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
    metric: 'latencyP99',
    direction: 'lower-is-better',
    read: (round) => round.latencyMs.p99,
  },
];

/** The metrics this gate was asked to judge (gate-metrics), in a fixed order. */
function gatedMetrics(gate: GateSettings): GatedMetricDefinition[] {
  return GATED_METRICS.filter((definition) => gate.gateMetrics.includes(definition.metric));
}

/** Valid rounds of the subject, and the valid subject/reference pairs of the same round. */
interface ScenarioRounds {
  subjectRounds: RoundSample[];
  pairs: Array<{ subject: RoundSample; reference: RoundSample }>;
}

/**
 * Compares the subject of `current` with `baseline` in every scenario this run was asked to measure,
 * on each gated metric. The verdict comes from the normalised change (per-round subject/reference
 * ratio), which survives a baseline recorded on a faster or slower machine; the raw change is kept
 * for display.
 */
export function compareResults(
  current: ResultsFile,
  baseline: ResultsFile,
  gate: GateSettings,
  currentLabel = 'current run',
): MetricComparison[] {
  const scenarios = current.settings.scenarios;
  if (scenarios.length === 0) throw new ComparisonError(`${currentLabel} lists no scenario to compare`);
  return scenarios.flatMap((scenario) => {
    const currentRounds = scenarioRounds(current, currentLabel, scenario, gate);
    const baselineRounds = scenarioRounds(baseline, gate.baselinePath, scenario, gate);
    return gatedMetrics(gate).map((definition) => {
      const ratios = (rounds: ScenarioRounds) =>
        rounds.pairs.map(({ subject, reference }) => definition.read(subject) / definition.read(reference));
      const normalised = logChangeInterval(ratios(currentRounds), ratios(baselineRounds), gate.confidence);
      const raw = logChangeInterval(
        currentRounds.subjectRounds.map(definition.read),
        baselineRounds.subjectRounds.map(definition.read),
        gate.confidence,
      );
      const threshold = thresholdFor(gate, definition.metric, scenario);
      const verdict = classifyChange(normalised, threshold, definition.direction);
      return { scenario, metric: definition.metric, normalised, raw, threshold, verdict };
    });
  });
}

function scenarioRounds(
  file: ResultsFile,
  label: string,
  scenario: ScenarioName,
  gate: GateSettings,
): ScenarioRounds {
  const result = file.scenarios.find((candidate) => candidate.scenario === scenario);
  if (!result) throw new ComparisonError(`${label} has no results for scenario "${scenario}"`);
  const validRounds = (role: string, server: string): RoundSample[] => {
    const failure = file.servers.find((run) => run.name === server)?.failure;
    const rounds = result.servers.find((entry) => entry.server === server)?.rounds ?? [];
    if (rounds.length === 0) {
      const why = failure ? ` (${failure.stage} failed: ${failure.message})` : '';
      throw new ComparisonError(
        `${label} has no rounds for ${role} "${server}" in scenario "${scenario}"${why}`,
      );
    }
    const valid = rounds.filter((round) => round.valid);
    if (valid.length === 0) {
      const why = rounds[0]?.invalidReason ? ` (first reason: ${rounds[0].invalidReason})` : '';
      throw new ComparisonError(
        `${label} has no valid rounds for ${role} "${server}" in scenario "${scenario}": all ${rounds.length} were invalid${why}`,
      );
    }
    for (const round of valid) {
      for (const { metric, read } of gatedMetrics(gate)) {
        const value = read(round);
        if (!(value > 0 && Number.isFinite(value))) {
          throw new ComparisonError(
            `${label} has a valid round of ${role} "${server}" in scenario "${scenario}" with ${metric} ${value}; it must be positive`,
          );
        }
      }
    }
    return valid;
  };
  const subjectRounds = validRounds('subject', gate.subject);
  const referenceRounds = validRounds('reference', gate.reference);
  const roundKey = (round: RoundSample) => `${round.block}:${round.roundInBlock}`;
  const referenceByRound = new Map(referenceRounds.map((round) => [roundKey(round), round]));
  const pairs = subjectRounds.flatMap((subject) => {
    const reference = referenceByRound.get(roundKey(subject));
    return reference ? [{ subject, reference }] : [];
  });
  if (pairs.length === 0) {
    throw new ComparisonError(
      `${label} has no round in scenario "${scenario}" where both subject "${gate.subject}" and reference "${gate.reference}" are valid`,
    );
  }
  return { subjectRounds, pairs };
}
