import type { CrashWatchRarity } from '../../gate/crash-watch.ts';
import { comparisonsPerScenario } from '../../gate/gated-metrics.ts';
import type { ComparisonMode } from '../../gate/gate-types.ts';
import type { ScenarioName } from '../../scenarios/scenario.ts';
import { PROFILE_CHOICES, type Config, type GateSettings, type LoadSettings } from '../config.ts';
import { UserInputError } from '../../user-input-error.ts';
import type { OptionReader } from '../option-reader.ts';
import { parseChoice, parseExecutable, parsePositiveInteger } from '../parse-values.ts';
import { parsePullRequestMeasures, parseShard, scenariosOfShard, type Shard } from '../shard.ts';
import { injections, type Injections } from './injections.ts';
import type { WhatToMeasure } from './what-to-measure.ts';

/**
 * How much profiling a scenario gets. Five pairs make a t interval over the pairs (4 degrees of
 * freedom). Each pair is loaded for twice the round duration (4 s by default): at V8's 250 µs
 * sampling about 16,000 samples a process, so a function costing 1% of a request shows in some 160
 * of them. A scenario then takes about 40 s on a 2-CPU runner (start-up, check, warm-up and load of
 * five pairs): docs/where.md. Counted under callgrind (measure: instructions) a process takes about
 * one to two minutes and its count barely moves: at most two pairs.
 */
export const PROFILE_DEFAULTS = { pairs: 5, roundsPerProfile: 2, rows: 10, countedPairsAtMost: 2 } as const;

/**
 * What few users set: a shard of a matrix, the Node binary, the servers' seeds, profiling, the
 * injected costs of calibration and tests, and calibrate's own trials and modes.
 */
export interface Advanced {
  shard?: Shard;
  /** The scenarios this run measures: the shard's share, or all chosen. */
  measuredScenarios: ScenarioName[];
  load: Injections & Pick<LoadSettings, 'serverSeeds' | 'serverAddressSpace'>;
  gate: Pick<GateSettings, 'profile' | 'profilePairs' | 'crashWatchOnceIn'>;
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
      // Fixed only by a noise trial (evidence/trials/measure-process-noise.ts): no option sets it.
      serverAddressSpace: 'random',
    },
    gate: {
      profile: parsed('profile', (l, t) => parseChoice(l, t, PROFILE_CHOICES), 'auto'),
      profilePairs: parsed('profile-pairs', parseProfilePairs, PROFILE_DEFAULTS.pairs),
      crashWatchOnceIn: parsed('crash-watch-once-in', parseCrashRarity, 'auto'),
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

/**
 * crash-watch-once-in: `auto`, a whole number of requests, or 0 for no watch; beyond a billion no
 * run could watch for it.
 */
function parseCrashRarity(label: string, text: string): CrashWatchRarity {
  if (text.trim() === '0') return 0;
  if (text.trim() === 'auto') return 'auto';
  if (!/^\d+$/.test(text.trim()))
    throw new UserInputError(`${label}: "${text}" is neither auto, 0 nor a whole number of requests`);
  return parsePositiveInteger(label, text, 1_000_000_000);
}
