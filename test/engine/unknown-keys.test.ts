import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { checkServerAnswers } from '../../src/engine/correctness-check.ts';
import { startServer } from '../../src/engine/server-process.ts';
import { killAllTrackedGroups } from '../../src/process/process-registry.ts';
import type { UnknownKeys } from '../../src/scenarios/scenario.ts';
import { readCatalog } from '../../src/servers/catalog.ts';
import { FIXTURES_DIR } from '../helpers/engine-helpers.ts';

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
      ['hello', 'update-user'],
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
    /strips an unknown key from the user: expected .*got .*isAdmin/,
  );
});

test('each server is held to exactly its declaration: a rejecting server fails as strip, a stripping one as reject', async () => {
  assert.match(
    (await checkFixture('correct', 'strip')) ?? '',
    /strips an unknown key from the user: expected status 200, got 400/,
  );
  assert.match(
    (await checkFixture('strips-unknown-keys', 'reject')) ?? '',
    /rejects a user with an unknown key: expected status 400-499, got 200/,
  );
});

test('declaring strip never excuses a wrong type or an invalid date', async () => {
  // The stripping fixture validates after dropping keys, so these cases still run and pass;
  // the same cases are in the list a stripping server must pass.
  const { SCENARIOS } = await import('../../src/scenarios/scenarios.ts');
  const names = SCENARIOS['update-user'].correctnessCases('rest', 'strip').map((testCase) => testCase.name);
  assert.ok(names.includes('rejects an id of the wrong type'));
  assert.ok(names.includes('rejects a lastUpdate that is not a date'));
  assert.ok(!names.includes('rejects a user with an unknown key'));
});
