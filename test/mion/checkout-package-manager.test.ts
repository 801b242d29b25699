import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { detectPackageManager } from '../../src/servers/checkout-package-manager.ts';
import { meetsNodeRange } from '../../src/servers/node-requirement.ts';
import { PINNED_NODE_VERSION } from '../../src/servers/pinned-tools.ts';
import { preparePnpm } from '../../src/servers/pnpm-tool.ts';

const scratch = mkdtempSync(join(tmpdir(), 'package-manager-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function checkout(manifest: object, lockfiles: string[]): string {
  const dir = mkdtempSync(join(scratch, 'checkout-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  for (const lockfile of lockfiles) writeFileSync(join(dir, lockfile), '');
  return dir;
}

test('the packageManager field decides, with its version and without corepack hash', () => {
  const dir = checkout({ packageManager: 'pnpm@11.28.10+sha512.abc' }, ['pnpm-lock.yaml']);
  assert.deepEqual(detectPackageManager(dir), { kind: 'pnpm', version: '11.28.10' });
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
