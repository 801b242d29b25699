import { dirname, join, resolve } from 'node:path';
import type { Config, ProfileWhen } from '../config/config.ts';
import type { GateOutcome, MetricComparison } from '../gate/gate-types.ts';
import { worseThanThreshold } from '../gate/undecided-rule.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';

/** The folder of profiles and callgrind dumps, one subfolder per scenario; the report names it. */
export const PROFILES_FOLDER = 'profiles';

/** Beside the results file (its folder's `profiles/`), or `perf-gate-results/profiles` without one. */
export function profileDir(config: Pick<Config, 'outPath'>): string {
  return config.outPath
    ? join(dirname(config.outPath), PROFILES_FOLDER)
    : resolve('perf-gate-results', PROFILES_FOLDER);
}

/**
 * The scenarios to profile: every gated one with `always`; with `auto`, those where a comparison
 * ended regression or inconclusive (at either look) for its speed: a pass costs nothing unless
 * asked, and a comparison that failed for the head's crashes alone is not profiled, since a profile
 * says where time went, not why a process died (a crashing head's report named a 0.8 µs native
 * call as where it changed).
 */
export function profiledScenarios(gate: GateOutcome, when: ProfileWhen): ScenarioName[] {
  if (when === 'never') return [];
  const comparisons = [...gate.metrics, ...(gate.confirmation?.metrics ?? [])];
  const chosen = comparisons.filter(
    (comparison) =>
      when === 'always' ||
      (comparison.verdict !== 'unchanged' &&
        comparison.verdict !== 'improvement' &&
        !failedForCrashesAlone(comparison)),
  );
  return [...new Set(chosen.map((comparison) => comparison.scenario))];
}

/** The head failed where its base did not, and its speed alone would not have failed it. */
function failedForCrashesAlone(comparison: MetricComparison): boolean {
  return (comparison.failures?.headOnly ?? 0) > 0 && !worseThanThreshold(comparison);
}
