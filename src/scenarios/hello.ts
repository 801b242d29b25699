import type { CorrectnessCase, HttpRequestSpec, Scenario, WireFormat } from './scenario.ts';

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

function helloAnswer(format: WireFormat): unknown {
  return format === 'rpc' ? { hello: HELLO_ANSWER } : HELLO_ANSWER;
}

export const helloScenario: Scenario = {
  name: 'hello',
  description: 'routing and JSON serialisation of a constant answer',
  makeLoadRequest: helloRequest,
  correctnessCases(format): CorrectnessCase[] {
    return [
      {
        name: 'answers hello world',
        request: helloRequest(format),
        expectStatus: { min: 200, max: 200 },
        expectJson: helloAnswer(format),
      },
    ];
  },
};
