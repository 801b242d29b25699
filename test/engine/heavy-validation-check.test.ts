import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { checkServerAnswers } from '../../src/engine/correctness-check.ts';
import { startServer } from '../../src/engine/server-process.ts';
import { killAllTrackedGroups } from '../../src/process/process-registry.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { scenariosNamed } from '../../src/scenarios/scenario-cases.ts';
import { readCatalog } from '../../src/servers/catalog.ts';
import { FIXTURES_DIR } from '../helpers/engine-helpers.ts';

after(() => killAllTrackedGroups());

const catalog = readCatalog(FIXTURES_DIR);

async function heavyValidationVerdict(name: string): Promise<string | undefined> {
  const definition = catalog.find((server) => server.name === name)!;
  const server = await startServer(definition, { startupTimeoutMs: 10_000 });
  try {
    return await checkServerAnswers(
      server.baseUrl,
      'rest',
      scenariosNamed(builtInScenarios(), ['heavy-validation']),
    );
  } finally {
    await server.stop();
  }
}

test('a server that validates the nested user passes every heavy-validation case', async () => {
  assert.equal(await heavyValidationVerdict('correct'), undefined);
});

test('a server that answers heavy-validation without validating is refused, naming the first case it fails', async () => {
  assert.match(
    (await heavyValidationVerdict('skips-validation')) ?? '',
    /^heavy-validation: rejects a payment method of an unknown type: expected status 400-499, got 200/,
  );
});
