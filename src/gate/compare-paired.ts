import type { GateSettings } from '../config/config.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { classifyChange } from '../stats/classify-change.ts';
import { logMeanByProcess, matchedProcesses } from '../stats/process-samples.ts';
import { pairedLogChange } from '../stats/t-interval.ts';
import { gatedMetrics } from './gated-metrics.ts';
import { thresholdFor } from './gate-thresholds.ts';
import type { MetricComparison } from './gate-types.ts';
import { ComparisonError, scenariosToCompare, validRoundsOf } from './scenario-rounds.ts';

/**
 * Paired mode: head (`gate.subject`) against base (`baseServer`), both measured in `current`,
 * started together block by block. Each block gives one sample: the head process's log figure minus
 * the base process's. No reference is involved: on one machine, in the same minutes, there is no
 * machine difference left to divide out, and dividing would only add the reference's own noise.
 */
export function comparePaired(
  current: ResultsFile,
  baseServer: string,
  gate: GateSettings,
  currentLabel = 'current run',
): MetricComparison[] {
  const scenarios = scenariosToCompare(current, currentLabel);
  return scenarios.flatMap((scenario) => {
    const head = validRoundsOf(current, currentLabel, scenario, gate.subject, 'head');
    const base = validRoundsOf(current, currentLabel, scenario, baseServer, 'base');
    return gatedMetrics(gate, 'paired').map((definition) => {
      const pairs = matchedProcesses(
        logMeanByProcess(head, definition.read),
        logMeanByProcess(base, definition.read),
      );
      if (pairs.length === 0) {
        throw new ComparisonError(
          `${currentLabel} has no block in scenario "${scenario}" where both head "${gate.subject}" and base "${baseServer}" have a valid round`,
        );
      }
      const paired = pairedLogChange(
        pairs.map((pair) => pair.first - pair.second),
        gate.confidence,
      );
      const threshold = thresholdFor(gate, definition.metric, scenario);
      return {
        scenario,
        metric: definition.metric,
        mode: 'paired',
        decidedBy: 'paired',
        estimates: { paired },
        threshold,
        verdict: classifyChange(paired, threshold, definition.direction),
      } satisfies MetricComparison;
    });
  });
}
