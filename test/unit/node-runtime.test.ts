import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { after, test } from 'node:test';
import { resolveNodeRuntime } from '../../src/servers/node-runtime.ts';

const root = mkdtempSync(join(tmpdir(), 'node-runtime-'));
after(() => rmSync(root, { recursive: true, force: true }));

test("the default Node is the first on PATH outside node_modules/.bin, where npm run puts packages' binaries", async () => {
  const packageBin = join(root, 'project', 'node_modules', '.bin');
  const userBin = join(root, 'user-bin');
  mkdirSync(packageBin, { recursive: true });
  mkdirSync(userBin);
  // A "node" that is no Node at all: chosen, it would fail the version check.
  symlinkSync('/bin/false', join(packageBin, 'node'));
  symlinkSync(process.execPath, join(userBin, 'node'));
  chmodSync(join(userBin, 'node'), 0o755);
  const savedPath = process.env.PATH;
  process.env.PATH = [packageBin, userBin].join(delimiter);
  try {
    const node = await resolveNodeRuntime();
    assert.equal(node.path, join(userBin, 'node'));
    assert.equal(node.version, process.versions.node);
  } finally {
    process.env.PATH = savedPath;
  }
});
