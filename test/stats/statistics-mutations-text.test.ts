import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { STATISTICS_MUTATIONS, STATISTICS_TESTS } from '../../scripts/statistics-mutations.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';

/**
 * `npm run check:mutations` edits each mutation's text in its source file; when a rewrite of the
 * source drops that text the check throws before running anything, and nobody runs it often (about
 * 2 minutes a mutation). Two mutations, issue 50's "AND rule" among them, stood dead that way for
 * a day. This holds every mutation's text to its file at every test run.
 */
test('each statistics mutation finds its text exactly once in the file it edits', () => {
  for (const mutation of STATISTICS_MUTATIONS) {
    const path = join(REPO_ROOT, mutation.file);
    assert.ok(existsSync(path), `mutation "${mutation.name}": ${mutation.file} does not exist`);
    const occurrences = readFileSync(path, 'utf8').split(mutation.original).length - 1;
    assert.equal(
      occurrences,
      1,
      `mutation "${mutation.name}": its text is in ${mutation.file} ${occurrences} times`,
    );
    assert.notEqual(mutation.mutated, mutation.original, `mutation "${mutation.name}" changes nothing`);
  }
});

test('the mutation names are distinct and the tests they run exist', () => {
  const names = STATISTICS_MUTATIONS.map((mutation) => mutation.name);
  assert.equal(new Set(names).size, names.length);
  for (const file of STATISTICS_TESTS) assert.ok(existsSync(join(REPO_ROOT, file)), `${file} does not exist`);
});

test("issue 50's two mutations are in the list", () => {
  for (const word of ['AND rule', 'one excess passes']) {
    assert.ok(
      STATISTICS_MUTATIONS.some((mutation) => mutation.name.includes(word)),
      `no mutation named "${word}"`,
    );
  }
});
