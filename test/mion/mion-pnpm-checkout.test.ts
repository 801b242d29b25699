import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { installPinnedPackage } from '../../src/servers/pinned-tools.ts';

// mion's default branch builds with pnpm 11. v0.8.10 is an npm workspace, so this test turns a
// copy of it into the same kind of pnpm workspace and builds mion through path: from it.
// Slow (a full pnpm install of the monorepo): opt in with MION_SOURCE=<mion v0.8.10 checkout>.
const sourceDir = process.env.MION_SOURCE ? resolve(process.env.MION_SOURCE) : undefined;
const skip = sourceDir ? false : 'set MION_SOURCE=<mion v0.8.10 checkout> to build a pnpm conversion of it';
// pnpm 10 still runs on Node 20 and imports package-lock.json; pnpm 11 (mion's choice) builds.
const IMPORTING_PNPM = '10.34.8';
const BUILDING_PNPM = '11.28.10';
const STARTUP_TIMEOUT_MS = 60_000;
const log = (line: string) => console.log(line);

const scratch = mkdtempSync(join(tmpdir(), 'mion-pnpm-checkout-'));
after(() => {
  killAllTrackedGroups();
  rmSync(scratch, { recursive: true, force: true });
});

function convertToPnpmWorkspace(checkout: string, pnpmCli: string): void {
  // The packages of v0.8.10 name each other by exact version: link them, as workspace:* would.
  writeFileSync(
    join(checkout, 'pnpm-workspace.yaml'),
    "packages:\n  - 'packages/*'\nlinkWorkspacePackages: true\nnodeLinker: hoisted\nignoreScripts: true\n",
  );
  execFileSync(process.execPath, [pnpmCli, 'import'], {
    cwd: checkout,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  rmSync(join(checkout, 'package-lock.json'));
  const manifestPath = join(checkout, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  writeFileSync(
    manifestPath,
    JSON.stringify({ ...manifest, packageManager: `pnpm@${BUILDING_PNPM}` }, null, 2),
  );
}

test(
  'path: a pnpm 11 workspace of mion builds, packs with pnpm and serves correct answers',
  { skip },
  async () => {
    const checkout = join(scratch, 'mion');
    cpSync(sourceDir ?? '', checkout, {
      recursive: true,
      filter: (path) => !/[/\\]node_modules$/.test(path),
    });
    const importingPnpm = await installPinnedPackage('pnpm', IMPORTING_PNPM, log);
    convertToPnpmWorkspace(checkout, join(importingPnpm, 'bin', 'pnpm.cjs'));

    const serversDir = join(scratch, 'servers');
    cpSync(join(SERVERS_DIR, 'mion'), join(serversDir, 'mion'), {
      recursive: true,
      filter: (path) => !/[/\\](node_modules|build)$/.test(path),
    });
    const [definition] = readCatalog(serversDir);
    assert.ok(definition);
    const lines: string[] = [];
    const outcome = await buildServer(definition, { kind: 'path', dir: checkout }, (line) => {
      lines.push(line);
      log(line);
    });
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.failure.message);
    assert.ok(
      lines.some(
        (line) =>
          line.includes(`pnpm ${BUILDING_PNPM} on Node`) && line.includes('install --frozen-lockfile'),
      ),
    );
    assert.ok(lines.some((line) => line.includes('pnpm pack')));
    const server = await startServer(definition, { startupTimeoutMs: STARTUP_TIMEOUT_MS });
    try {
      assert.equal(
        await checkServerAnswers(server.baseUrl, 'rpc', [...builtInScenarios().values()]),
        undefined,
      );
    } finally {
      await server.stop();
    }
  },
);
