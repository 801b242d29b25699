import { dirname, join, resolve } from 'node:path';
import type { Config, ProfileWhen } from '../config/config.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
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
 * ended regression or inconclusive (at either look): a pass costs nothing unless asked.
 */
export function profiledScenarios(gate: GateOutcome, when: ProfileWhen): ScenarioName[] {
  if (when === 'never') return [];
  const comparisons = [...gate.metrics, ...(gate.confirmation?.metrics ?? [])];
  const chosen = comparisons.filter(
    (comparison) =>
      when === 'always' || (comparison.verdict !== 'unchanged' && comparison.verdict !== 'improvement'),
  );
  return [...new Set(chosen.map((comparison) => comparison.scenario))];
}
