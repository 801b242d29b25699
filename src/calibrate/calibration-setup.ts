import type { Config } from '../config/config.ts';
import { baseServerName, type WithBaseSide } from '../servers/base-side.ts';

/** A calibration runs for many times a compare's budget; each trial's gate keeps its own budget. */
const CALIBRATION_BUDGET_MINUTES = 24 * 60;

/**
 * The config a calibration measures with: the first scenario only, just `servers`, the base side
 * built from `baseSource` or, when none is given, from the head's own source (A/A by default).
 */
export function calibrationConfigFor(config: Config, servers: string[]): Config {
  return {
    ...config,
    load: { ...config.load, scenarios: config.load.scenarios.slice(0, 1), servers },
    gate: {
      ...config.gate,
      baseSource: config.gate.baseSource ?? config.mionSource,
      timeBudgetMinutes: CALIBRATION_BUDGET_MINUTES,
    },
  };
}

/** "mion: <why>" for the first of `servers`, or the subject's base side, that was not built. */
export function missingCalibrationServer(
  prepared: WithBaseSide,
  servers: string[],
  subject: string,
): string | undefined {
  const missing = servers.find((name) => !prepared.built.some((built) => built.definition.name === name));
  if (missing) {
    return `${missing}: ${prepared.unavailable.find((run) => run.name === missing)?.failure?.message ?? 'not built'}`;
  }
  if (prepared.base?.status !== 'built') {
    const why = prepared.base?.status === 'unavailable' ? prepared.base.failure : 'not built';
    return `${baseServerName(subject)}: ${why}`;
  }
  return undefined;
}
