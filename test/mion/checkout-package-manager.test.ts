import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { detectPackageManager } from '../../src/servers/checkout-package-manager.ts';
import { meetsNodeRange } from '../../src/servers/node-requirement.ts';
import { installPinnedPackage, PINNED_NODE_VERSION } from '../../src/servers/pinned-tools.ts';
import { preparePnpm } from '../../src/servers/pnpm-tool.ts';
import { installVerifiedPackage } from '../../src/servers/verified-package.ts';

const scratch = mkdtempSync(join(tmpdir(), 'package-manager-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function checkout(manifest: object, lockfiles: string[]): string {
  const dir = mkdtempSync(join(scratch, 'checkout-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  for (const lockfile of lockfiles) writeFileSync(join(dir, lockfile), '');
  return dir;
}

/** The sha512 of the registry's pnpm 10.34.8 tarball (its dist.integrity, in hex), as corepack writes it. */
const PNPM_10_34_8_SHA512 =
  'f627a8e971343afe49dfd0f63d028234201dfa831d5cb588733e1e5f8db26bf16989a32161ab5c1b4db3b1fdbc373160606b5b89e002df6dd19a85adf91fc5a8';

test('the packageManager field decides, with its version and the tarball hash it names', () => {
  const dir = checkout({ packageManager: 'pnpm@11.28.10' }, ['pnpm-lock.yaml']);
  assert.deepEqual(detectPackageManager(dir), { kind: 'pnpm', version: '11.28.10' });
  const hashed = checkout({ packageManager: `pnpm@10.34.8+sha512.${PNPM_10_34_8_SHA512}` }, [
    'pnpm-lock.yaml',
  ]);
  assert.deepEqual(detectPackageManager(hashed), {
    kind: 'pnpm',
    version: '10.34.8',
    tarballHash: { algorithm: 'sha512', hex: PNPM_10_34_8_SHA512 },
  });
  assert.deepEqual(detectPackageManager(checkout({ packageManager: 'npm@11.0.0' }, ['package-lock.json'])), {
    kind: 'npm',
  });
});

test('without packageManager, package-lock.json means npm (mion up to v0.8.10)', () => {
  assert.deepEqual(detectPackageManager(checkout({}, ['package-lock.json'])), { kind: 'npm' });
});

test('every checkout it cannot build is named in one line with the reason', () => {
  const cases: [object, string[], RegExp][] = [
    [{}, [], /has neither package-lock\.json nor pnpm-lock\.yaml/],
    [{}, ['pnpm-lock.yaml'], /has pnpm-lock\.yaml but its package\.json names no pnpm version/],
    [
      { packageManager: 'pnpm@11.1.0' },
      ['package-lock.json'],
      /packageManager is pnpm but there is no pnpm-lock\.yaml/,
    ],
    [{ packageManager: 'yarn@4.1.0' }, ['yarn.lock'], /packageManager yarn is not supported \(npm or pnpm\)/],
    [{ packageManager: 'pnpm' }, ['pnpm-lock.yaml'], /packageManager "pnpm" is not "<name>@<x\.y\.z>"/],
    [
      { packageManager: 'pnpm@11.1.0+sha512.abc' },
      ['pnpm-lock.yaml'],
      /packageManager's hash "\+sha512\.abc" is not "\+<sha1\|sha224\|sha256\|sha384\|sha512>\.<hex digest>"/,
    ],
  ];
  for (const [manifest, lockfiles, expected] of cases) {
    assert.throws(
      () => detectPackageManager(checkout(manifest, lockfiles)),
      (error: Error) => {
        assert.match(error.message, expected);
        assert.doesNotMatch(error.message, /\n/);
        return true;
      },
    );
  }
});

test('engines.node ranges as pnpm and mion write them', () => {
  assert.equal(meetsNodeRange('20.20.2', '>=22.13'), false);
  assert.equal(meetsNodeRange('22.13.0', '>=22.13'), true);
  assert.equal(meetsNodeRange('24.9.0', '>=24.0.0'), true);
  assert.equal(meetsNodeRange('20.20.2', '>= 24.0.0'), false);
  assert.equal(meetsNodeRange('20.20.2', '^18 || >=22'), false);
  assert.equal(meetsNodeRange('18.20.0', '^18 || >=22'), true);
  assert.equal(meetsNodeRange('20.20.2', '>=18 <21'), true);
});

test('pnpm 11 on a Node older than it accepts runs on the pinned Node package', async () => {
  const tool = await preparePnpm('11.28.10', { path: process.execPath, version: '20.20.2' }, () => {});
  assert.equal(tool.label, `pnpm 11.28.10 on Node ${PINNED_NODE_VERSION}`);
  const version = execFileSync(tool.command, [...tool.args, '--version'], {
    env: tool.env,
    encoding: 'utf8',
  });
  assert.equal(version.trim(), '11.28.10');
  // The Node under test stays first on PATH, so the checkout's scripts build with it.
  assert.ok(tool.env.PATH?.startsWith(join(process.execPath, '..')));
});

/** Runs `body` with a tools cache of its own, empty at first. */
async function withToolsDir(body: (toolsDir: string) => Promise<void>): Promise<void> {
  const previous = process.env.PERF_GATE_TOOLS_DIR;
  const toolsDir = mkdtempSync(join(scratch, 'tools-'));
  process.env.PERF_GATE_TOOLS_DIR = toolsDir;
  try {
    await body(toolsDir);
  } finally {
    if (previous === undefined) delete process.env.PERF_GATE_TOOLS_DIR;
    else process.env.PERF_GATE_TOOLS_DIR = previous;
  }
}

/** What someone with write access to the cache would leave: a real tarball of "pnpm" that runs their code. */
function plantedTarball(path: string, version: string): void {
  const dir = mkdtempSync(join(scratch, 'planted-'));
  mkdirSync(join(dir, 'package', 'bin'), { recursive: true });
  writeFileSync(join(dir, 'package', 'package.json'), JSON.stringify({ name: 'pnpm', version }));
  writeFileSync(join(dir, 'package', 'bin', 'pnpm.cjs'), "console.log('planted');\n");
  execFileSync('tar', ['-czf', path, '-C', dir, 'package']);
}

const cachedTarballOf = (packageDir: string) =>
  join(
    packageDir,
    '..',
    readdirSync(join(packageDir, '..')).find((f) => f.endsWith('.tgz'))!,
  );
const versionOf = (packageDir: string) =>
  (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

test('a pnpm named with its hash is checked against it on every use; a cached one that does not match is refused', async () => {
  await withToolsDir(async () => {
    const hash = { algorithm: 'sha512' as const, hex: PNPM_10_34_8_SHA512 };
    const packageDir = await installVerifiedPackage('pnpm', '10.34.8', hash, () => {});
    assert.equal(versionOf(packageDir), '10.34.8');

    // Used again: the cached tarball matches, and nothing is fetched.
    const lines: string[] = [];
    await installVerifiedPackage('pnpm', '10.34.8', hash, (line) => lines.push(line));
    assert.deepEqual(lines, []);

    // A cache written by someone else: the tarball no longer matches, and the tool is refused.
    const tarball = cachedTarballOf(packageDir);
    plantedTarball(tarball, '10.34.8');
    await assert.rejects(
      installVerifiedPackage('pnpm', '10.34.8', hash, () => {}),
      (error: Error) => {
        assert.match(
          error.message,
          /^tools cache: .*\.tgz has sha512 [0-9a-f]{16}…, not the f627a8e971343afe… of pnpm@10\.34\.8: something other than this tool wrote it; delete it/,
        );
        assert.doesNotMatch(error.message, /\n/);
        return true;
      },
    );
    rmSync(tarball);

    const wrong = { algorithm: 'sha512' as const, hex: PNPM_10_34_8_SHA512.replace(/^f/, '0') };
    await assert.rejects(
      installVerifiedPackage('pnpm', '10.34.8', wrong, () => {}),
      /^Error: pnpm@10\.34\.8: the registry's tarball has sha512 f627a8e971343afe…, not the 0627a8e971343afe… expected$/,
    );
  });
});

test("a pnpm named without a hash is checked against the registry's on every use: a planted tarball is refused, a changed unpacked file never runs", async () => {
  await withToolsDir(async (toolsDir) => {
    const log: string[] = [];
    const packageDir = await installPinnedPackage('pnpm', '10.34.8', (line) => log.push(line));
    assert.equal(versionOf(packageDir), '10.34.8');
    assert.ok(packageDir.startsWith(toolsDir), packageDir);
    // The registry's dist.integrity is the very hash corepack names.
    assert.match(packageDir, new RegExp(`pnpm@10\\.34\\.8\\+sha512\\.${PNPM_10_34_8_SHA512.slice(0, 16)}`));

    // What a version check alone would have trusted: the unpacked package, changed in place.
    const bin = join(packageDir, 'bin', 'pnpm.cjs');
    const original = readFileSync(bin, 'utf8');
    writeFileSync(bin, "console.log('planted');\n");
    const again = await installPinnedPackage('pnpm', '10.34.8', () => {});
    assert.equal(
      readFileSync(join(again, 'bin', 'pnpm.cjs'), 'utf8'),
      original,
      'unpacked afresh from the checked tarball',
    );

    plantedTarball(cachedTarballOf(packageDir), '10.34.8');
    await assert.rejects(
      installPinnedPackage('pnpm', '10.34.8', () => {}),
      (error: Error) => {
        assert.match(
          error.message,
          /^tools cache: .*pnpm@10\.34\.8\+sha512\.f627a8e971343afe\/.*\.tgz has sha512 .*, not the f627a8e971343afe… of pnpm@10\.34\.8/,
        );
        assert.doesNotMatch(error.message, /\n/);
        return true;
      },
    );
    assert.ok(
      !existsSync(join(packageDir, 'bin', 'pnpm.cjs')) || readFileSync(bin, 'utf8') === original,
      'the planted code was never unpacked',
    );
  });
});
