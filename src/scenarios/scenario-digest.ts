import { createHash } from 'node:crypto';
import type { Scenario, ScenarioCatalog, ScenarioName } from './scenario.ts';

/**
 * A short fingerprint of what a scenario sends and checks. A results file keeps one per scenario,
 * so that counts taken on another day are compared only with counts of the same requests: the
 * name alone does not say that a body changed.
 */
export function scenarioDigest(scenario: Scenario): string {
  return createHash('sha256').update(JSON.stringify(scenario.variants)).digest('hex').slice(0, 16);
}

export function scenarioDigests(
  catalog: ScenarioCatalog,
  names: ScenarioName[],
): Record<ScenarioName, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const scenario = catalog.get(name);
      return scenario ? [[name, scenarioDigest(scenario)]] : [];
    }),
  );
}
