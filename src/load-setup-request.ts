/**
 * autocannon's setupRequest for its worker threads (the load generator on 4 CPUs or more), which
 * load it by path. Bundled as CommonJS, whose export autocannon calls; the body template comes
 * from the environment the load worker set before it started the threads.
 */
import type { JsonValue } from './scenarios/scenario.ts';
import { UNIQUE_REQUESTS_BODY_VARIABLE, uniqueRequestSetup } from './load-unique-requests.ts';

export default uniqueRequestSetup(
  JSON.parse(process.env[UNIQUE_REQUESTS_BODY_VARIABLE] ?? 'null') as JsonValue,
);
