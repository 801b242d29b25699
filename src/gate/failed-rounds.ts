import { generatorFellBehind } from '../engine/open-loop-load.ts';
import type { ResultsFile, RoundSample } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import type { MetricComparison, Verdict } from './gate-types.ts';

export type Failures = NonNullable<MetricComparison['failures']>;

/** The evidence kept of a failure: far more than a report shows, far under a gate note's limit. */
const EVIDENCE_CHARS = 1_000;

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
    const failed = new Map<number, string>();
    for (const round of all)
      if (!round.valid && !refusedForTheGeneratorAlone(round))
        failed.set(round.block, round.invalidReason ?? 'no reason given');
    return { blocks: new Set(all.map((round) => round.block)), failed };
  };
  const headBlocks = failedBlocks(head);
  const baseBlocks = failedBlocks(base);
  let headOnly = 0;
  let baseOnly = 0;
  let headEvidence: string | undefined;
  for (const block of [...headBlocks.blocks].sort((a, b) => a - b)) {
    if (!baseBlocks.blocks.has(block)) continue;
    const headFailed = headBlocks.failed.has(block);
    const baseFailed = baseBlocks.failed.has(block);
    if (headFailed && !baseFailed) {
      headOnly++;
      headEvidence ??= `process pair ${block + 1}: ${headBlocks.failed.get(block)}`;
    }
    if (baseFailed && !headFailed) baseOnly++;
  }
  return {
    headOnly,
    baseOnly,
    ...(headEvidence ? { headEvidence: headEvidence.slice(0, EVIDENCE_CHARS) } : {}),
  };
}

/**
 * A round at a rate refused only because the load generator fell behind its schedule: the load, not
 * the server, failed. It is no sample, and no failure of its side either (two of them would otherwise
 * read as a regression of the head); its pair simply does not count.
 */
export function refusedForTheGeneratorAlone(round: RoundSample): boolean {
  return round.atRate !== undefined && round.invalidReason === generatorFellBehind(round.atRate);
}

/**
 * Process pairs in which the head failed and its base did not, beyond those the other way, that
 * fail the check: one. A healthy server does not crash, answer wrong or fail to start under this
 * load, so failures are counts, not noise to be tested for significance: a sign test at the pull
 * request's error level needs seven head-only failures out of seven, and a head failing in 3% of
 * its processes (one crash in about 2 million requests) met one excess far more often than two and
 * passed with it in 62.9% of pull requests (issue 50). The rate at which an unchanged pull request
 * meets a failure of its head and none of its base is that of the machine's own failures, measured
 * by the A/A trials (docs/statistics.md). The whole run's failures, summed over scenarios and taken
 * beyond the gate's pairs too, are counted by run-failures.ts.
 */
export const HEAD_FAILURE_EXCESS = 1;

/**
 * The base failed in this many more process pairs of a scenario than the head: the other side of
 * the comparison is broken, so nothing can be judged. One is a machine's hiccup, which the base
 * has as often as the head; two are not.
 */
export const BASE_FAILURE_EXCESS = 2;

/** The verdict once failures count: a head that failed in more process pairs than its base has regressed, whatever its good rounds say. */
export function verdictWithFailures(verdict: Verdict, failures: Failures): Verdict {
  return failures.headOnly - failures.baseOnly >= HEAD_FAILURE_EXCESS ? 'regression' : verdict;
}

/**
 * --measure instructions: processes where exactly one of head and base was not counted (it failed
 * to start, answered wrong, crashed or never settled), as discordantFailures does for timed blocks.
 */
export function discordantCountFailures(
  file: ResultsFile,
  scenario: ScenarioName,
  head: string,
  base: string,
): Failures {
  const samples = (server: string) =>
    file.instructions?.scenarios
      .find((entry) => entry.scenario === scenario)
      ?.servers.find((entry) => entry.server === server)?.samples ?? [];
  const baseByProcess = new Map(samples(base).map((sample) => [sample.process, sample.valid]));
  let headOnly = 0;
  let baseOnly = 0;
  let headEvidence: string | undefined;
  for (const sample of samples(head)) {
    const baseValid = baseByProcess.get(sample.process);
    if (baseValid === undefined) continue;
    if (!sample.valid && baseValid) {
      headOnly++;
      headEvidence ??= `process ${sample.process + 1}: ${sample.invalidReason ?? 'no reason given'}`;
    }
    if (sample.valid && !baseValid) baseOnly++;
  }
  return {
    headOnly,
    baseOnly,
    ...(headEvidence ? { headEvidence: headEvidence.slice(0, EVIDENCE_CHARS) } : {}),
  };
}
