import { dirname, join, resolve } from 'node:path';
import type { Config, ProfileWhen } from '../config/config.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';

/**
 * How much profiling a scenario gets. Five pairs make a t interval over the pairs (4 degrees of
 * freedom). Each pair is loaded for twice the round duration (4 s by default): at V8's 250 µs
 * sampling about 16,000 samples a process, so a function costing 1% of a request shows in some 160
 * of them. A scenario then takes about 40 s on a 2-CPU runner (start-up, check, warm-up and load of
 * five pairs): docs/where.md. Counted under callgrind (measure: instructions) a process takes about
 * one to two minutes and its count barely moves: at most two pairs.
 */
export const PROFILE_DEFAULTS = { pairs: 5, roundsPerProfile: 2, rows: 10, countedPairsAtMost: 2 } as const;

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
