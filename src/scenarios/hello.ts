import type { CorrectnessCase, HttpRequestSpec, Scenario, WireFormat } from './scenario.ts';

// The same JSON in both formats: mion's hello route returns 'world', and mion answers
// with the route's return value under the route's name.
const HELLO_ANSWER = { hello: 'world' };

function helloRequest(format: WireFormat): HttpRequestSpec {
  if (format === 'rpc') {
    // mion routes are called by POST with the parameter list as the body.
    return {
      method: 'POST',
      path: '/hello',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: [] }),
    };
  }
  return { method: 'GET', path: '/hello', headers: {} };
}

export const helloScenario: Scenario = {
  name: 'hello',
  uniqueRequests: false,
  description: 'routing and JSON serialisation of a constant answer',
  makeLoadRequest: helloRequest,
  correctnessCases(format): CorrectnessCase[] {
    return [
      {
        name: 'answers hello world',
        request: helloRequest(format),
        expectStatus: { min: 200, max: 200 },
        expectJson: HELLO_ANSWER,
      },
    ];
  },
};
