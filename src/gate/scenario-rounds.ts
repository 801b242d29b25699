import type { ResultsFile, RoundSample } from '../results/results-types.ts';
import { roundsLoadedAlone } from '../results/rounds-loaded-alone.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { GATED_METRICS } from './gated-metrics.ts';

/** The two results files cannot be compared; the message names the file and what it lacks. */
export class ComparisonError extends Error {
  override name = 'ComparisonError';
  /** Set when one server's rounds of one scenario were all invalid: which side, in which scenario. */
  readonly failedEverywhere?: { scenario: ScenarioName; role: string };
  constructor(message: string, failedEverywhere?: { scenario: ScenarioName; role: string }) {
    super(message);
    if (failedEverywhere) this.failedEverywhere = failedEverywhere;
  }
}

/**
 * The valid rounds of one server in one scenario of a results file, checked to be usable by every
 * gated metric. Throws a ComparisonError naming the file, the server's role and what is missing.
 * With `loadedAlone`, rounds loaded at the same time as another server are left out
 * (rounds-loaded-alone.ts): only figures of the same kind compare.
 */
export function validRoundsOf(
  file: ResultsFile,
  label: string,
  scenario: ScenarioName,
  server: string,
  role: string,
  loadedAlone = false,
): RoundSample[] {
  const result = file.scenarios.find((candidate) => candidate.scenario === scenario);
  if (!result) throw new ComparisonError(`${label} has no results for scenario "${scenario}"`);
  const failure = file.servers.find((run) => run.name === server)?.failure;
  const all = result.servers.find((entry) => entry.server === server)?.rounds ?? [];
  const rounds = loadedAlone ? roundsLoadedAlone(all) : all;
  if (rounds.length === 0) {
    const why = failure
      ? ` (${failure.stage} failed: ${failure.message})`
      : all.length > 0
        ? ' loaded alone (each of its rounds was loaded at the same time as another server, as paired mode loads head and base)'
        : '';
    throw new ComparisonError(
      `${label} has no rounds for ${role} "${server}" in scenario "${scenario}"${why}`,
    );
  }
  const valid = rounds.filter((round) => round.valid);
  if (valid.length === 0) {
    const why = rounds[0]?.invalidReason ? ` (first reason: ${rounds[0].invalidReason})` : '';
    throw new ComparisonError(
      `${label} has no valid rounds for ${role} "${server}" in scenario "${scenario}": all ${rounds.length} were invalid${why}`,
      { scenario, role },
    );
  }
  for (const round of valid) {
    for (const { metric, read, atRateOnly, mayBeAbsent } of GATED_METRICS) {
      if (atRateOnly && round.atRate === undefined) continue;
      const value = read(round);
      if (mayBeAbsent && Number.isNaN(value)) continue;
      if (!(value > 0 && Number.isFinite(value))) {
        throw new ComparisonError(
          `${label} has a valid round of ${role} "${server}" in scenario "${scenario}" with ${metric} ${value}; it must be positive`,
        );
      }
    }
  }
  return valid;
}

/** The scenarios a comparison covers: every one the file was asked to measure, at least one. */
export function scenariosToCompare(file: ResultsFile, label: string): ScenarioName[] {
  const scenarios = file.settings.scenarios;
  if (scenarios.length === 0) throw new ComparisonError(`${label} lists no scenario to compare`);
  return scenarios;
}
