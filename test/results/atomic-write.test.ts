import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { writeFileAtomically } from '../../src/results/results-file.ts';

describe('writeFileAtomically', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atomic-write-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('never writes through a link planted where a temporary file could be', () => {
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'untouched');
    // The name a predictable scheme (pid only) would pick: the writer must not open it.
    symlinkSync(victim, join(dir, `.out.json.${process.pid}.tmp`));
    writeFileAtomically(join(dir, 'out.json'), 'new content');
    assert.equal(readFileSync(victim, 'utf8'), 'untouched');
    assert.equal(readFileSync(join(dir, 'out.json'), 'utf8'), 'new content');
    assert.deepEqual(readdirSync(dir).sort(), [`.out.json.${process.pid}.tmp`, 'out.json', 'victim.txt']);
  });
});
