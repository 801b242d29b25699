import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The README is the user's manual, the method lives in docs/ and the trials behind its figures in
 * evidence/: a link that no longer resolves (a file moved, a heading renamed) loses the reader.
 * Every relative link of README.md, docs/*.md and evidence/README.md must name a file or folder that
 * exists, and every #anchor a heading of its target.
 */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = join(REPO_ROOT, 'README.md');
const DOCS = join(REPO_ROOT, 'docs');
const EVIDENCE_INDEX = join(REPO_ROOT, 'evidence', 'README.md');
const MAX_README_LINES = 300;

const markdownFiles = [
  README,
  ...readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(DOCS, name)),
  EVIDENCE_INDEX,
];

/** The file's lines outside fenced code blocks (``` or ~~~), with their 1-based numbers. */
function proseLines(text: string): Array<{ line: string; number: number }> {
  const lines: Array<{ line: string; number: number }> = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && opening !== undefined) fence = opening;
    else if (
      fence !== undefined &&
      opening !== undefined &&
      opening[0] === fence[0] &&
      opening.length >= fence.length
    )
      fence = undefined;
    else if (fence === undefined) lines.push({ line, number: index + 1 });
  });
  return lines;
}

/** GitHub's anchor for a heading's text: lowercase, punctuation removed, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link in a heading shows its text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();

/** Every anchor a Markdown file offers: its headings' slugs (repeats get -1, -2, ...) and HTML ids. */
function anchors(file: string): Set<string> {
  const cached = anchorCache.get(file);
  if (cached) return cached;
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of proseLines(readFileSync(file, 'utf8'))) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) found.add(match[1]!);
  }
  anchorCache.set(file, found);
  return found;
}

/** The targets of `[text](target)` links (and images) in the file's prose, with their line numbers. */
function links(file: string): Array<{ target: string; number: number }> {
  const found: Array<{ target: string; number: number }> = [];
  for (const { line, number } of proseLines(readFileSync(file, 'utf8'))) {
    // Brackets inside a code span are text, not link syntax; the span itself may be a link's text.
    const prose = line.replace(/`[^`]*`/g, (span) => span.replace(/[[\]()]/g, ' '));
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      found.push({ target: match[1]!, number });
    }
  }
  return found;
}

/** Why the link does not resolve, or undefined when it does. */
function brokenReason(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto: and the like
  const hashAt = target.indexOf('#');
  const path = decodeURIComponent(hashAt === -1 ? target : target.slice(0, hashAt));
  const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
  const resolved = path === '' ? file : join(dirname(file), path);
  if (!existsSync(resolved)) return `no file or folder ${relative(REPO_ROOT, resolved)}`;
  if (anchor === undefined || !resolved.endsWith('.md')) return undefined;
  if (!anchors(resolved).has(anchor)) return `no heading #${anchor} in ${relative(REPO_ROOT, resolved)}`;
  return undefined;
}

test('every relative link of README.md, docs/*.md and evidence/README.md resolves, anchors included', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of markdownFiles) {
    for (const { target, number } of links(file)) {
      checked += 1;
      const reason = brokenReason(file, target);
      if (reason) broken.push(`${relative(REPO_ROOT, file)}:${number}: (${target}) ${reason}`);
    }
  }
  assert.ok(checked > 0, 'no links found');
  assert.deepEqual(broken, []);
});

test(`README.md reads in one sitting: under ${MAX_README_LINES} lines`, () => {
  const lines = (readFileSync(README, 'utf8').match(/\n/g) ?? []).length;
  assert.ok(lines < MAX_README_LINES, `README.md has ${lines} lines`);
});

test("the slug rule is GitHub's", () => {
  assert.equal(slug('How the verdict is made'), 'how-the-verdict-is-made');
  assert.equal(slug('`-p 1` or `-p 10` for the gate (2026-11-24)'), '-p-1-or--p-10-for-the-gate-2026-11-24');
  assert.equal(
    slug('4. Instructions per request (`--measure instructions`)'),
    '4-instructions-per-request---measure-instructions',
  );
  assert.equal(slug('snake_case and Ünïcode'), 'snake_case-and-ünïcode');
});
