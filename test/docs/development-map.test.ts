import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';

/** docs/development.md's map names every folder of src/, so a newcomer finds a new one there too. */
test("docs/development.md's map of the house names every folder of src/", () => {
  const guide = readFileSync(join(REPO_ROOT, 'docs', 'development.md'), 'utf8');
  const map = /## Where things live[\s\S]*?```\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
  const folders = readdirSync(join(REPO_ROOT, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/${entry.name}`);
  const missing = folders.filter((folder) => !new RegExp(`^${folder}\\b`, 'm').test(map));
  assert.deepEqual(missing, [], 'add these folders to the map in docs/development.md');
});

test('every src/ file docs/development.md names exists, and its map names every stage', () => {
  const guide = readFileSync(join(REPO_ROOT, 'docs', 'development.md'), 'utf8');
  const named = [...new Set(guide.match(/src\/[\w/.-]+\.(?:ts|mjs)/g) ?? [])];
  const gone = named.filter((path) => !existsSync(join(REPO_ROOT, path)));
  assert.deepEqual(gone, [], 'docs/development.md names files that are no longer there');
  const map = /## Where things live[\s\S]*?```\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
  const stagesEntry = /^src\/stages[\s\S]*?(?=^src\/)/m.exec(map)?.[0] ?? '';
  const stages = readdirSync(join(REPO_ROOT, 'src', 'stages')).map((file) => file.replace(/\.ts$/, ''));
  // Types and helpers the stages share are not stages; every other file of src/stages is one.
  const shared = new Set([
    'measure-types',
    'git-info',
    'assemble-results',
    'counting-tools',
    'usable-baseline',
  ]);
  const unnamed = stages.filter(
    (stage) => !shared.has(stage) && !new RegExp(`\\b${stage}\\b`).test(stagesEntry),
  );
  assert.deepEqual(unnamed, [], "add these stages to src/stages's entry in docs/development.md's map");
});
