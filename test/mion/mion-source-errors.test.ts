import { resolveNodeRuntime } from '../../src/servers/node-runtime.ts';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { MionSource } from '../../src/config/config.ts';
import { SERVERS_DIR } from '../../src/repo-paths.ts';
import { installSourcePackages } from '../../src/servers/source-packages-install.ts';

const scratch = mkdtempSync(join(tmpdir(), 'mion-source-errors-'));
const ignoreLog = () => {};

/** A folder holding the real servers/mion/package.json, as the engine would install it. */
function mionServerCopy(name: string): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(SERVERS_DIR, 'mion', 'package.json'), join(dir, 'package.json'));
  return dir;
}

async function installError(serverDir: string, source: MionSource): Promise<string> {
  const error = await installSourcePackages(serverDir, source, ignoreLog).then(
    () => assert.fail('the install should have failed'),
    (caught: unknown) => caught as Error,
  );
  assert.ok(error instanceof Error);
  assert.doesNotMatch(error.message, /\n/, 'the message is one line');
  return error.message;
}

// A registry that has never heard of anything, as the public one answers for a missing package.
let registry: Server;
let registryUrl = '';
const requestedPaths: string[] = [];

before(async () => {
  registry = createServer((request, response) => {
    requestedPaths.push(decodeURIComponent(request.url ?? ''));
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"error":"Not found"}');
  });
  await new Promise<void>((resolvePromise) => registry.listen(0, '127.0.0.1', resolvePromise));
  const address = registry.address();
  registryUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});

after(() => {
  registry.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs `body` with npm (our child processes inherit the environment) pointed at the stand-in registry. */
async function withStandInRegistry<T>(body: () => Promise<T>): Promise<T> {
  const saved = { registry: process.env.npm_config_registry, retries: process.env.npm_config_fetch_retries };
  process.env.npm_config_registry = registryUrl;
  process.env.npm_config_fetch_retries = '0';
  try {
    return await body();
  } finally {
    for (const [name, value] of [
      ['npm_config_registry', saved.registry],
      ['npm_config_fetch_retries', saved.retries],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Only the @mionjs packages, so that the first package npm misses is always one of them. */
function mionOnlyServer(name: string): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  const pinned = JSON.parse(readFileSync(join(SERVERS_DIR, 'mion', 'package.json'), 'utf8'));
  const onlyMion = (deps: Record<string, string>) =>
    Object.fromEntries(Object.entries(deps).filter(([packageName]) => packageName.startsWith('@mionjs/')));
  const manifest = {
    ...pinned,
    dependencies: onlyMion(pinned.dependencies),
    devDependencies: onlyMion(pinned.devDependencies),
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  return dir;
}

test('npm: a package the registry does not have is named, with the answer and the other sources', async () => {
  const message = await withStandInRegistry(() =>
    installError(mionOnlyServer('npm-pinned'), { kind: 'npm' }),
  );
  assert.match(
    message,
    /^npm:pinned: npm could not install @mionjs\/(router|platform-node|devtools)@0\.8\.10 /,
  );
  assert.match(message, new RegExp(`from ${registryUrl.slice(0, -1)}: 404 Not Found;`));
  assert.match(message, /use source path:<mion checkout> or tarballs:<dir of \.tgz files>$/);
  assert.ok(
    requestedPaths.some((path) => path.startsWith('/@mionjs/')),
    'npm asked the stand-in registry',
  );
});

test('npm:<version> asks for that version of every @mionjs package of the server', async () => {
  const message = await withStandInRegistry(() =>
    installError(mionOnlyServer('npm-version'), { kind: 'npm', version: '0.9.1' }),
  );
  assert.match(
    message,
    /^npm:0\.9\.1: npm could not install @mionjs\/(router|platform-node|devtools)@0\.9\.1 /,
  );
  assert.match(message, /404 Not Found/);
});

test('path: a folder that is not a mion checkout says so and names the other sources', async () => {
  const emptyDir = mkdtempSync(join(scratch, 'empty-'));
  const message = await installError(mionServerCopy('path-empty'), { kind: 'path', dir: emptyDir });
  assert.match(
    message,
    /has no package\.json: not a package checkout; use source npm:<version> or tarballs:<dir of \.tgz files>$/,
  );

  const pnpmDir = mkdtempSync(join(scratch, 'pnpm-'));
  writeFileSync(join(pnpmDir, 'package.json'), '{"name":"mionkit"}');
  writeFileSync(join(pnpmDir, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");
  assert.match(
    await installError(mionServerCopy('path-pnpm'), { kind: 'path', dir: pnpmDir }),
    /has pnpm-lock\.yaml but its package\.json names no pnpm version/,
  );
});

test('path: a strict checkout that needs a newer Node than the one under test names both versions', async () => {
  const checkout = mkdtempSync(join(scratch, 'node-24-checkout-'));
  writeFileSync(join(checkout, 'package.json'), JSON.stringify({ engines: { node: '>= 99.0.0' } }));
  writeFileSync(join(checkout, 'package-lock.json'), '{}');
  writeFileSync(join(checkout, '.npmrc'), 'engine-strict=true\n');
  const message = await installError(mionServerCopy('path-new-node'), { kind: 'path', dir: checkout });
  assert.match(
    message,
    new RegExp(
      `needs Node >= 99\\.0\\.0 .* the Node under test is ${(await resolveNodeRuntime()).version.replaceAll('.', '\\.')} `,
    ),
  );
});

test('path: a checkout without a package the server needs names it and who needs it', async () => {
  const checkout = mkdtempSync(join(scratch, 'partial-checkout-'));
  mkdirSync(join(checkout, 'packages', 'router'), { recursive: true });
  writeFileSync(join(checkout, 'package.json'), JSON.stringify({ workspaces: ['packages/router'] }));
  writeFileSync(join(checkout, 'package-lock.json'), '{}');
  writeFileSync(
    join(checkout, 'packages', 'router', 'package.json'),
    JSON.stringify({ name: '@mionjs/router', version: '0.8.10', dependencies: { '@mionjs/core': '0.8.10' } }),
  );
  const message = await installError(mionServerCopy('path-partial'), { kind: 'path', dir: checkout });
  assert.match(message, /has no workspace package /);
  assert.match(message, /@mionjs\/core \(needed by @mionjs\/router\)/);
  assert.match(message, /@mionjs\/platform-node \(needed by the server\)/);
  assert.match(message, /@mionjs\/devtools \(needed by the server\)/);
});

test('tarballs: an empty folder says there is nothing to install and names the other sources', async () => {
  const emptyDir = mkdtempSync(join(scratch, 'no-tarballs-'));
  const message = await installError(mionServerCopy('tarballs-empty'), { kind: 'tarballs', dir: emptyDir });
  assert.match(message, /^tarballs:.*: no \.tgz files .*use source npm:<version> or path:<mion checkout>$/);
});

test('tarballs: packages are recognised by the name inside the tarball, and missing ones are named', async () => {
  const packageDir = mkdtempSync(join(scratch, 'fake-router-'));
  writeFileSync(
    join(packageDir, 'package.json'),
    JSON.stringify({ name: '@mionjs/router', version: '0.8.10', dependencies: { '@mionjs/core': '0.8.10' } }),
  );
  const tarballsDir = mkdtempSync(join(scratch, 'tarballs-'));
  execFileSync('npm', ['pack', '--pack-destination', tarballsDir], { cwd: packageDir, stdio: 'ignore' });
  // A file name that says nothing about the package inside.
  renameSync(join(tarballsDir, 'mionjs-router-0.8.10.tgz'), join(tarballsDir, 'renamed.tgz'));
  const message = await installError(mionServerCopy('tarballs-partial'), {
    kind: 'tarballs',
    dir: tarballsDir,
  });
  assert.match(message, /has no tarball of .*@mionjs\/core \(needed by @mionjs\/router\)/);
  assert.doesNotMatch(message, /@mionjs\/router \(needed/);

  writeFileSync(join(tarballsDir, 'broken.tgz'), 'not gzip');
  const broken = await installError(mionServerCopy('tarballs-broken'), {
    kind: 'tarballs',
    dir: tarballsDir,
  });
  assert.match(broken, /broken\.tgz is not an npm package tarball/);
});
