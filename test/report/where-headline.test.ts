import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import { whereHeadline } from '../../src/report/where-section.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';

/** A real shard with a Where section of each measure (test/fixtures/shard-with-where.json). */
const SHARD = JSON.parse(
  readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'shard-with-where.json'), 'utf8'),
) as ResultsFile;

test("the first screen names the function whose cost per request rose most, relative to its side's total, with its source place", () => {
  // acquireCallContext rose 0.18 µs of 82.6 µs (0.21%); the megamorphic load 21.9 of 119,638 instructions (0.02%).
  assert.equal(
    whereHeadline(SHARD.where ?? []),
    'Where: `acquireCallContext` (@\u200dmionjs/router/src/callContext.ts:79) +0.18 µs a request in hello',
  );
});

test('no function rose, or no profile: nothing is said', () => {
  const fallen = (SHARD.where ?? []).map((where) =>
    'rows' in where ? { ...where, rows: where.rows.map((row) => ({ ...row, change: { mean: -1 } })) } : where,
  );
  assert.equal(whereHeadline(fallen), undefined);
  assert.equal(whereHeadline([]), undefined);
});

test('a native function is named with its place in one pair of parentheses', () => {
  const native = (SHARD.where ?? []).map((where) =>
    'rows' in where
      ? {
          ...where,
          rows: where.rows.map((row) => ({
            ...row,
            fn: { ...row.fn, file: '', line: 0 },
            source: undefined,
          })),
        }
      : where,
  );
  assert.match(whereHeadline(native) ?? '', /^Where: `[^`]+` \(native\) \+/);
});

test('the first screen names a function only above a failing check: a pass, or a pass with a notice, leads with none', () => {
  const gate = SHARD.gate!;
  const withVerdict = (verdict: GateOutcome['verdict']) =>
    renderMarkdownReport({ results: SHARD, gate: { ...gate, verdict } });
  const headline = whereHeadline(SHARD.where ?? [])!;
  // Above the fold only: the Where section further down still lists every function.
  const firstScreen = (report: string) => report.slice(0, report.indexOf('<details>'));
  assert.ok(firstScreen(withVerdict('regression')).includes(headline));
  assert.ok(firstScreen(withVerdict('unstable')).includes(headline));
  assert.ok(!firstScreen(withVerdict('pass')).includes('Where: '));
  assert.ok(!firstScreen(withVerdict('inconclusive')).includes('Where: '));
});
