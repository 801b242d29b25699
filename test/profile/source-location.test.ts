import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from 'esbuild';
import { sourceLocation } from '../../src/profile/source-location.ts';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-source-map-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A package built as mion's are: TypeScript in src/, a bundle with its map in .dist/. */
async function builtPackage(): Promise<void> {
  mkdirSync(join(dir, 'node_modules/pkg/src'), { recursive: true });
  writeFileSync(
    join(dir, 'node_modules/pkg/src/router.ts'),
    [
      'export const routes: string[] = [];',
      '',
      'export function validateParams(params: unknown[]): boolean {',
      '  return params.length > 0;',
      '}',
      '',
    ].join('\n'),
  );
  await build({
    entryPoints: [join(dir, 'node_modules/pkg/src/router.ts')],
    outfile: join(dir, 'node_modules/pkg/.dist/router.js'),
    sourcemap: true,
    format: 'esm',
    logLevel: 'silent',
  });
}

describe('source location of a profiled function', () => {
  it('follows the build’s source map to the TypeScript a maintainer edits', async () => {
    await builtPackage();
    // esbuild writes the function on line 2 of the bundle; V8 places a function at the '(' after its name.
    const built = { name: 'validateParams', file: 'node_modules/pkg/.dist/router.js', line: 2, column: 24 };
    assert.deepEqual(sourceLocation(built, dir), { file: 'node_modules/pkg/src/router.ts', line: 3 });
  });

  it('has nothing to say for native code, Node’s own, or a file without a map', () => {
    assert.equal(sourceLocation({ name: 'writev', file: '', line: 0, column: 0 }, dir), undefined);
    assert.equal(
      sourceLocation({ name: 'emit', file: 'node:events', line: 471, column: 44 }, dir),
      undefined,
    );
    writeFileSync(join(dir, 'plain.js'), 'function f() {}\n');
    assert.equal(sourceLocation({ name: 'f', file: 'plain.js', line: 1, column: 1 }, dir), undefined);
  });
});
