import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';

/**
 * evidence/README.md is the index a reader of the docs follows from a figure to the file that holds
 * it and the script that made it: a trial file or script added without its line, or a line left
 * after its file moved, breaks that path.
 */
const EVIDENCE = join(REPO_ROOT, 'evidence');
const index = readFileSync(join(EVIDENCE, 'README.md'), 'utf8');

/** The table rows of the index's `## heading` section. */
function rowsOf(heading: string): string[] {
  const section = new RegExp(`^## ${heading}\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm').exec(index)?.[1];
  assert.ok(section, `evidence/README.md has no "## ${heading}" section`);
  return section.split('\n').filter((line) => /^\|\s*\[/.test(line));
}

/** Each row's first link target inside `folder`: the file or folder the row is about. */
function subjectsOf(rows: string[], folder: string): string[] {
  return rows.map(
    (row) => new RegExp(`\\]\\(${folder}/([^)#]+?)/?\\)`).exec(row)?.[1] ?? `(no link: ${row})`,
  );
}

const repeated = (names: string[]) => names.filter((name, position) => names.indexOf(name) !== position);

test('every data file has one line in evidence/README.md, and every line names a data file that exists', () => {
  const listed = subjectsOf(rowsOf('Data'), 'data');
  const present = readdirSync(join(EVIDENCE, 'data')).sort();
  assert.ok(present.length > 0, 'evidence/data is empty');
  assert.deepEqual(
    present.filter((name) => !listed.includes(name)),
    [],
    'add these files to the Data table of evidence/README.md',
  );
  assert.deepEqual(
    listed.filter((name) => !present.includes(name)),
    [],
    'these lines name no file of evidence/data',
  );
  assert.deepEqual(repeated(listed), [], 'one line per file');
});

test('every trial script has one line in evidence/README.md, and every line names a script that exists', () => {
  const listed = subjectsOf(rowsOf('Trials'), 'trials');
  const present = readdirSync(join(EVIDENCE, 'trials')).sort();
  assert.deepEqual(
    present.filter((name) => !listed.includes(name)),
    [],
    'add these scripts to the Trials table of evidence/README.md',
  );
  assert.deepEqual(
    listed.filter((name) => !present.includes(name)),
    [],
    'these lines name no script of evidence/trials',
  );
  assert.deepEqual(repeated(listed), [], 'one line per script');
});

test("every file, script and npm command evidence/README.md names exists: its links, `evidence/…` paths and package.json's scripts", () => {
  const missing: string[] = [];
  for (const [, target] of index.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target!) && !existsSync(join(EVIDENCE, target!))) missing.push(target!);
  }
  for (const [path] of index.matchAll(/\bevidence\/[\w./-]+[\w/]/g)) {
    if (!existsSync(join(REPO_ROOT, path))) missing.push(path);
  }
  const { scripts } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  for (const [, name] of index.matchAll(/npm run ([\w:-]+)/g)) {
    if (!(name! in scripts)) missing.push(`npm run ${name}`);
  }
  assert.deepEqual(missing, []);
});

test("package.json's scripts name files that are there", () => {
  const { scripts } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const wrong = Object.entries(scripts).flatMap(([name, command]) =>
    [...command.matchAll(/\b((?:evidence|scripts)\/[\w./-]+\.(?:ts|mjs|sh))\b/g)]
      .map((match) => match[1]!)
      .filter((path) => !existsSync(join(REPO_ROOT, path)))
      .map((path) => `${name}: ${path}`),
  );
  assert.deepEqual(wrong, [], 'package.json names scripts that are not there');
});
