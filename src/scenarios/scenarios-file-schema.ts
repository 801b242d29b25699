import { HTTP_METHODS, MAX_SCENARIOS } from './scenario.ts';

/**
 * The scenarios file's shape (docs/scenarios-format.md explains each field). Meaning that a
 * schema cannot hold (generators, patches, names used twice) is checked by read-scenarios-file.ts.
 */
const json = {}; // any JSON value

// An integer or "4xx": read-scenarios-file.ts parses it, to name what is wrong in one line.
const status = { type: ['integer', 'string'] };

const expectation = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status, json },
};

const request = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'path'],
  properties: {
    method: { enum: [...HTTP_METHODS] },
    path: { type: 'string', pattern: '^/' },
    headers: { type: 'object', additionalProperties: { type: 'string' } },
    body: json,
  },
};

const correctnessCase = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'expect'],
  properties: {
    name: { type: 'string', minLength: 1 },
    body: json,
    patch: { type: 'array', minItems: 1, items: { type: 'object' } },
    expect: expectation,
    whenServerStripsUnknownKeys: expectation,
  },
};

const variant = {
  type: 'object',
  additionalProperties: false,
  required: ['request', 'cases'],
  properties: {
    request,
    cases: { type: 'array', minItems: 1, items: correctnessCase },
  },
};

/** mion's wire format derived from the rest variant: POST /<route>, body {route: [body]}, answer {route: answer}. */
const rpcRoute = {
  type: 'object',
  additionalProperties: false,
  required: ['route'],
  properties: {
    route: { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' },
    // Where the rpc answer is not the rest answer wrapped (mion encodes some union members as
    // [index, value]): the rpc answer in full, by case name.
    expectByCase: { type: 'object', additionalProperties: expectation },
  },
};

export const scenariosFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['scenarios'],
  properties: {
    scenarios: {
      type: 'array',
      minItems: 1,
      // As many as a results file may hold: a run of more could write no results.
      maxItems: MAX_SCENARIOS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'description'],
        anyOf: [{ required: ['rest'] }, { required: ['rpc'] }],
        properties: {
          name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 40 },
          description: { type: 'string', minLength: 1 },
          rest: variant,
          rpc: { if: { type: 'object', required: ['route'] }, then: rpcRoute, else: variant },
        },
      },
    },
  },
} as const;
