import type { ScenarioName } from '../scenarios/scenario.ts';
import { UserInputError } from '../user-input-error.ts';
import { parseNameList, parsePercent } from './parse-values.ts';

export interface ParsedThresholds {
  /** For every scenario not named; undefined when the text named scenarios only. */
  everyScenario?: number;
  byScenario: Partial<Record<ScenarioName, number>>;
}

/**
 * "5%" for every scenario, "hello=5%,update-user=3%" per scenario, or both ("5%,hello=3%"):
 * scenarios differ in noise, so one threshold can be too tight for one and too loose for another.
 */
export function parseThresholds(
  label: string,
  text: string,
  knownScenarios: ScenarioName[],
): ParsedThresholds {
  const parsed: ParsedThresholds = { byScenario: {} };
  for (const entry of parseNameList(label, text)) {
    const separator = entry.indexOf('=');
    if (separator === -1) {
      if (parsed.everyScenario !== undefined) {
        throw new UserInputError(`${label}: "${text}" gives more than one value without a scenario`);
      }
      parsed.everyScenario = parsePercent(label, entry);
      continue;
    }
    const scenario = entry.slice(0, separator).trim();
    if (!knownScenarios.includes(scenario)) {
      throw new UserInputError(
        `${label}: unknown scenario "${scenario}" in "${entry}" (known: ${knownScenarios.join(', ')})`,
      );
    }
    if (scenario in parsed.byScenario) throw new UserInputError(`${label}: "${scenario}" is listed twice`);
    parsed.byScenario[scenario] = parsePercent(label, entry.slice(separator + 1));
  }
  return parsed;
}
