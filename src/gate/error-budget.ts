import { repeatedLookConfidence } from '../stats/sequential-boundary.ts';
import { firstLookProcesses, type SamplingPlan } from './gate-defaults.ts';

/**
 * One error budget for a whole pull request: `confidence` (the user's, 95% by default) holds for
 * every gated comparison (scenario × metric × measure) and every look of the sequential gate at once.
 * Bonferroni splits it over the comparisons (valid whatever their dependence: scenarios share a
 * build and a machine); within a comparison, repeated confidence intervals spend each share over the
 * looks (sequential-boundary.ts). A pull request that changes nothing then sees any interval miss
 * zero with probability at most 1 - confidence, so `regression` (an interval wholly on the worse
 * side) is at most half of that before the confirmation, and `pass` (every interval inside the
 * thresholds) is as rare for a comparison sitting at its threshold.
 */
export interface ErrorBudget {
  /** The level that holds for the whole pull request. */
  confidence: number;
  /** Gated comparisons sharing it: scenarios × gated metrics, over every measure of the pull request. */
  comparisons: number;
  /** Processes per side at each look the plan allows. */
  lookSizes: number[];
  /** The level each interval is computed at. */
  intervalConfidence: number;
  /**
   * The level at which an undecided comparison is judged, once, at its last look (undecided-rule.ts):
   * the pull request's confidence split over its comparisons (Bonferroni), one look. Its one-sided
   * bounds then fail an unchanged pull request at most (1 - confidence) / 2 in all, and with the
   * intervals' own (1 - confidence) / 2 on the worse side the check fails it at most 1 - confidence,
   * however wide the noise within the validated range. Absent in outcomes written before that rule.
   */
  undecidedConfidence?: number;
}

/** The process counts at which the sequential gate looks: the first look, then each step up to the maximum. */
export function lookSizes(maxProcesses: number, sampling: SamplingPlan): number[] {
  const first = firstLookProcesses({ maxProcesses }, sampling);
  const sizes = [first];
  while (sizes.at(-1)! < maxProcesses)
    sizes.push(Math.min(maxProcesses, sizes.at(-1)! + sampling.extraProcesses));
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
