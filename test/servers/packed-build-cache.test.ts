import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { packCheckout } from '../../src/servers/checkout-source.ts';
import { resolveNodeRuntime } from '../../src/servers/node-runtime.ts';
import { BUILD_CACHE_VARIABLE } from '../../src/servers/packed-build-cache.ts';
import { gitCommitAll, workspaceCheckout } from '../helpers/tiny-checkout.ts';

/**
 * The build cache with real npm and git: a clean commit built once is taken from the cache by
 * another checkout of the same commit, byte for byte; a changed work tree is built again; unset,
 * nothing is kept.
 */
const scratch = mkdtempSync(join(tmpdir(), 'packed-build-cache-'));
const cacheDir = join(scratch, 'cache');
const savedVariable = process.env[BUILD_CACHE_VARIABLE];
after(() => {
  if (savedVariable === undefined) delete process.env[BUILD_CACHE_VARIABLE];
  else process.env[BUILD_CACHE_VARIABLE] = savedVariable;
  rmSync(scratch, { recursive: true, force: true });
});

const original = join(scratch, 'original');
// The same workspace again in a folder of the same commit, its router changed: same package names.
const inner = join(original, 'vendored');
for (const [dir, router] of [
  [original, undefined],
  [inner, "export const name = 'vendored';\n"],
] as const) {
  workspaceCheckout(dir, {}, '1.0.0');
  if (router) writeFileSync(join(dir, 'packages', 'router', 'src', 'index.js'), router);
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'pipe',
  });
}
gitCommitAll(original);

/** Another checkout of the same commit, at `name`, as the gate makes one for a base. */
function cloneOf(name: string): string {
  const dir = join(scratch, name);
  execFileSync('git', ['clone', '-q', original, dir]);
  return dir;
}

async function pack(dir: string): Promise<{ log: string; tarball: Buffer }> {
  const lines: string[] = [];
  const node = await resolveNodeRuntime(process.execPath);
  const packed = await packCheckout(dir, ['tiny-router'], node, (line) => lines.push(line));
  const router = packed.tarballs[packed.names.indexOf('tiny-router')]!;
  return { log: lines.join('\n'), tarball: readFileSync(router) };
}

test('a clean commit is built once; another checkout of it takes the same bytes from the cache; a changed tree is built again', async () => {
  process.env[BUILD_CACHE_VARIABLE] = cacheDir;
  const first = await pack(original);
  assert.match(first.log, /npm ci/);
  assert.match(first.log, /npm run build -w tiny-router/);
  assert.equal(readdirSync(cacheDir).length, 1, 'one entry: the commit on this Node');

  const again = await pack(cloneOf('same-commit'));
  assert.doesNotMatch(again.log, /npm ci|npm run build|npm pack/, again.log);
  assert.match(
    again.log,
    new RegExp(`commit [0-9a-f]{12} on Node .*: packed before, taken from ${BUILD_CACHE_VARIABLE}`),
  );
  assert.ok(again.tarball.equals(first.tarball), 'the very bytes the first build packed');

  // Another folder of the same commit is another build: its packages share the names, not the code.
  const vendored = await pack(inner);
  assert.match(vendored.log, /npm run build -w tiny-router/);
  assert.ok(!vendored.tarball.equals(first.tarball), 'the folder was built, not taken');
  assert.equal(readdirSync(cacheDir).length, 2, 'one entry a folder');

  const changed = cloneOf('changed');
  writeFileSync(join(changed, 'packages', 'router', 'src', 'index.js'), "export const name = 'changed';\n");
  const rebuilt = await pack(changed);
  assert.match(rebuilt.log, /built without the build cache: not a clean git checkout \(1 uncommitted/);
  assert.match(rebuilt.log, /npm run build -w tiny-router/);
  assert.ok(!rebuilt.tarball.equals(first.tarball), 'the change is in what was packed');
});

test('unset, nothing is kept between runs', async () => {
  delete process.env[BUILD_CACHE_VARIABLE];
  const before = readdirSync(scratch).length;
  const built = await pack(cloneOf('no-cache'));
  assert.match(built.log, /npm run build -w tiny-router/);
  assert.doesNotMatch(built.log, /build cache/);
  assert.equal(readdirSync(scratch).length, before + 1, 'only the clone itself');
});
