import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { checkServerAnswers } from '../../src/engine/correctness-check.ts';
import { startServer } from '../../src/engine/server-process.ts';
import { killAllTrackedGroups } from '../../src/process/process-registry.ts';
import { buildServer } from '../../src/servers/build-server.ts';
import { folderBunRuntime } from '../../src/servers/bun-runtime.ts';
import { readCatalog } from '../../src/servers/catalog.ts';
import { FIXTURES_DIR } from '../helpers/engine-helpers.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { scenariosNamed } from '../../src/scenarios/scenario-cases.ts';

const scratch = mkdtempSync(join(tmpdir(), 'bun-runtime-'));
after(() => {
  killAllTrackedGroups();
  rmSync(scratch, { recursive: true, force: true });
});

test('a folder that names bun but pins none says so in one line', async () => {
  writeFileSync(join(scratch, 'package.json'), '{}');
  await assert.rejects(
    folderBunRuntime(scratch),
    /runs on bun but has no node_modules\/\.bin\/bun: pin the bun package/,
  );
});

test('a folder naming bun runs its entry on the Bun it pins, and answers correctly', async (context) => {
  const definition = readCatalog(FIXTURES_DIR).find((server) => server.name === 'runs-on-bun');
  assert.ok(definition);
  const outcome = await buildServer(definition, { kind: 'npm' }, () => {});
  if (!outcome.ok && outcome.failure.stage === 'install') {
    // No registry with the bun package here: nothing to run it with.
    context.skip(`bun could not be installed from the registry: ${outcome.failure.message}`);
    return;
  }
  assert.ok(outcome.ok, outcome.ok ? '' : outcome.failure.message);
  assert.equal(outcome.server.runtime.name, 'bun');
  assert.equal(outcome.server.runtime.version, '1.4.5');
  const server = await startServer(definition, {
    startupTimeoutMs: 20_000,
    runtimePath: outcome.server.runtime.path,
  });
  try {
    assert.equal(
      await checkServerAnswers(
        server.baseUrl,
        'rest',
        scenariosNamed(builtInScenarios(), ['hello', 'update-user']),
      ),
      undefined,
    );
  } finally {
    await server.stop();
  }
});
