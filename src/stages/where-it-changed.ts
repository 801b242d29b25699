import type { Config } from '../config/config.ts';
import { PROFILE_DEFAULTS } from '../config/groups/advanced.ts';
import { DEFAULT_CONFIDENCE } from '../config/groups/thresholds.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
import { countHeadAndBase } from '../profile/count-head-and-base.ts';
import { profileHeadAndBase } from '../profile/profile-head-and-base.ts';
import { profileDir, profiledScenarios } from '../profile/profile-plan.ts';
import type { ScenarioWhere } from '../results/where-it-changed.ts';
import type { WithBaseSide } from '../servers/base-side.ts';
import type { CountInstructions, Measure, Progress } from './measure-types.ts';

/**
 * Paired mode, after the verdict: head and base profiled side by side in the scenarios that did not
 * pass (profile: auto) or in all (always), so that a regression's report says where the time went.
 */
export async function whereItChanged(
  config: Config,
  gate: GateOutcome,
  prepared: WithBaseSide,
  measure: Measure,
  count: CountInstructions | undefined,
  progress: Progress,
): Promise<ScenarioWhere[]> {
  const { profile, subject } = config.gate;
  const head = prepared.built.find((built) => built.definition.name === subject);
  if (gate.mode !== 'paired' || profile === 'never' || !head || prepared.base?.status !== 'built') return [];
  const scenarios = profiledScenarios(gate, profile);
  if (scenarios.length === 0) return [];
  if ((head.definition.meta.runtime ?? 'node') !== 'node') {
    progress.warn(
      `where: not profiled: CPU profiles are V8's, and ${subject} runs on ${head.definition.meta.runtime}`,
    );
    return [];
  }
  if (count && config.gate.measure === 'instructions') {
    // A counted process takes about a minute under valgrind: fewer pairs, each nearly exact.
    return countHeadAndBase(
      count,
      head,
      prepared.base.server,
      scenarios,
      {
        pairs: Math.min(config.gate.profilePairs, PROFILE_DEFAULTS.countedPairsAtMost),
        rows: PROFILE_DEFAULTS.rows,
        dir: profileDir(config),
        confidence: DEFAULT_CONFIDENCE,
      },
      progress,
    );
  }
  return profileHeadAndBase(
    measure,
    head,
    prepared.base.server,
    scenarios,
    {
      pairs: config.gate.profilePairs,
      durationSeconds: PROFILE_DEFAULTS.roundsPerProfile * config.load.durationSeconds,
      rows: PROFILE_DEFAULTS.rows,
      dir: profileDir(config),
      confidence: DEFAULT_CONFIDENCE,
    },
    progress,
  );
}
