/**
 * Points every pinned `uses:` of this repository's copyable files at a release, in the folder it
 * runs in (the release workflow's checkout):
 *
 *   node --import tsx scripts/write-release-pins.ts --pins action --commit SHA --version X.Y.Z
 *   node --import tsx scripts/write-release-pins.ts --pins workflows --commit SHA --version X.Y.Z
 *
 * Two kinds of pin, written one commit apart, because a commit cannot name itself (docs/release.md):
 *
 *   release commit R (dist, version)        <- action pins:    uses: MionKit/mion-perf-gate@R
 *   pin commit P (reusable-*.yml pin R)     <- workflow pins:  uses: MionKit/mion-perf-gate/.github/workflows/reusable-gate.yml@P
 *
 * A workflow pin names a commit whose reusable workflows already pin the release; R's own still
 * hold the pins of the release before. Each pin line gets the commit and a `# vX.Y.Z` comment in
 * place of whatever followed it; no other line changes. Files are README.md, docs/*.md,
 * docs/examples/*.yml and .github/workflows/reusable-*.yml; an example, a reusable workflow or
 * the README that pins nothing is reported (its users would run unreleased code, or none of ours).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** `uses: MionKit/mion-perf-gate[/path]@<40 hex>[ # comment]`, as a YAML step or job key, in a file or a snippet. */
const PIN_LINE = /^(\s*(?:-\s+)?uses:\s+MionKit\/mion-perf-gate(\/[^@\s]+)?@)[0-9a-f]{40}(\s+#.*)?$/;
/** Any pin of this repository by commit, wherever it stands on its line. */
const PIN_MENTION = /MionKit\/mion-perf-gate(\/[^@\s]+)?@[0-9a-f]{40}/;
const REUSABLE_WORKFLOW_PATH = /^\/\.github\/workflows\/[^/]+\.ya?ml$/;

type PinKind = 'action' | 'workflows';

function fail(message: string): never {
  console.error(`write-release-pins: ${message}`);
  process.exit(2);
}

/** Names in dir (relative to the working folder) that match, as paths from the working folder. */
function filesIn(dir: string, name: RegExp): string[] {
  return readdirSync(dir === '' ? '.' : dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => (dir === '' ? entry.name : `${dir}/${entry.name}`))
    .sort();
}

let options: { pins?: string; commit?: string; version?: string };
try {
  ({ values: options } = parseArgs({
    options: { pins: { type: 'string' }, commit: { type: 'string' }, version: { type: 'string' } },
    strict: true,
  }));
} catch (error) {
  fail((error as Error).message);
}
const { pins, commit, version } = options;
if (pins !== 'action' && pins !== 'workflows')
  fail(`--pins must be action or workflows, not ${pins ?? 'missing'}`);
if (!commit || !/^[0-9a-fA-F]{40}$/.test(commit)) {
  fail(`--commit must be a full commit, 40 hex digits, not ${JSON.stringify(commit ?? 'missing')}`);
}
if (!version || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
  fail(`--version must be X.Y.Z (semantic versioning, no v), not ${JSON.stringify(version ?? 'missing')}`);
}
const kind: PinKind = pins;
// GitHub names commits in lowercase; a SHA copied from elsewhere in capitals is the same commit.
const pinnedCommit = commit.toLowerCase();

/** Files a user copies whole: each must pin this repository. */
const mustPin = [
  'README.md',
  ...filesIn('docs/examples', /\.ya?ml$/),
  ...filesIn('.github/workflows', /^reusable-.*\.ya?ml$/),
];
/** Pages whose snippets pin it where they show a step; most show none. */
const pages = filesIn('docs', /\.md$/);

let written = 0;
const unpinned: string[] = [];
// Every file is read and checked before any is written: a refusal leaves the checkout as it was.
const rewrites: { file: string; text: string }[] = [];
for (const file of [...mustPin, ...pages]) {
  const lines = readFileSync(file, 'utf8').split('\n');
  let pinsInFile = 0;
  const rewritten = lines.map((line, index) => {
    const pin = PIN_LINE.exec(line);
    if (!pin) {
      if (PIN_MENTION.test(line))
        fail(`${file}:${index + 1}: a pin this script cannot rewrite: ${line.trim()}`);
      return line;
    }
    pinsInFile += 1;
    const pinKind: PinKind =
      pin[2] !== undefined && REUSABLE_WORKFLOW_PATH.test(pin[2]) ? 'workflows' : 'action';
    if (pinKind !== kind) return line;
    written += 1;
    return `${pin[1]}${pinnedCommit} # v${version}`;
  });
  if (pinsInFile === 0 && mustPin.includes(file)) unpinned.push(file);
  if (rewritten.some((line, index) => line !== lines[index]))
    rewrites.push({ file, text: rewritten.join('\n') });
}
if (written === 0) fail(`no ${kind} pin found to write`);
for (const { file, text } of rewrites) {
  writeFileSync(file, text);
  console.log(`${file}: ${kind} pins -> ${pinnedCommit} # v${version}`);
}
for (const file of unpinned) console.log(`${file}: no pin of MionKit/mion-perf-gate (left as it is)`);
console.log(`${written} ${kind} pin(s) now name ${pinnedCommit} (v${version})`);
