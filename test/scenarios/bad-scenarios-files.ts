import YAML from 'yaml';

/**
 * Bad scenarios files. Each must be refused with one line that names the scenario and the field;
 * the unit test reads them directly, the CLI's bad-input test (and docs/bad-input.md) through
 * --scenarios-file.
 */
export interface BadScenariosFile {
  name: string;
  /** The file's text, or a value written as YAML; undefined: no file at all. */
  content?: unknown;
  expect: RegExp;
}

const ping = (variant: Record<string, unknown> = {}, scenario: Record<string, unknown> = {}) => ({
  scenarios: [
    {
      name: 'ping',
      description: 'a ping',
      rest: {
        request: {
          method: 'POST',
          path: '/ping',
          headers: { 'content-type': 'application/json' },
          body: { n: 1 },
        },
        cases: [{ name: 'answers', body: { n: 1 }, expect: { status: 200, json: { n: 1 } } }],
        ...variant,
      },
      ...scenario,
    },
  ],
});

export const BAD_SCENARIOS_FILES: BadScenariosFile[] = [
  { name: 'no such file', content: undefined, expect: /cannot be read \(ENOENT\)/ },
  { name: 'not YAML', content: 'scenarios: [\n  { name: ping', expect: /is not YAML or JSON/ },
  { name: 'no scenarios list', content: { scenario: [] }, expect: /"scenarios" is missing/ },
  {
    name: 'more scenarios than a results file holds',
    content: {
      scenarios: Array.from({ length: 101 }, (_, index) => ({
        ...ping().scenarios[0],
        name: `ping-${index}`,
      })),
    },
    expect: /scenarios: must NOT have more than 100 items/,
  },
  {
    name: 'a field misspelt',
    content: ping({ cases: [{ name: 'answers', expect: { status: 200 }, expected: { status: 200 } }] }),
    expect: /scenario "ping": rest\.cases\[0\]: unknown field "expected"/,
  },
  {
    name: 'an HTTP method that does not exist',
    content: ping({ request: { method: 'FETCH', path: '/ping' } }),
    expect: /scenario "ping": rest\.request\.method: must be equal to one of the allowed values \(GET, POST/,
  },
  {
    name: 'a status that is not one',
    content: ping({ cases: [{ name: 'answers', expect: { status: '2yy' } }] }),
    expect: /scenario "ping": rest\.cases\[0\]\.expect\.status: "2yy" is not a status/,
  },
  {
    name: 'an unknown generator',
    content: ping({ request: { method: 'POST', path: '/ping', body: { n: '{{random 1 9}}' } } }),
    expect: /scenario "ping": rest\.request\.body: "\{\{random 1 9\}\}" is not a known generator/,
  },
  {
    name: 'a generator in a case',
    content: ping({ cases: [{ name: 'answers', body: { n: '{{int 1 9}}' }, expect: { status: 200 } }] }),
    expect: /scenario "ping": rest\.cases\[0\]\.body: generators belong in the load request only/,
  },
  {
    name: 'a patch of a field the first case lacks',
    content: ping({
      cases: [
        { name: 'answers', body: { n: 1 }, expect: { status: 200 } },
        {
          name: 'refuses',
          patch: [{ op: 'replace', path: '/missing', value: 2 }],
          expect: { status: '4xx' },
        },
      ],
    }),
    expect: /scenario "ping": rest\.cases\[1\]\.patch\[0\]: .*OPERATION_PATH_UNRESOLVABLE/,
  },
  {
    // As text: in a JavaScript literal, __proto__ would set the prototype instead of naming a key.
    name: 'a patch through __proto__',
    content: `scenarios:
  - name: ping
    description: a ping
    rest:
      request: { method: POST, path: /ping, body: { n: 1 } }
      cases:
        - { name: answers, body: { n: 1 }, expect: { status: 200 } }
        - name: pollutes
          patch: [{ op: add, path: /__proto__/polluted, value: true }]
          expect: { status: 4xx }
`,
    expect:
      /scenario "ping": rest\.cases\[1\]\.patch\[0\]\.path: "\/__proto__\/polluted" goes through __proto__ or constructor\/prototype: a patch changes only the body's own fields$/,
  },
  {
    name: 'a patch copying from constructor/prototype',
    content: ping({
      cases: [
        { name: 'answers', body: { n: 1 }, expect: { status: 200 } },
        {
          name: 'refuses',
          patch: [{ op: 'copy', from: '/constructor/prototype', path: '/m' }],
          expect: { status: '4xx' },
        },
      ],
    }),
    expect: /scenario "ping": rest\.cases\[1\]\.patch\[0\]\.from: "\/constructor\/prototype" goes through/,
  },
  {
    name: 'a patch of a body that has no fields',
    content: ping({
      cases: [
        { name: 'answers', body: 'pong', expect: { status: 200 } },
        { name: 'refuses', patch: [{ op: 'add', path: '/n', value: 2 }], expect: { status: '4xx' } },
      ],
    }),
    expect:
      /scenario "ping": rest\.cases\[1\]\.patch: patches the first case's body, "pong", which has no fields/,
  },
  {
    name: 'a patch operation that is not one',
    content: ping({
      cases: [
        { name: 'answers', body: { n: 1 }, expect: { status: 200 } },
        { name: 'refuses', patch: [{ op: 'set', path: '/n', value: 2 }], expect: { status: '4xx' } },
      ],
    }),
    expect: /scenario "ping": rest\.cases\[1\]\.patch\[0\]: .*\(OPERATION_OP_INVALID\)$/,
  },
  {
    name: 'both a body and a patch',
    content: ping({
      cases: [
        { name: 'answers', body: { n: 1 }, patch: [{ op: 'remove', path: '/n' }], expect: { status: 200 } },
      ],
    }),
    expect: /scenario "ping": rest\.cases\[0\]: give body or patch, not both/,
  },
  {
    name: 'one name for two scenarios',
    content: { scenarios: [...ping().scenarios, ...ping().scenarios] },
    expect: /scenario "ping": name: used by an earlier scenario too/,
  },
  {
    name: 'a name that is not a name',
    content: ping({}, { name: 'Ping Pong' }),
    expect: /scenario "Ping Pong": name: must match pattern/,
  },
  {
    name: 'a body on a GET',
    content: ping({ request: { method: 'GET', path: '/ping', body: { n: 1 } } }),
    expect: /scenario "ping": rest\.request\.body: a GET request carries no body/,
  },
  {
    name: 'an rpc route with no rest variant to derive it from',
    content: { scenarios: [{ name: 'ping', description: 'a ping', rpc: { route: 'ping' } }] },
    expect: /scenario "ping": rpc\.route: derives the rpc variant from rest, which this scenario lacks/,
  },
  {
    name: 'an rpc answer for a case that does not exist',
    content: ping({}, { rpc: { route: 'ping', expectByCase: { 'answer s': { status: 200 } } } }),
    expect: /scenario "ping": rpc\.expectByCase: "answer s" is not the name of a rest case/,
  },
  {
    name: 'a scenario without cases',
    content: ping({ cases: [] }),
    expect: /scenario "ping": rest\.cases: must NOT have fewer than 1 items/,
  },
];

/** The file's text as written to disk. */
export function badScenariosText(bad: BadScenariosFile): string {
  return typeof bad.content === 'string' ? bad.content : YAML.stringify(bad.content);
}
