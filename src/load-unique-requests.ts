/**
 * A fresh request for every request autocannon sends, for scenarios whose body holds generators
 * (a new user each time, so no server can answer from a cache). The load worker uses it in its own
 * thread; autocannon's worker threads cannot be handed a function, only a module path, so
 * dist/load-setup-request.cjs wraps the same function for them.
 */
import type autocannon from 'autocannon';
import { compileBodyTemplate } from './scenarios/body-template.ts';
import type { JsonValue } from './scenarios/scenario.ts';

/** Where the load worker tells autocannon's threads the body template: they inherit its environment. */
export const UNIQUE_REQUESTS_BODY_VARIABLE = 'PERF_GATE_LOAD_BODY_TEMPLATE';

export function uniqueRequestSetup(
  bodyTemplate: JsonValue,
): (defaults: autocannon.Request) => autocannon.Request {
  const makeBody = compileBodyTemplate(bodyTemplate);
  return (defaults) => ({ ...defaults, body: makeBody() });
}
