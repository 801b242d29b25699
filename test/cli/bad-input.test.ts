import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { BAD_INPUT_CASES, writeCaseFiles } from './bad-input-cases.ts';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
// A case that slipped past validation would start benchmarking; this turns that into a failure.
const MUST_FAIL_WITHIN_MS = 20_000;
const workspaces: string[] = [];

/** Every file under dir, by path, with its digest: a folder is walked, so a file written in one counts too. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path, createHash('sha256').update(readFileSync(path)).digest('hex')];
      }),
  );
}

after(() => workspaces.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test(`the bad-input suite has at least 25 cases`, () => {
  assert.ok(BAD_INPUT_CASES.length >= 25, `${BAD_INPUT_CASES.length} cases`);
});

for (const badInput of BAD_INPUT_CASES) {
  test(`bad input: ${badInput.name} -> exit 2, one line naming it, nothing changed`, () => {
    const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-bad-input-'));
    workspaces.push(workspace);
    writeCaseFiles(workspace, badInput);
    const before = snapshot(workspace);
    const run = spawnSync(process.execPath, [CLI, ...badInput.args], {
      cwd: workspace,
      encoding: 'utf8',
      timeout: MUST_FAIL_WITHIN_MS,
    });
    assert.equal(run.status, 2, `exit code (stderr: ${run.stderr})`);
    const lines = run.stderr.trim().split('\n');
    assert.equal(lines.length, 1, `one line, got:\n${run.stderr}`);
    assert.match(lines[0]!, badInput.expect);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
    assert.deepEqual(snapshot(workspace), before, 'no file written or changed');
  });
}
