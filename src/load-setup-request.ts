/**
 * autocannon's setupRequest for its worker threads (the load generator on 4 CPUs or more), which
 * load it by path. Bundled as CommonJS, whose export autocannon calls; the scenario and wire format
 * come from the environment the load worker set before it started the threads.
 */
import type { ScenarioName, WireFormat } from './scenarios/scenario.ts';
import {
  UNIQUE_REQUESTS_SCENARIO_VARIABLE,
  UNIQUE_REQUESTS_WIRE_FORMAT_VARIABLE,
  uniqueRequestSetup,
} from './load-unique-requests.ts';

export default uniqueRequestSetup(
  process.env[UNIQUE_REQUESTS_SCENARIO_VARIABLE] as ScenarioName,
  process.env[UNIQUE_REQUESTS_WIRE_FORMAT_VARIABLE] as WireFormat,
);
