import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { readCheckoutState } from '../../src/servers/git-checkout.ts';
import { rebuildRecordedSource, recordTarball } from '../../src/servers/recorded-source.ts';

/**
 * A stored baseline's subject built again from what the baseline recorded, with real git
 * repositories and real files: the commit is found in the head's checkout (or its absence named),
 * tarballs are accepted only with the recorded bytes.
 */
const root = mkdtempSync(join(tmpdir(), 'recorded-source-'));
after(() => rmSync(root, { recursive: true, force: true }));

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** A repository with two commits: the base (router.js says "base") and the head ("head"). */
function repository(name: string): { dir: string; base: string; head: string } {
  const dir = join(root, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  git(dir, 'init', '--quiet');
  writeFileSync(join(dir, 'router.js'), 'export const side = "base";\n');
  writeFileSync(join(dir, 'assets', 'large.bin'), 'large');
  git(dir, 'add', '.');
  git(dir, 'commit', '--quiet', '-m', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  writeFileSync(join(dir, 'router.js'), 'export const side = "head";\n');
  git(dir, 'commit', '--quiet', '-am', 'head');
  return { dir, base, head: git(dir, 'rev-parse', 'HEAD') };
}

describe('the state of a checkout', () => {
  it('records a clean checkout by its commit, and names what is uncommitted otherwise', async () => {
    const { dir, head } = repository('state');
    assert.deepEqual(await readCheckoutState(dir), { commit: head, clean: true });
    writeFileSync(join(dir, 'router.js'), 'export const side = "edited";\n');
    writeFileSync(join(dir, 'new.js'), '');
    const dirty = await readCheckoutState(dir);
    assert.equal(dirty.commit, head);
    assert.ok(dirty.commit && !dirty.clean);
    assert.match(dirty.commit && !dirty.clean ? dirty.changes : '', /^2 uncommitted: router\.js, new\.js$/);
  });

  it('says why when the folder is no git checkout', async () => {
    const plain = join(root, 'plain');
    mkdirSync(plain);
    const state = await readCheckoutState(plain);
    assert.equal(state.commit, undefined);
  });
});

describe('building a recorded source again', () => {
  it("checks the recorded commit out of the head's repository, with the head's sparse patterns", async () => {
    const { dir, base } = repository('rebuild');
    git(dir, 'sparse-checkout', 'set', '--no-cone', '/*', '!/assets/large.bin');
    const rebuilt = await rebuildRecordedSource({ kind: 'git', commit: base }, { kind: 'path', dir });
    assert.ok(rebuilt.source, rebuilt.source ? '' : rebuilt.why);
    assert.equal(rebuilt.source.kind, 'path');
    const checkedOut = rebuilt.source.kind === 'path' ? rebuilt.source.dir : '';
    assert.equal(readFileSync(join(checkedOut, 'router.js'), 'utf8'), 'export const side = "base";\n');
    assert.ok(!existsSync(join(checkedOut, 'assets', 'large.bin')), 'the sparse pattern held');
    assert.equal(git(checkedOut, 'rev-parse', 'HEAD'), base);
    assert.equal(
      readFileSync(join(dir, 'router.js'), 'utf8'),
      'export const side = "head";\n',
      "the head's work tree is untouched",
    );
    rebuilt.remove();
    assert.ok(!existsSync(checkedOut), 'removed once the run is over');
  });

  it('names the commit the head does not hold, and a head that is no checkout', async () => {
    const { dir } = repository('missing');
    const absent = 'ab'.repeat(20);
    const missing = await rebuildRecordedSource({ kind: 'git', commit: absent }, { kind: 'path', dir });
    assert.match(
      missing.source ? '' : missing.why,
      /git commit abababababab, which .* does not hold.*fetch-depth: 0/,
    );
    const fromNpm = await rebuildRecordedSource({ kind: 'git', commit: absent }, { kind: 'npm' });
    assert.match(fromNpm.source ? '' : fromNpm.why, /the head is not a git checkout \(path:\)/);
  });

  it('takes tarballs only with the recorded bytes', async () => {
    const tarballs = join(root, 'tarballs');
    mkdirSync(tarballs);
    writeFileSync(join(tarballs, 'mionjs-router-0.8.10.tgz'), 'router bytes');
    const recorded = {
      kind: 'tarballs' as const,
      dir: join(root, 'elsewhere'),
      files: [recordTarball(join(tarballs, 'mionjs-router-0.8.10.tgz'))],
    };
    const found = await rebuildRecordedSource(recorded, { kind: 'tarballs', dir: tarballs });
    assert.deepEqual(found.source, { kind: 'tarballs', dir: tarballs });
    writeFileSync(join(tarballs, 'mionjs-router-0.8.10.tgz'), 'other bytes, same name');
    const changed = await rebuildRecordedSource(recorded, { kind: 'tarballs', dir: tarballs });
    assert.match(changed.source ? '' : changed.why, /not here with the recorded bytes/);
  });

  it('builds a registry version again as it is, and says when the baseline recorded nothing', async () => {
    const npm = await rebuildRecordedSource({ kind: 'npm', version: '0.8.10' }, { kind: 'npm' });
    assert.deepEqual(npm.source, { kind: 'npm', version: '0.8.10' });
    const none = await rebuildRecordedSource(undefined, { kind: 'npm' });
    assert.match(none.source ? '' : none.why, /does not record where its subject came from/);
  });
});
