import { comparisonsPerScenario } from '../../gate/gated-metrics.ts';
import type { ComparisonMode } from '../../gate/gate-types.ts';
import { PROFILE_DEFAULTS } from '../../profile/profile-plan.ts';
import type { ScenarioName } from '../../scenarios/scenario.ts';
import { PROFILE_CHOICES, type Config, type GateSettings, type LoadSettings } from '../config.ts';
import { UserInputError } from '../../user-input-error.ts';
import type { OptionReader } from '../option-reader.ts';
import { parseChoice, parseExecutable, parsePositiveInteger } from '../parse-values.ts';
import { parsePullRequestMeasures, parseShard, scenariosOfShard, type Shard } from '../shard.ts';
import { injections, type Injections } from './injections.ts';
import type { WhatToMeasure } from './what-to-measure.ts';

/**
 * What few users set: a shard of a matrix, the Node binary, the servers' seeds, profiling, the
 * injected costs of calibration and tests, and calibrate's own trials and modes.
 */
export interface Advanced {
  shard?: Shard;
  /** The scenarios this run measures: the shard's share, or all chosen. */
  measuredScenarios: ScenarioName[];
  load: Injections & Pick<LoadSettings, 'serverSeeds' | 'serverAddressSpace'>;
  gate: Pick<GateSettings, 'profile' | 'profilePairs'>;
  config: Pick<Config, 'nodePath' | 'calibrationTrials' | 'calibrationModes'>;
}

export function advanced(options: OptionReader, measured: WhatToMeasure): Advanced {
  const { parsed, given, label, command, context } = options;
  // Left out, the measure may follow the stored baseline (choose-stored-measure.ts): a shard's cell must not move.
  if (given('pull-request-measures') !== undefined && measured.givenMeasure === undefined) {
    throw new UserInputError(
      `${label('measure')}: a shard of a pull request gated in several measures (${label('pull-request-measures')}) must name the one it gates`,
    );
  }
  const pullRequestMeasures = parsed(
    'pull-request-measures',
    (l, t) => parsePullRequestMeasures(l, t, measured.measure),
    undefined,
  );
  const shard = parsed(
    'shard',
    (l, t) => parseShard(l, t, measured.scenarios, pullRequestMeasures),
    undefined,
  );
  if (shard && command !== 'compare') {
    throw new UserInputError(`${label('shard')}: only compare is sharded (merge joins the shards' verdicts)`);
  }
  const measuredScenarios = shard ? scenariosOfShard(shard) : measured.scenarios;
  if (given('trials') !== undefined && command !== 'calibrate') {
    throw new UserInputError(`${label('trials')}: only calibrate runs trials`);
  }
  if (pullRequestMeasures && !shard) {
    throw new UserInputError(
      `${label('pull-request-measures')}: only a shard shares its budget with the other measures' shards; give ${label('shard')} too (1/1 to split by measure alone)`,
    );
  }

  return {
    ...(shard ? { shard } : {}),
    measuredScenarios,
    load: {
      ...injections(options, measured.servers, measuredScenarios),
      serverSeeds: parsed('server-seeds', (l, t) => parseChoice(l, t, SERVER_SEEDS), 'random'),
      // Fixed only by a noise trial (scripts/measure-process-noise.ts): no option sets it.
      serverAddressSpace: 'random',
    },
    gate: {
      profile: parsed('profile', (l, t) => parseChoice(l, t, PROFILE_CHOICES), 'auto'),
      profilePairs: parsed('profile-pairs', parseProfilePairs, PROFILE_DEFAULTS.pairs),
    },
    config: {
      nodePath: parsed('node', (l, t) => parseExecutable(l, t, context.workspaceDir), undefined),
      calibrationTrials: parsed('trials', (l, t) => parsePositiveInteger(l, t, 1000), 12),
      calibrationModes: parsed('modes', parseCalibrationModes, ['paired']),
    },
  };
}

/**
 * A shard's gate counts the comparisons of the whole pull request whose budget it shares
 * (error-budget.ts): every scenario, and in each the comparisons of the measures other shards gate.
 */
export function sharedBudget(gate: GateSettings, shard: Shard | undefined): GateSettings {
  if (!shard) return gate;
  // Only compare is sharded, and compare is paired exactly when it builds a base side (pipeline.ts).
  const mode = gate.baseSource ? 'paired' : 'stored-baseline';
  const others = (shard.measures ?? []).filter((measure) => measure !== gate.measure);
  return {
    ...gate,
    pullRequestScenarios: shard.scenarios.length,
    ...(others.length > 0
      ? {
          otherMeasuresComparisonsPerScenario: others
            .map((measure) => comparisonsPerScenario(gate, measure, mode))
            .reduce((sum, comparisons) => sum + comparisons, 0),
        }
      : {}),
  };
}

const SERVER_SEEDS = ['fixed', 'random'] as const;

function parseProfilePairs(label: string, text: string): number {
  const pairs = parsePositiveInteger(label, text, 100);
  if (pairs < 2) throw new UserInputError(`${label}: ${pairs} pair gives no interval; at least 2`);
  return pairs;
}

const CALIBRATION_MODES: readonly ComparisonMode[] = ['paired', 'stored-baseline'];

/**
 * The modes calibrate measures in wall time: paired. A stored baseline's wall time is shown as
 * context and never gated (choose-stored-measure.ts), so a calibration of that gate would measure
 * one no user gets; a stored baseline is gated on counts, calibrated with --measure instructions.
 */
function parseCalibrationModes(label: string, text: string): ComparisonMode[] {
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !(CALIBRATION_MODES as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw new UserInputError(`${label}: "${unknown}" is not one of ${CALIBRATION_MODES.join(', ')}`);
  }
  if (names.includes('stored-baseline')) {
    throw new UserInputError(
      `${label}: stored-baseline is not calibrated in wall time: compare never gates wall time against a stored baseline (it is context); calibrate --measure instructions calibrates the stored gate on counts`,
    );
  }
  return ['paired'];
}
