import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { UserInputError } from '../../src/user-input-error.ts';
import { describeMionSource, parseMionSource } from '../../src/config/parse-mion-source.ts';

const baseDir = mkdtempSync(join(tmpdir(), 'mion-source-parse-'));
after(() => rmSync(baseDir, { recursive: true, force: true }));

test('npm: without a version means the pinned release; with one, that version', () => {
  assert.deepEqual(parseMionSource('mion-source', 'npm:', baseDir), { kind: 'npm' });
  assert.deepEqual(parseMionSource('mion-source', 'npm:0.8.10', baseDir), { kind: 'npm', version: '0.8.10' });
  assert.equal(describeMionSource({ kind: 'npm' }), 'npm:pinned');
});

test('npm: refuses a version that could smuggle arguments into npm', () => {
  assert.throws(() => parseMionSource('mion-source', 'npm:0.8.10 --registry=x', baseDir), UserInputError);
  assert.throws(
    () => parseMionSource('mion-source', 'npm:-g', baseDir),
    /mion-source: "-g" is not a version/,
  );
});

test('path: and tarballs: resolve against the base directory and must be directories', () => {
  assert.deepEqual(parseMionSource('mion-source', 'path:.', baseDir), { kind: 'path', dir: baseDir });
  assert.deepEqual(parseMionSource('mion-source', 'tarballs:.', baseDir), { kind: 'tarballs', dir: baseDir });
  assert.throws(
    () => parseMionSource('mion-source', 'path:no-such-checkout', baseDir),
    new RegExp(`${join(baseDir, 'no-such-checkout')} is not a directory`),
  );
  const file = join(baseDir, 'a-file.tgz');
  writeFileSync(file, '');
  assert.throws(() => parseMionSource('mion-source', `tarballs:${file}`, baseDir), /is not a directory/);
  assert.throws(() => parseMionSource('mion-source', 'path:', baseDir), /path: needs a directory/);
});

test('any other form names the three accepted ones', () => {
  assert.throws(
    () => parseMionSource('--mion-source', 'git:https://example.com/mion', baseDir),
    /--mion-source: .* is not one of npm:<version>, path:<mion checkout> or tarballs:<dir of \.tgz files>/,
  );
});
