import { repeatedLookConfidence } from '../stats/sequential-boundary.ts';
import { firstLookProcesses, nextLookProcesses, type SamplingPlan } from './gate-defaults.ts';
import type { ErrorBudget } from './gate-types.ts';

/** The process counts at which the sequential gate looks: the first look, then each step up to the maximum. */
export function lookSizes(maxProcesses: number, sampling: SamplingPlan): number[] {
  const first = firstLookProcesses({ maxProcesses }, sampling);
  const sizes = [first];
  while (sizes.at(-1)! < maxProcesses) sizes.push(nextLookProcesses(sizes.at(-1)!, maxProcesses, sampling));
  return sizes;
}

/**
 * The budget of a pull request's gate. `comparisonsHere` are this run's comparisons over its
 * `scenariosHere` scenarios. A shard shares the budget with the rest of its pull request: it counts
 * every scenario of it (gate.pullRequestScenarios), the same metrics in each, and in each scenario
 * the comparisons of the pull request's other measures too (gate.otherMeasuresComparisonsPerScenario),
 * so that its intervals are those the whole pull request's budget gives every comparison:
 *
 *   comparisons = scenarios of the pull request × (metrics here + comparisons of other measures)
 *                 per scenario
 *   e.g. 3 scenarios × (requests/s + instructions/request) = 6, whichever of the 6 shards asks
 */
export function errorBudget(
  gate: {
    confidence: number;
    maxProcesses: number;
    pullRequestScenarios?: number;
    otherMeasuresComparisonsPerScenario?: number;
  },
  sampling: SamplingPlan,
  comparisonsHere: number,
  scenariosHere = comparisonsHere,
): Required<ErrorBudget> {
  if (!(comparisonsHere >= 1))
    throw new RangeError(`an error budget needs at least one comparison, got ${comparisonsHere}`);
  const scenarios = Math.max(gate.pullRequestScenarios ?? 0, scenariosHere);
  const perScenario = comparisonsHere / scenariosHere + (gate.otherMeasuresComparisonsPerScenario ?? 0);
  const comparisons = Math.round(scenarios * perScenario);
  const sizes = lookSizes(gate.maxProcesses, sampling).filter((size) => size >= 2);
  const perComparison = 1 - (1 - gate.confidence) / comparisons;
  return {
    confidence: gate.confidence,
    comparisons,
    lookSizes: sizes,
    intervalConfidence: sizes.length === 0 ? perComparison : repeatedLookConfidence(sizes, perComparison),
    undecidedConfidence: perComparison,
  };
}
