import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import type { MionSource } from '../../src/config/config.ts';
import { SETTINGS_PAGE_PLAIN_MION, SETTINGS_PAGE_VARIANTS } from '../../src/config/pages.ts';
import { checkServerAnswers } from '../../src/engine/correctness-check.ts';
import { startServer } from '../../src/engine/server-process.ts';
import { killAllTrackedGroups } from '../../src/process/process-registry.ts';
import { SERVERS_DIR } from '../../src/repo-paths.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { buildServer } from '../../src/servers/build-server.ts';
import { readCatalog } from '../../src/servers/catalog.ts';

// Builds every settings variant (a minute each): opt in with MION_TARBALLS=<dir of packed @mionjs
// 0.8.x .tgz files>, or MION_SOURCE=<mion checkout> to build mion from source first.
const source: MionSource | undefined = process.env.MION_TARBALLS
  ? { kind: 'tarballs', dir: resolve(process.env.MION_TARBALLS) }
  : process.env.MION_SOURCE
    ? { kind: 'path', dir: resolve(process.env.MION_SOURCE) }
    : undefined;
const skip = source
  ? false
  : 'set MION_TARBALLS=<dir of @mionjs .tgz files> or MION_SOURCE=<mion checkout> to build the settings variants';
const STARTUP_TIMEOUT_MS = 60_000;
// mion-binary starts in about a second; this only bounds how long the probe keeps asking it.
const WRONG_ANSWER_TIMEOUT_MS = 15_000;
/** Serializers that answer only mion's binary format, which a JSON client cannot read. */
const BINARY_ONLY = ['mion-binary'];

// Copies, so that installs never touch the repository's folders; the variants build ../mion.
const serversDir = mkdtempSync(join(tmpdir(), 'mion-settings-servers-'));
for (const name of [SETTINGS_PAGE_PLAIN_MION, ...SETTINGS_PAGE_VARIANTS]) {
  cpSync(join(SERVERS_DIR, name), join(serversDir, name), {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|build)$/.test(path),
  });
}
const log = (line: string) => console.log(line);

after(() => {
  killAllTrackedGroups();
  rmSync(serversDir, { recursive: true, force: true });
});

test(
  'every settings variant builds; those that answer JSON pass every rpc case, mion-binary is refused',
  { skip },
  async () => {
    const catalog = readCatalog(serversDir).filter((server) =>
      (SETTINGS_PAGE_VARIANTS as readonly string[]).includes(server.name),
    );
    assert.equal(catalog.length, SETTINGS_PAGE_VARIANTS.length);
    for (const definition of catalog) {
      const outcome = await buildServer(definition, source!, log);
      assert.ok(outcome.ok, outcome.ok ? '' : `${definition.name}: ${outcome.failure.message}`);
      const runtimePath = outcome.server.runtime.path;
      if (BINARY_ONLY.includes(definition.name)) {
        // The engine's start probe waits for a correct hello; a binary answer never is one.
        await assert.rejects(
          startServer(definition, { startupTimeoutMs: WRONG_ANSWER_TIMEOUT_MS, runtimePath }),
          /did not answer "answers hello world" correctly .*answer is not JSON/,
        );
        continue;
      }
      // mion-aot runs in strict aot mode: had the build not recorded a route's caches, the
      // router would throw at start-up instead of compiling them, and this start would fail.
      const server = await startServer(definition, { startupTimeoutMs: STARTUP_TIMEOUT_MS, runtimePath });
      try {
        assert.equal(
          await checkServerAnswers(server.baseUrl, definition.meta.wireFormat, [
            ...builtInScenarios().values(),
          ]),
          undefined,
          definition.name,
        );
      } finally {
        await server.stop();
      }
    }
  },
);
