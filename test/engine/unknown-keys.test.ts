import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { checkServerAnswers } from '../../src/engine/correctness-check.ts';
import { startServer } from '../../src/engine/server-process.ts';
import { killAllTrackedGroups } from '../../src/process/process-registry.ts';
import type { UnknownKeys } from '../../src/scenarios/scenario.ts';
import { readCatalog } from '../../src/servers/catalog.ts';
import { FIXTURES_DIR } from '../helpers/engine-helpers.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { correctnessCases, scenariosNamed } from '../../src/scenarios/scenario-cases.ts';

after(() => killAllTrackedGroups());

const catalog = readCatalog(FIXTURES_DIR);

/** The check's verdict on a fixture server held to `unknownKeys` (its declared behaviour when unset). */
async function checkFixture(name: string, unknownKeys?: UnknownKeys): Promise<string | undefined> {
  const definition = catalog.find((server) => server.name === name);
  assert.ok(definition, name);
  const server = await startServer(definition, { startupTimeoutMs: 10_000 });
  try {
    return await checkServerAnswers(
      server.baseUrl,
      definition.meta.wireFormat,
      scenariosNamed(builtInScenarios(), ['hello', 'update-user']),
      unknownKeys ?? definition.meta.unknownKeys,
    );
  } finally {
    await server.stop();
  }
}

test('a server declaring strip passes when the unknown key is gone from its answer', async () => {
  assert.equal(catalog.find((server) => server.name === 'strips-unknown-keys')?.meta.unknownKeys, 'strip');
  assert.equal(await checkFixture('strips-unknown-keys'), undefined);
});

test('a server declaring strip that answers the unknown key back fails the check', async () => {
  assert.match(
    (await checkFixture('keeps-unknown-keys')) ?? '',
    /rejects an unknown key: expected .*got .*isAdmin/,
  );
});

test('each server is held to exactly its declaration: a rejecting server fails as strip, a stripping one as reject', async () => {
  assert.match(
    (await checkFixture('correct', 'strip')) ?? '',
    /rejects an unknown key: expected status 200, got 400/,
  );
  assert.match(
    (await checkFixture('strips-unknown-keys', 'reject')) ?? '',
    /rejects an unknown key: expected status 400-499, got 200/,
  );
});

test('declaring strip never excuses a wrong type or an invalid date', async () => {
  // The stripping fixture validates after dropping keys, so these cases still run and pass;
  // the same cases are in the list a stripping server must pass.
  const [updateUser] = scenariosNamed(builtInScenarios(), ['update-user']);
  const cases = correctnessCases(updateUser!, 'rest', 'strip');
  const rejected = cases
    .filter((testCase) => testCase.expect.status.min === 400)
    .map((testCase) => testCase.name);
  assert.ok(rejected.includes('rejects an id of the wrong type'));
  assert.ok(rejected.includes('rejects a lastUpdate that is not a date'));
  assert.ok(!rejected.includes('rejects an unknown key'));
});
