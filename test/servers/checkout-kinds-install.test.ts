import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { bunPlatformPackage } from '../../src/servers/checkout-kinds/bun.ts';
import { installPinnedPackage } from '../../src/servers/pinned-tools.ts';
import { resolveNodeRuntime } from '../../src/servers/node-runtime.ts';
import { installSourcePackages } from '../../src/servers/source-packages-install.ts';
import { builtPackage, gitCommitAll, workspaceCheckout, writeJson } from '../helpers/tiny-checkout.ts';

/**
 * Each kind of checkout a framework keeps (npm without a lockfile, bun, yarn classic, yarn berry),
 * made here as a small repository with its real package manager, then installed into a server
 * folder the way the engine does: the framework's build must have run, its workspace packages
 * must resolve, and the checkout must be left as it was.
 */
const scratch = mkdtempSync(join(tmpdir(), 'checkout-kinds-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const BUN_VERSION = '1.2.20';
const YARN_CLASSIC_VERSION = '1.22.22';
const YARN_BERRY_VERSION = '4.9.2';

/** A server folder, no lockfile of its own, naming the framework in benchmark.sourcePackages. */
function serverFolder(name: string, framework: string): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  writeJson(join(dir, 'package.json'), {
    name,
    private: true,
    type: 'module',
    benchmark: { framework, sourcePackages: { [framework]: '1.0.0' } },
  });
  return dir;
}

/** What the installed framework exports, imported from the server folder as a server would. */
function importedName(serverDir: string, framework: string): string {
  const script = `import('${framework}').then((module) => console.log(module.name))`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: serverDir,
    encoding: 'utf8',
  }).trim();
}

const gitStatus = (dir: string) =>
  execFileSync('git', ['status', '--porcelain'], { cwd: dir, encoding: 'utf8' });

test('npm without a lockfile (as fastify and express keep theirs): built in a copy, the other side starts from the same resolution, the checkout untouched', async () => {
  const node = await resolveNodeRuntime(process.execPath);
  const sides = ['head', 'base'].map((side) => {
    const dir = join(scratch, `unlocked-${side}`);
    builtPackage(dir, 'tiny-unlocked', `export const name = 'tiny-unlocked ${side}';\n`, {
      dependencies: { ms: '^2.1.0' },
    });
    writeFileSync(join(dir, '.npmrc'), 'package-lock=false\n');
    gitCommitAll(dir);
    return dir;
  });
  const lines: string[] = [];
  for (const [index, checkout] of sides.entries()) {
    const serverDir = serverFolder(`unlocked-server-${index}`, 'tiny-unlocked');
    const installed = await installSourcePackages(
      serverDir,
      { kind: 'path', dir: checkout },
      (line) => lines.push(line),
      node,
    );
    assert.equal(installed.version, '1.0.0');
    assert.equal(importedName(serverDir, 'tiny-unlocked'), `tiny-unlocked ${index === 0 ? 'head' : 'base'}`);
    assert.match(
      readFileSync(join(serverDir, 'node_modules', 'tiny-unlocked', 'dist', 'index.js'), 'utf8'),
      /^\/\/ built/,
    );
    assert.equal(gitStatus(checkout), '', 'the checkout is never written');
    assert.equal(existsSync(join(checkout, 'node_modules')), false);
  }
  const log = lines.join('\n');
  assert.match(log, /npm install --package-lock=true --ignore-scripts/);
  assert.match(log, /no lockfile: dependencies resolved from the registry in a copy/);
  assert.match(log, /no lockfile: starts from the dependencies this run resolved for the other side/);
});

test('npm without a lockfile and nothing to build: packed as it is, with no install', async () => {
  const node = await resolveNodeRuntime(process.execPath);
  const checkout = join(scratch, 'unbuilt');
  mkdirSync(checkout);
  writeFileSync(join(checkout, 'index.js'), "export const name = 'tiny-plain';\n");
  writeJson(join(checkout, 'package.json'), {
    name: 'tiny-plain',
    version: '1.0.0',
    type: 'module',
    main: 'index.js',
  });
  const serverDir = serverFolder('unbuilt-server', 'tiny-plain');
  const lines: string[] = [];
  await installSourcePackages(serverDir, { kind: 'path', dir: checkout }, (line) => lines.push(line), node);
  assert.equal(importedName(serverDir, 'tiny-plain'), 'tiny-plain');
  assert.doesNotMatch(lines.join('\n'), /npm install --package-lock/);
  assert.match(lines.join('\n'), /nothing to build: packed as it is, without an install/);
});

test('bun (as hono keeps its repository): bun.lock frozen, each package built, workspace: resolved by bun pm pack', async () => {
  const node = await resolveNodeRuntime(process.execPath);
  const bunDir = await installPinnedPackage(bunPlatformPackage(), BUN_VERSION, () => {});
  const checkout = join(scratch, 'bun-checkout');
  workspaceCheckout(checkout, { packageManager: `bun@${BUN_VERSION}` });
  execFileSync(join(bunDir, 'bin', 'bun'), ['install', '--ignore-scripts'], { cwd: checkout, stdio: 'pipe' });
  assert.ok(existsSync(join(checkout, 'bun.lock')), 'bun wrote its text lockfile');
  gitCommitAll(checkout);
  const serverDir = serverFolder('bun-server', 'tiny-router');
  const lines: string[] = [];
  const installed = await installSourcePackages(
    serverDir,
    { kind: 'path', dir: checkout },
    (line) => lines.push(line),
    node,
  );
  assert.equal(importedName(serverDir, 'tiny-router'), 'tiny-router on core');
  assert.equal(installed.recorded?.kind, 'git', lines.join('\n'));
  const log = lines.join('\n');
  assert.match(log, new RegExp(`bun ${BUN_VERSION.replaceAll('.', '\\.')}: bun install --frozen-lockfile`));
  assert.match(log, /bun pm pack \(tiny-core\)/);
  assert.equal(gitStatus(checkout), '');
});

test('yarn classic: yarn.lock frozen, built and packed with yarn 1', async () => {
  const node = await resolveNodeRuntime(process.execPath);
  const yarnDir = await installPinnedPackage('yarn', YARN_CLASSIC_VERSION, () => {});
  const checkout = join(scratch, 'yarn-classic');
  builtPackage(checkout, 'tiny-classic', "export const name = 'tiny-classic';\n", {
    dependencies: { ms: '2.1.3' },
  });
  execFileSync(
    process.execPath,
    [join(yarnDir, 'bin', 'yarn.js'), 'install', '--ignore-scripts', '--non-interactive'],
    {
      cwd: checkout,
      stdio: 'pipe',
    },
  );
  gitCommitAll(checkout);
  const serverDir = serverFolder('yarn-classic-server', 'tiny-classic');
  const lines: string[] = [];
  await installSourcePackages(serverDir, { kind: 'path', dir: checkout }, (line) => lines.push(line), node);
  assert.equal(importedName(serverDir, 'tiny-classic'), 'tiny-classic');
  assert.match(lines.join('\n'), /yarn 1\.22\.22: yarn install --frozen-lockfile/);
});

test('yarn berry (packageManager yarn@4): immutable install under Plug’n’Play, workspace: resolved by yarn pack', async () => {
  const node = await resolveNodeRuntime(process.execPath);
  const yarnDir = await installPinnedPackage('@yarnpkg/cli-dist', YARN_BERRY_VERSION, () => {});
  const checkout = join(scratch, 'yarn-berry');
  workspaceCheckout(checkout, { packageManager: `yarn@${YARN_BERRY_VERSION}` });
  execFileSync(process.execPath, [join(yarnDir, 'bin', 'yarn.js'), 'install', '--mode=skip-build'], {
    cwd: checkout,
    stdio: 'pipe',
    env: { ...process.env, YARN_ENABLE_TELEMETRY: '0', YARN_ENABLE_IMMUTABLE_INSTALLS: 'false' },
  });
  writeFileSync(join(checkout, '.gitignore'), 'node_modules/\ndist/\n.yarn/\n.pnp.*\n');
  gitCommitAll(checkout);
  const serverDir = serverFolder('yarn-berry-server', 'tiny-router');
  const lines: string[] = [];
  await installSourcePackages(serverDir, { kind: 'path', dir: checkout }, (line) => lines.push(line), node);
  assert.equal(importedName(serverDir, 'tiny-router'), 'tiny-router on core');
  assert.match(lines.join('\n'), /yarn 4\.9\.2: yarn install --immutable/);
});
