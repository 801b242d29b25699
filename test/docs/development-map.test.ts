import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
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
