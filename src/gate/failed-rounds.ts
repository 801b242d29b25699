import type { ResultsFile } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { signTestPValue } from '../stats/sign-test.ts';
import type { MetricComparison, Verdict } from './gate-types.ts';

export type Failures = NonNullable<MetricComparison['failures']>;

/**
 * Blocks of a paired run where exactly one of head and base had a failed round (errors, time-outs,
 * wrong answers). The paired estimate uses only blocks where both answered, so without this count
 * a head that fails under load would be judged on its good rounds alone, a bias towards `pass`.
 */
export function discordantFailures(
  file: ResultsFile,
  scenario: ScenarioName,
  head: string,
  base: string,
): Failures {
  const rounds = file.scenarios.find((result) => result.scenario === scenario)?.servers ?? [];
  const failedBlocks = (server: string) => {
    const all = rounds.find((entry) => entry.server === server)?.rounds ?? [];
    return {
      blocks: new Set(all.map((round) => round.block)),
      failed: new Set(all.filter((r) => !r.valid).map((r) => r.block)),
    };
  };
  const headBlocks = failedBlocks(head);
  const baseBlocks = failedBlocks(base);
  let headOnly = 0;
  let baseOnly = 0;
  for (const block of headBlocks.blocks) {
    if (!baseBlocks.blocks.has(block)) continue;
    const headFailed = headBlocks.failed.has(block);
    const baseFailed = baseBlocks.failed.has(block);
    if (headFailed && !baseFailed) headOnly++;
    if (baseFailed && !headFailed) baseOnly++;
  }
  return { headOnly, baseOnly };
}

/**
 * The verdict once failures count: a head that failed significantly more often than its base (the
 * sign test at the interval's own error level, one-sided) has regressed whatever its good rounds
 * say; one that failed more often, but not significantly, cannot pass that comparison.
 */
export function verdictWithFailures(
  verdict: Verdict,
  failures: Failures,
  intervalConfidence: number,
): Verdict {
  if (failures.headOnly <= failures.baseOnly) return verdict;
  const pValue = signTestPValue(failures.headOnly, failures.headOnly + failures.baseOnly);
  if (pValue < (1 - intervalConfidence) / 2) return 'regression';
  return verdict === 'regression' ? verdict : 'inconclusive';
}
