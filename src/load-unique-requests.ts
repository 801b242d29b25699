/**
 * A fresh request for every request autocannon sends, for scenarios whose requests must differ
 * (update-user: a new user each time, so no server can answer from a cache). The load worker uses
 * it in its own thread; autocannon's worker threads cannot be handed a function, only a module
 * path, so dist/load-setup-request.cjs wraps the same function for them.
 */
import type autocannon from 'autocannon';
import type { ScenarioName, WireFormat } from './scenarios/scenario.ts';
import { SCENARIOS } from './scenarios/scenarios.ts';

/** Where the load worker tells autocannon's threads the scenario and wire format: they inherit its environment. */
export const UNIQUE_REQUESTS_SCENARIO_VARIABLE = 'PERF_GATE_LOAD_SCENARIO';
export const UNIQUE_REQUESTS_WIRE_FORMAT_VARIABLE = 'PERF_GATE_LOAD_WIRE_FORMAT';

export function uniqueRequestSetup(
  scenario: ScenarioName,
  wireFormat: WireFormat,
): (defaults: autocannon.Request) => autocannon.Request {
  return (defaults) => ({ ...defaults, ...SCENARIOS[scenario].makeLoadRequest(wireFormat) });
}
