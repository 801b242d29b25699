import { BUILT_IN_SCENARIOS_PATH } from '../repo-paths.ts';
import { readScenariosFile } from './read-scenarios-file.ts';
import type { CorrectnessCase, ScenarioCatalog, WireFormat } from './scenario.ts';
import { variantFor } from './scenario-cases.ts';

let builtIn: ScenarioCatalog | undefined;

/** The scenarios of servers/scenarios.yaml, read once. */
export function builtInScenarios(): ScenarioCatalog {
  builtIn ??= readScenariosFile(BUILT_IN_SCENARIOS_PATH);
  return builtIn;
}

/** The built-in first scenario's first case (hello): what tools and tests wait for when they start a server. */
export function builtInReadinessCase(format: WireFormat): CorrectnessCase {
  const [first] = builtInScenarios().values();
  return variantFor(first!, format).cases[0]!;
}
