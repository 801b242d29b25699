import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import YAML from 'yaml';
import { UserInputError } from '../../src/user-input-error.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { readScenariosFile } from '../../src/scenarios/read-scenarios-file.ts';
import { correctnessCases, missingVariant, scenariosNamed } from '../../src/scenarios/scenario-cases.ts';
import { scenarioDigest } from '../../src/scenarios/scenario-digest.ts';
import { BAD_SCENARIOS_FILES } from './bad-scenarios-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'scenarios-file-'));
let fileCount = 0;
function fileWith(content: unknown): string {
  const path = join(dir, `scenarios-${fileCount++}.yaml`);
  writeFileSync(path, typeof content === 'string' ? content : YAML.stringify(content));
  return path;
}

test('the built-in file holds hello, update-user and heavy-validation, for rest and rpc servers', () => {
  const catalog = builtInScenarios();
  assert.deepEqual([...catalog.keys()], ['hello', 'update-user', 'heavy-validation']);
  for (const scenario of catalog.values())
    assert.deepEqual(Object.keys(scenario.variants).sort(), ['rest', 'rpc']);
});

test('rpc derived from rest: POST /<route>, the body as the one parameter, the answer under the route name', () => {
  const [updateUser, heavy] = scenariosNamed(builtInScenarios(), ['update-user', 'heavy-validation']);
  const rest = correctnessCases(updateUser!, 'rest');
  const rpc = correctnessCases(updateUser!, 'rpc');
  assert.equal(rpc.length, rest.length);
  assert.equal(rpc[0]!.request.path, '/updateUser');
  assert.deepEqual(JSON.parse(rpc[0]!.request.body!), { updateUser: [JSON.parse(rest[0]!.request.body!)] });
  assert.deepEqual(rpc[0]!.expect.json, { updateUser: rest[0]!.expect.json });
  // Where mion's wire differs, the file gives the rpc answer by case: the card as [index, value].
  const [heavyRest] = correctnessCases(heavy!, 'rest');
  const [heavyRpc] = correctnessCases(heavy!, 'rpc');
  const restAnswer = heavyRest!.expect.json as {
    paymentMethods: unknown[];
    profile: { displayName: string };
  };
  const rpcAnswer = (heavyRpc!.expect.json as { updateComplexUser: typeof restAnswer }).updateComplexUser;
  assert.deepEqual(rpcAnswer.paymentMethods, [
    [0, restAnswer.paymentMethods[0]],
    ...restAnswer.paymentMethods.slice(1),
  ]);
  assert.deepEqual({ ...rpcAnswer, paymentMethods: [] }, { ...restAnswer, paymentMethods: [] });
  assert.equal(JSON.parse(heavyRest!.request.body!).profile.displayName, 'Ada L');
  assert.equal(restAnswer.profile.displayName, 'Ada L.');
});

test('a patched case is the first case with that one change, and a rejected case expects any 4xx', () => {
  const [heavy] = scenariosNamed(builtInScenarios(), ['heavy-validation']);
  const cases = correctnessCases(heavy!, 'rest');
  const known = JSON.parse(cases[0]!.request.body!);
  const wrongType = cases.find(
    (testCase) => testCase.name === 'rejects a payment method of an unknown type',
  )!;
  assert.deepEqual(JSON.parse(wrongType.request.body!), {
    ...known,
    paymentMethods: [
      known.paymentMethods[0],
      { ...known.paymentMethods[1], type: 'crypto' },
      known.paymentMethods[2],
    ],
  });
  assert.deepEqual(wrongType.expect, { status: { min: 400, max: 499 } });
  const noCity = cases.find((testCase) => testCase.name === 'rejects an address without its city')!;
  assert.equal('city' in JSON.parse(noCity.request.body!).address, false);
});

test('a stripping server is held to the stripped answer; every server also answers a load request with 2xx', () => {
  const [updateUser] = scenariosNamed(builtInScenarios(), ['update-user']);
  const strip = correctnessCases(updateUser!, 'rest', 'strip');
  const reject = correctnessCases(updateUser!, 'rest', 'reject');
  const unknownKey = (cases: typeof strip) =>
    cases.find((testCase) => testCase.name === 'rejects an unknown key')!;
  assert.deepEqual(unknownKey(reject).expect.status, { min: 400, max: 499 });
  assert.deepEqual(unknownKey(strip).expect, {
    status: { min: 200, max: 200 },
    json: JSON.parse(strip[0]!.request.body!.replace('05-15', '06-15')),
  });
  const last = strip.at(-1)!;
  assert.equal(last.name, 'answers a request of the load generator');
  assert.deepEqual(last.expect.status, { min: 200, max: 299 });
  assert.notEqual(
    JSON.parse(last.request.body!).id,
    JSON.parse(correctnessCases(updateUser!, 'rest').at(-1)!.request.body!).id,
  );
});

test("a scenario without a variant for a server's wire format is named before anything runs", () => {
  const catalog = readScenariosFile(
    fileWith({
      scenarios: [
        {
          name: 'ping',
          description: 'd',
          rest: {
            request: { method: 'GET', path: '/ping' },
            cases: [{ name: 'c', expect: { status: 200 } }],
          },
        },
      ],
    }),
  );
  assert.equal(missingVariant(catalog, ['ping'], [{ name: 'own', wireFormat: 'rest' }]), undefined);
  assert.equal(
    missingVariant(catalog, ['ping'], [{ name: 'mion', wireFormat: 'rpc' }]),
    'scenario "ping" has no rpc variant, the wire format of server mion',
  );
});

test("cases named like Object.prototype's keys are cases: rpc.route derives them, expectByCase finds only its own", () => {
  // As text: in a JavaScript literal, __proto__ would set the prototype instead of naming a key.
  const catalog = readScenariosFile(
    fileWith(`scenarios:
  - name: ping
    description: a ping
    rest:
      request: { method: POST, path: /ping, body: { n: 1 } }
      cases:
        - { name: constructor, body: { n: 1 }, expect: { status: 200, json: { n: 1 } } }
        - { name: toString, body: { n: 2 }, expect: { status: 200, json: { n: 2 } } }
        - { name: __proto__, body: { n: 3 }, expect: { status: 200, json: { n: 3 } } }
        - { name: hasOwnProperty, body: { n: 4 }, expect: { status: 200, json: { n: 4 } } }
    rpc:
      route: ping
      expectByCase:
        constructor: { status: 200, json: { ping: [0, 1] } }
        __proto__: { status: 4xx }
`),
  );
  // The file's cases; correctnessCases adds one for the load request after them.
  const rpc = correctnessCases(scenariosNamed(catalog, ['ping'])[0]!, 'rpc').slice(0, 4);
  assert.deepEqual(
    rpc.map((testCase) => [testCase.name, testCase.expect, testCase.request.body]),
    [
      ['constructor', { status: { min: 200, max: 200 }, json: { ping: [0, 1] } }, '{"ping":[{"n":1}]}'],
      ['toString', { status: { min: 200, max: 200 }, json: { ping: { n: 2 } } }, '{"ping":[{"n":2}]}'],
      ['__proto__', { status: { min: 400, max: 499 } }, '{"ping":[{"n":3}]}'],
      ['hasOwnProperty', { status: { min: 200, max: 200 }, json: { ping: { n: 4 } } }, '{"ping":[{"n":4}]}'],
    ],
  );
});

test('a refused patch leaves Object.prototype as it was', () => {
  const bad = BAD_SCENARIOS_FILES.find((file) => file.name === 'a patch through __proto__')!;
  assert.throws(() => readScenariosFile(fileWith(bad.content)), UserInputError);
  assert.equal(({} as { polluted?: unknown }).polluted, undefined);
});

for (const bad of BAD_SCENARIOS_FILES) {
  test(`bad scenarios file: ${bad.name}`, () => {
    const path = bad.content === undefined ? join(dir, 'absent.yaml') : fileWith(bad.content);
    assert.throws(
      () => readScenariosFile(path),
      (error: Error) => {
        assert.ok(error instanceof UserInputError, error.stack);
        assert.equal(error.message.includes('\n'), false, error.message);
        assert.match(error.message, bad.expect);
        return true;
      },
    );
  });
}

test("a scenario's fingerprint follows what it sends and checks, not its description", () => {
  const [hello] = scenariosNamed(builtInScenarios(), ['hello']);
  const digest = scenarioDigest(hello!);
  assert.match(digest, /^[0-9a-f]{16}$/);
  assert.equal(scenarioDigest({ ...hello!, description: 'said otherwise' }), digest);
  const rest = hello!.variants.rest!;
  const otherPath = {
    ...hello!,
    variants: { ...hello!.variants, rest: { ...rest, loadRequest: { ...rest.loadRequest, path: '/hi' } } },
  };
  assert.notEqual(scenarioDigest(otherPath), digest);
});
