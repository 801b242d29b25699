import type { GateSettings } from '../config/config.ts';
import type { ResultsFile, RoundSample } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { classifyChange } from '../stats/classify-change.ts';
import { covariateAdjustedChange, type ProcessPair } from '../stats/covariate-adjusted-change.ts';
import { logMeanByProcess, matchedProcesses } from '../stats/process-samples.ts';
import { welchLogChange } from '../stats/t-interval.ts';
import { gatedMetrics, type GatedMetricDefinition } from './gated-metrics.ts';
import { errorBudget } from './error-budget.ts';
import { WALL_TIME_SAMPLING } from './gate-defaults.ts';
import { thresholdFor } from './gate-thresholds.ts';
import type { MetricComparison } from './gate-types.ts';
import { ComparisonError, scenariosToCompare, validRoundsOf } from './scenario-rounds.ts';
import { storedBaselineEstimator } from './stored-baseline-estimator.ts';

export { ComparisonError } from './scenario-rounds.ts';

/**
 * Stored-baseline mode: the subject of `current` against the subject of `baseline`, a file recorded
 * earlier, in every scenario this run was asked to measure. Samples are server processes (blocks),
 * never rounds. Three estimators are computed: the subject alone (raw), divided by the reference of
 * the same process (ratio), and corrected by the reference with a fitted slope (adjusted); the one
 * that decides is chosen by storedBaselineEstimator, and the others are kept for the report.
 */
export function compareResults(
  current: ResultsFile,
  baseline: ResultsFile,
  gate: GateSettings,
  currentLabel = 'current run',
  environmentDrift: string[] = [],
): MetricComparison[] {
  const scenarios = scenariosToCompare(current, currentLabel);
  const decidedBy = storedBaselineEstimator(environmentDrift);
  const definitions = gatedMetrics(gate, 'stored-baseline');
  const confidence = errorBudget(
    gate,
    WALL_TIME_SAMPLING,
    scenarios.length * definitions.length,
    scenarios.length,
  ).intervalConfidence;
  return scenarios.flatMap((scenario) => {
    const now = sides(current, currentLabel, scenario, gate);
    const before = sides(baseline, gate.baselinePath, scenario, gate);
    return definitions.map((definition) => {
      const currentPairs = processPairs(now, definition);
      const baselinePairs = processPairs(before, definition);
      if (currentPairs.length === 0 || baselinePairs.length === 0) {
        const label = currentPairs.length === 0 ? currentLabel : gate.baselinePath;
        throw new ComparisonError(
          `${label} has no process in scenario "${scenario}" where both subject "${gate.subject}" and reference "${gate.reference}" have a valid round with an unsaturated load generator`,
        );
      }
      const subjectLogs = (rounds: RoundSample[]) => [...logMeanByProcess(rounds, definition.read).values()];
      const ratioLogs = (pairs: ProcessPair[]) => pairs.map((pair) => pair.subjectLog - pair.referenceLog);
      const adjusted = covariateAdjustedChange(currentPairs, baselinePairs, confidence);
      const estimates: MetricComparison['estimates'] = {
        raw: welchLogChange(subjectLogs(now.subject), subjectLogs(before.subject), confidence),
        ratio: welchLogChange(ratioLogs(currentPairs), ratioLogs(baselinePairs), confidence),
        adjusted: adjusted.change,
      };
      const threshold = thresholdFor(gate, definition.metric, scenario);
      const deciding = estimates[decidedBy];
      if (!deciding) throw new ComparisonError(`no ${decidedBy} estimate against a stored baseline`);
      return {
        scenario,
        metric: definition.metric,
        mode: 'stored-baseline',
        decidedBy,
        estimates,
        referenceCorrelation: adjusted.correlation,
        threshold,
        verdict: classifyChange(deciding, threshold, definition.direction),
      } satisfies MetricComparison;
    });
  });
}

interface Sides {
  subject: RoundSample[];
  reference: RoundSample[];
}

function sides(file: ResultsFile, label: string, scenario: ScenarioName, gate: GateSettings): Sides {
  return {
    subject: validRoundsOf(file, label, scenario, gate.subject, 'subject', true),
    reference: validRoundsOf(file, label, scenario, storedReference(gate), 'reference', true),
  };
}

/**
 * The reference of a stored baseline compared in wall time. The config names one wherever that
 * comparison can happen (against-what.ts); paired mode and counted instructions have none.
 */
export function storedReference(gate: GateSettings): string {
  if (gate.reference === undefined) {
    throw new ComparisonError(
      'a stored baseline is compared in wall time beside a reference server, and none is named',
    );
  }
  return gate.reference;
}

/**
 * Subject and reference of the same process, for the estimators that use the reference. A reference
 * round whose load generator was saturated measured the client, not the machine, so it is left out.
 */
function processPairs(rounds: Sides, definition: GatedMetricDefinition): ProcessPair[] {
  const unsaturatedReference = rounds.reference.filter((round) => !round.clientSaturated);
  return matchedProcesses(
    logMeanByProcess(rounds.subject, definition.read),
    logMeanByProcess(unsaturatedReference, definition.read),
  ).map((pair) => ({ subjectLog: pair.first, referenceLog: pair.second }));
}
