import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { checkServerAnswers } from '../../src/engine/correctness-check.ts';
import { startServer } from '../../src/engine/server-process.ts';
import { killAllTrackedGroups } from '../../src/process/process-registry.ts';
import { SERVERS_DIR } from '../../src/repo-paths.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { buildServer } from '../../src/servers/build-server.ts';
import { readCatalog } from '../../src/servers/catalog.ts';
import { installSourcePackages } from '../../src/servers/source-packages-install.ts';
import { packagesOutsideLockfile } from '../../src/servers/packages-outside-lockfile.ts';

// Building mion from source takes a minute or two and needs a checkout: opt in with
// MION_SOURCE=<mion checkout at an npm-workspaces release, e.g. v0.8.10>.
const checkoutDir = process.env.MION_SOURCE ? resolve(process.env.MION_SOURCE) : undefined;
const skip = checkoutDir ? false : 'set MION_SOURCE=<mion checkout> to build mion from source';
const MION_SERVERS = ['mion', 'mion-3000', 'mion-bun'];
const STARTUP_TIMEOUT_MS = 60_000;

// Copies, so that installs never touch the repository's folders; mion-3000 builds ../mion/src.
const serversDir = mkdtempSync(join(tmpdir(), 'mion-checkout-servers-'));
for (const name of MION_SERVERS) {
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
  'path: builds mion from the checkout; every mion server, on Node or Bun, answers every rpc case correctly',
  { skip },
  async () => {
    const dir = checkoutDir ?? '';
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    const catalog = readCatalog(serversDir).filter((server) => MION_SERVERS.includes(server.name));
    assert.equal(catalog.length, MION_SERVERS.length);
    for (const definition of catalog) {
      const pinnedManifest = readFileSync(join(SERVERS_DIR, definition.name, 'package.json'), 'utf8');
      const lockfile = readFileSync(join(SERVERS_DIR, definition.name, 'package-lock.json'), 'utf8');
      const outcome = await buildServer(definition, { kind: 'path', dir }, log);
      assert.ok(outcome.ok, outcome.ok ? '' : `${definition.name}: ${outcome.failure.message}`);
      assert.equal(outcome.server.sourceLabel, `path:${dir} @ ${head.slice(0, 12)}`);
      // Packages from a checkout are installed with --no-save: manifest and lockfile stay as committed,
      // and nothing but the @mionjs packages is installed beyond the lockfile.
      assert.equal(readFileSync(join(definition.dir, 'package.json'), 'utf8'), pinnedManifest);
      assert.equal(readFileSync(join(definition.dir, 'package-lock.json'), 'utf8'), lockfile);
      assert.deepEqual(
        packagesOutsideLockfile(definition.dir, []).filter((spec) => !spec.startsWith('@mionjs/')),
        [],
      );

      const { runtime } = outcome.server;
      assert.equal(runtime.name, definition.meta.runtime ?? 'node');
      const server = await startServer(definition, {
        startupTimeoutMs: STARTUP_TIMEOUT_MS,
        runtimePath: runtime.path,
      });
      try {
        assert.equal(
          await checkServerAnswers(server.baseUrl, 'rpc', [...builtInScenarios().values()]),
          undefined,
        );
      } finally {
        await server.stop();
      }
    }
  },
);

test('tarballs: installs packed @mionjs packages and reports their version', { skip }, async () => {
  const dir = checkoutDir ?? '';
  // Relies on the build above: npm pack needs each package's built files.
  const tarballsDir = mkdtempSync(join(tmpdir(), 'mion-checkout-tarballs-'));
  for (const name of ['core', 'run-types', 'router', 'platform-node', 'devtools']) {
    execFileSync('npm', ['pack', '-w', `@mionjs/${name}`, '--pack-destination', tarballsDir], {
      cwd: dir,
      stdio: 'ignore',
    });
  }
  assert.equal(readdirSync(tarballsDir).length, 5);
  const serverDir = join(serversDir, 'mion');
  const installed = await installSourcePackages(serverDir, { kind: 'tarballs', dir: tarballsDir }, log);
  const checkoutRouter = JSON.parse(readFileSync(join(dir, 'packages', 'router', 'package.json'), 'utf8'));
  assert.equal(installed.version, checkoutRouter.version);
  assert.equal(installed.label, `tarballs:${tarballsDir}`);
  // Recorded by content: a later run finds these very bytes, or refuses to call them the same.
  assert.equal(installed.recorded?.kind, 'tarballs');
  assert.deepEqual(
    installed.recorded?.kind === 'tarballs' ? installed.recorded.files.map((file) => file.file).sort() : [],
    readdirSync(tarballsDir).sort(),
  );
  const installedCore = JSON.parse(
    readFileSync(join(serverDir, 'node_modules', '@mionjs', 'core', 'package.json'), 'utf8'),
  );
  assert.equal(installedCore.version, checkoutRouter.version);
  rmSync(tarballsDir, { recursive: true, force: true });
});
