import { sampleStandardDeviation } from 'simple-statistics';
import type { GateSettings } from '../config/config.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { classifyChange } from '../stats/classify-change.ts';
import { logMeanByProcess, matchedProcesses } from '../stats/process-samples.ts';
import { pairedLogChange } from '../stats/t-interval.ts';
import { detectableWorsening } from './detectable-worsening.ts';
import { errorBudget } from './error-budget.ts';
import { discordantFailures, verdictWithFailures } from './failed-rounds.ts';
import { WALL_TIME_SAMPLING, type SamplingPlan } from './gate-defaults.ts';
import { comparisonsPerScenario, dispersionTestsPerScenario, gatedMetrics } from './gated-metrics.ts';
import { headDispersion } from './head-dispersion.ts';
import { thresholdFor } from './gate-thresholds.ts';
import { METRIC_LABEL, type MetricComparison } from './gate-types.ts';
import { tooFewBeyond } from './requests-beyond-percentile.ts';
import { ComparisonError, scenariosToCompare, validRoundsOf } from './scenario-rounds.ts';

/**
 * Paired mode: head (`gate.subject`) against base (`baseServer`), both measured in `current`,
 * started together block by block. Each block gives one sample: the head process's log figure minus
 * the base process's. No reference is involved: on one machine, in the same minutes, there is no
 * machine difference left to divide out, and dividing would only add the reference's own noise.
 * Every interval is taken at the error budget's level (error-budget.ts), shared by all the
 * comparisons of the pull request and all the looks of `sampling`.
 */
export function comparePaired(
  current: ResultsFile,
  baseServer: string,
  gate: GateSettings,
  currentLabel = 'current run',
  sampling: SamplingPlan = WALL_TIME_SAMPLING,
): MetricComparison[] {
  const scenarios = scenariosToCompare(current, currentLabel);
  const definitions = gatedMetrics(gate, 'paired');
  const budget = errorBudget(
    gate,
    sampling,
    scenarios.length * comparisonsPerScenario(gate, 'wall-time', 'paired'),
    scenarios.length,
  );
  return scenarios.flatMap((scenario) => {
    // The base first: a head whose rounds all failed is then known to have failed beside a base that answered.
    const base = validRoundsOf(current, currentLabel, scenario, baseServer, 'base');
    const head = validRoundsOf(current, currentLabel, scenario, gate.subject, 'head');
    const failures = discordantFailures(current, scenario, gate.subject, baseServer);
    return definitions.flatMap((definition, index) => {
      // A runtime without an event-loop monitor (Bun) records no loop: nothing of it to judge.
      if (definition.mayBeAbsent && !base.concat(head).some((round) => definition.read(round) > 0)) return [];
      const tooFew = tooFewBeyond(definition.metric, base);
      if (tooFew) throw new ComparisonError(`${scenario} ${METRIC_LABEL[definition.metric]}: ${tooFew}`);
      const pairs = matchedProcesses(
        logMeanByProcess(head, definition.read),
        logMeanByProcess(base, definition.read),
      );
      if (pairs.length === 0) {
        throw new ComparisonError(
          `${currentLabel} has no block in scenario "${scenario}" where both head "${gate.subject}" and base "${baseServer}" have a valid round`,
        );
      }
      const differences = pairs.map((pair) => pair.first - pair.second);
      const paired = pairedLogChange(differences, budget.intervalConfidence);
      const threshold = thresholdFor(gate, definition.metric, scenario);
      const verdict = classifyChange(paired, threshold, definition.direction);
      // One slow-process test a scenario, on its first metric (requests/s when gated): the budget counts one.
      const dispersion =
        index === 0 && dispersionTestsPerScenario('wall-time', 'paired', gate) > 0
          ? headDispersion(pairs, budget.undecidedConfidence, definition.direction)
          : undefined;
      return {
        scenario,
        metric: definition.metric,
        mode: 'paired',
        decidedBy: 'paired',
        estimates: { paired },
        threshold,
        verdict: verdictWithFailures(verdict, failures),
        ...(differences.length >= 2 ? { spreadLog: sampleStandardDeviation(differences) } : {}),
        ...detectableWorsening(paired, definition.metric, threshold),
        ...(failures.headOnly + failures.baseOnly > 0 ? { failures } : {}),
        ...(dispersion ? { dispersion } : {}),
      } satisfies MetricComparison;
    }) as MetricComparison[];
  });
}
