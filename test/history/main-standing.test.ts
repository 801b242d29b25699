import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { historyLinesOf } from '../../src/history/history-from-results.ts';
import type { HistoryLine } from '../../src/config/history-line.ts';
import { MAIN_COMMITS_COMPARED, standingAgainstMain } from '../../src/history/main-standing.ts';
import { parseResults, readResultsFile } from '../../src/results/results-file.ts';
import { renderMainHistoryLines } from '../../src/report/main-history-lines.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import { commitId } from '../helpers/synthetic-history.ts';

/** A real run with counts and requests/s of mion measured alone: the committed baseline. */
const baseline = readResultsFile(join(REPO_ROOT, 'baseline', 'baseline.json'));
/** A real paired run (head and base loaded together). */
const paired = readResultsFile(join(REPO_ROOT, 'test', 'fixtures', 'shard-with-where.json'));

/** `commits` commits of main recorded from the baseline's own figures, each scaled by `scale(index)`. */
function mainHistory(commits: number, scale: (index: number) => number): HistoryLine[] {
  return Array.from({ length: commits }, (_, index) =>
    historyLinesOf(baseline, { commit: commitId(index), date: baseline.createdAt, subject: 'mion' }).map(
      (line) => ({ ...line, value: line.value * scale(index) }),
    ),
  ).flat();
}

test("the head is set against the median and range of main's last 20 commits counted under its conditions", () => {
  // 30 commits of main: the old 10 counted 5% more (outside the 20 compared), the last 20 within ±0.2%.
  const history = mainHistory(30, (index) => (index < 10 ? 1.05 : 1 + ((index % 5) - 2) * 0.001));
  const standings = standingAgainstMain(baseline, history, 'mion');
  const hello = standings.find((one) => one.scenario === 'hello' && one.measure === 'instructions')!;
  assert.equal(hello.commits, MAIN_COMMITS_COMPARED);
  assert.equal(hello.latestCommit, commitId(29));
  assert.ok(Math.abs(hello.change!) < 0.0005, `${hello.change}`);
  assert.ok(hello.low! < hello.head && hello.head < hello.high!);
  assert.deepEqual(
    standings.map((one) => `${one.scenario} ${one.measure}`),
    historyLinesOf(baseline, { commit: 'a', date: baseline.createdAt, subject: 'mion' }).map(
      (line) => `${line.scenario} ${line.measure}`,
    ),
  );
  const text = renderMainHistoryLines(standings)!;
  assert.match(
    text,
    /- hello: 94,953 instructions\/request, [+−]0\.0\d% against the median of main's last 20 commits \([\d,]+; [\d,]+ to [\d,]+; latest `aaaaaaa`\): within their range/,
  );
});

test("a head beyond every one of main's commits says so, in the direction of the figure", () => {
  const history = mainHistory(5, () => 0.99);
  const hello = standingAgainstMain(baseline, history, 'mion').find(
    (one) => one.scenario === 'hello' && one.measure === 'instructions',
  )!;
  assert.ok(Math.abs(hello.change! - (1 / 0.99 - 1)) < 1e-9);
  assert.match(
    renderMainHistoryLines([hello])!,
    /\+1\.01% against the median of main's last 5 commits .*: above every one of them/,
  );
});

test('figures of other conditions, or of no commit, are never set beside the head; no history, no section', () => {
  const other = mainHistory(20, () => 1).map((line) => ({ ...line, conditions: 'ffffffffffff' }));
  const standings = standingAgainstMain(baseline, other, 'mion');
  assert.ok(standings.every((one) => one.none === 'other-conditions' && one.commits === 0));
  assert.match(
    renderMainHistoryLines(standings)!,
    /no commit of main was measured under this run's conditions/,
  );
  // A scenario main never recorded says so; an empty history (no history workflow yet) adds nothing.
  const helloOnly = mainHistory(3, () => 1).filter((line) => line.scenario === 'hello');
  const partial = standingAgainstMain(baseline, helloOnly, 'mion');
  assert.ok(partial.filter((one) => one.scenario !== 'hello').every((one) => one.none === 'no-history'));
  assert.match(
    renderMainHistoryLines(partial)!,
    /- update-user: .*main's history has no commit of this scenario yet/,
  );
  assert.deepEqual(standingAgainstMain(baseline, [], 'mion'), []);
  assert.equal(renderMainHistoryLines([]), undefined);
});

test("a paired run's requests/s (head loaded beside its base) are not set against main's, which ran alone", () => {
  const history = historyLinesOf(paired, { commit: commitId(1), date: paired.createdAt, subject: 'mion' });
  assert.ok(history.some((line) => line.measure === 'wall-time'));
  assert.deepEqual(standingAgainstMain(paired, history, 'mion'), []);
});

test('the comment carries the section, and the results schema refuses markup in its fields', () => {
  const standings = standingAgainstMain(
    baseline,
    mainHistory(20, () => 1),
    'mion',
  );
  const report = renderMarkdownReport({ results: { ...baseline, mainHistory: standings } });
  assert.match(report, /#### Against main's history\n\n- hello: /);
  const hostile = {
    ...baseline,
    mainHistory: [{ ...standings[0]!, scenario: '<img src=x onerror=alert(1)>' }],
  };
  assert.throws(() => parseResults(JSON.stringify(hostile), 'hostile.json'), /mainHistory\/0\/scenario/);
  const link = {
    ...baseline,
    mainHistory: [{ ...standings[0]!, latestCommit: '[x](https://evil.example)' }],
  };
  assert.throws(() => parseResults(JSON.stringify(link), 'link.json'), /mainHistory\/0\/latestCommit/);
});

test('a scenario named like an issue reference (gh-1) renders inert: no link, no cross-reference', () => {
  const history = mainHistory(5, () => 1);
  const hello = standingAgainstMain(baseline, history, 'mion').find(
    (one) => one.scenario === 'hello' && one.measure === 'instructions',
  )!;
  const text = renderMainHistoryLines([{ ...hello, scenario: 'gh-1' }])!;
  // GitHub links GH-1 to issue 1; a zero-width joiner after "GH-" breaks the reference.
  assert.match(text, /^- gh-\u200d1: /m);
  assert.doesNotMatch(text, /\bgh-1\b/i);
});
