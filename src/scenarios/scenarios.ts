import { helloScenario } from './hello.ts';
import type { Scenario, ScenarioName } from './scenario.ts';
import { updateUserScenario } from './update-user.ts';

export const SCENARIOS: Record<ScenarioName, Scenario> = {
  hello: helloScenario,
  'update-user': updateUserScenario,
};
