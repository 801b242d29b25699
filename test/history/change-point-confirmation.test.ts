import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { analyzeHistory, type HistoryAnalysis } from '../../src/history/analyze-history.ts';
import {
  confirmationSentence,
  parseConfirmations,
  readingOf,
  type Confirmation,
} from '../../src/history/change-point-confirmation.ts';
import { changePointIssue } from '../../src/history/change-point-issues.ts';
import { renderHistoryMarkdown } from '../../src/history/history-markdown.ts';
import { renderHistoryPage } from '../../src/history/history-page.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { cliWorkspace } from '../helpers/cli-workspace.ts';
import { commitId, syntheticHistory } from '../helpers/synthetic-history.ts';

const PAIRED_SHARD = join(REPO_ROOT, 'test', 'fixtures', 'shard-with-where.json');
const { workspace, runCli } = cliWorkspace('perf-gate-confirm-');

const interval = (change: number, lower: number, upper: number) => ({
  change,
  lower,
  upper,
  confidence: 0.95,
});

test('a paired interval reads slower only on the side of zero that is worse for users, in each measure', () => {
  assert.equal(readingOf('instructions', interval(0.01, 0.008, 0.012)), 'slower');
  assert.equal(readingOf('instructions', interval(-0.01, -0.012, -0.008)), 'faster');
  assert.equal(readingOf('instructions', interval(0.001, -0.001, 0.003)), 'unclear');
  assert.equal(readingOf('wall-time', interval(-0.06, -0.1, -0.02)), 'slower');
  assert.equal(readingOf('wall-time', interval(0.06, 0.02, 0.1)), 'faster');
  assert.equal(readingOf('wall-time', interval(0.0, -0.02, 0.03)), 'unclear');
});

/** 60 commits, hello +1% from commit 40: the detector names commit 40 (analyze-history.test.ts). */
const stepped = syntheticHistory(60, 0.01, 40);
const confirmationOfStep = (pairedChange: Confirmation['pairedChange']): Confirmation => ({
  commit: commitId(40),
  previousCommit: commitId(39),
  date: '2026-11-26T10:00:00Z',
  scenario: 'hello',
  measure: 'instructions',
  pairedChange,
});

test('a change point waits for its paired run in toConfirm until one is recorded, then carries it into every text', () => {
  const unconfirmed = analyzeHistory(stepped);
  assert.deepEqual(unconfirmed.toConfirm, [
    { commit: commitId(40), previousCommit: commitId(39), scenarios: ['hello'] },
  ]);
  assert.match(changePointIssue(unconfirmed.changePoints[0]!).body, /Not confirmed yet by a paired run/);

  const confirmed = analyzeHistory(stepped, undefined, [
    confirmationOfStep(interval(0.0102, 0.0095, 0.0109)),
  ]);
  assert.deepEqual(confirmed.toConfirm, []);
  const [point] = confirmed.changePoints;
  assert.equal(point!.confirmation?.agrees, true);
  const sentence = `Confirmed by a paired run against ${commitId(39).slice(0, 12)}: +1.02% (95%: +0.95% to +1.09%).`;
  assert.equal(confirmationSentence(point!.confirmation), sentence);
  assert.ok(renderHistoryMarkdown(confirmed, stepped).includes(sentence));
  assert.ok(renderHistoryPage(confirmed, stepped).includes(sentence));
  assert.ok(changePointIssue(point!).body.includes(sentence));
});

test('a paired run that reads no change or the other way does not confirm, and says which', () => {
  const unclear = analyzeHistory(stepped, undefined, [confirmationOfStep(interval(0.0004, -0.0008, 0.0016))]);
  assert.equal(unclear.changePoints[0]!.confirmation?.agrees, false);
  assert.match(
    confirmationSentence(unclear.changePoints[0]!.confirmation),
    /^Not confirmed: .* no clear change/,
  );
  assert.deepEqual(unclear.toConfirm, [], 'a change point measured once is not measured again');
  const opposite = analyzeHistory(stepped, undefined, [confirmationOfStep(interval(-0.01, -0.011, -0.009))]);
  assert.match(
    confirmationSentence(opposite.changePoints[0]!.confirmation),
    /^Contradicted: .* the other way/,
  );
  // The last recorded run of a change point is the one read.
  const both = analyzeHistory(stepped, undefined, [
    confirmationOfStep(interval(-0.01, -0.011, -0.009)),
    confirmationOfStep(interval(0.01, 0.009, 0.011)),
  ]);
  assert.equal(both.changePoints[0]!.confirmation?.agrees, true);
});

test('history confirm appends one line per gated scenario of a paired run, and history analyze reads them back', () => {
  const confirmations = join(workspace, 'confirmations.jsonl');
  const run = runCli([
    'history',
    'confirm',
    '--results',
    PAIRED_SHARD,
    '--confirmations',
    confirmations,
    '--commit',
    commitId(40),
    '--previous-commit',
    commitId(39),
  ]);
  assert.equal(run.exitCode, 0, run.stderr);
  assert.match(
    run.stdout,
    new RegExp(`history: ${commitId(40)} against ${commitId(39)}: hello wall-time unclear`),
  );
  const lines = readFileSync(confirmations, 'utf8')
    .trim()
    .split('\n')
    .map((text) => JSON.parse(text) as Confirmation);
  assert.equal(lines.length, 1);
  assert.equal(lines[0]!.measure, 'wall-time');
  assert.ok(lines[0]!.pairedChange.lower < 0 && lines[0]!.pairedChange.upper > 0);
  // A history with the step in the wall-time series, and the confirmation beside it.
  // Two lines a commit (hello, update-user); hello 1% fewer requests/s from commit 40 on.
  const wallTime = stepped.map((line, index) => ({
    ...line,
    measure: 'wall-time' as const,
    value: line.scenario === 'hello' && index >= 80 ? (line.value / 1.01) * 0.99 : line.value,
  }));
  writeFileSync(
    join(workspace, 'wall.jsonl'),
    wallTime.map((line) => JSON.stringify(line)).join('\n') + '\n',
  );
  const analyzed = runCli([
    'history',
    'analyze',
    '--history',
    'wall.jsonl',
    '--confirmations',
    confirmations,
    '--out',
    'wall.json',
  ]);
  assert.equal(analyzed.exitCode, 0, analyzed.stderr);
  const analysis = JSON.parse(readFileSync(join(workspace, 'wall.json'), 'utf8')) as HistoryAnalysis;
  const hello = analysis.changePoints.find((point) => point.scenario === 'hello');
  assert.equal(hello?.commit, commitId(40));
  assert.equal(hello?.confirmation?.reading, 'unclear');
});

test('history confirm refuses what cannot be a confirmation in one line, and writes nothing', () => {
  const confirmations = join(workspace, 'refused.jsonl');
  const cases: Array<[string[], RegExp]> = [
    [['--results', PAIRED_SHARD, '--confirmations', confirmations], /--previous-commit is required/],
    [
      ['--results', PAIRED_SHARD, '--confirmations', confirmations, '--previous-commit', 'main'],
      /--previous-commit must be a commit's hex SHA, not "main"/,
    ],
    [
      [
        '--results',
        join(REPO_ROOT, 'baseline', 'baseline.json'),
        '--confirmations',
        confirmations,
        '--commit',
        commitId(1),
        '--previous-commit',
        commitId(0),
      ],
      /has no paired comparison \(run compare with the commit before as the base\)/,
    ],
  ];
  // A paired run whose base was built from another commit than the one before the change point.
  const otherCommits = JSON.parse(readFileSync(PAIRED_SHARD, 'utf8')) as ResultsFile;
  for (const run of otherCommits.servers) {
    if (run.name === 'mion') run.rebuildFrom = { kind: 'git', commit: commitId(40) };
    if (run.name === 'mion.base') run.rebuildFrom = { kind: 'git', commit: commitId(12) };
  }
  const otherCommitsPath = join(workspace, 'other-commits.json');
  writeFileSync(otherCommitsPath, JSON.stringify(otherCommits));
  cases.push([
    [
      '--results',
      otherCommitsPath,
      '--confirmations',
      confirmations,
      '--commit',
      commitId(40).slice(0, 12),
      '--previous-commit',
      commitId(39),
    ],
    new RegExp(
      `its base \\(mion\\.base\\) was built from commit ${commitId(12)}, not ${commitId(39)}; measure the change point's commit against the commit before it`,
    ),
  ]);
  for (const [args, expected] of cases) {
    const run = runCli(['history', 'confirm', ...args]);
    assert.equal(run.exitCode, 2, run.stdout);
    assert.match(run.stderr.trim(), expected);
    assert.equal(run.stderr.trim().split('\n').length, 1);
    assert.equal(existsSync(confirmations), false);
  }
});

test("docs/history-format.md's confirmation example is a line history confirm writes and analyze reads", () => {
  const doc = readFileSync(join(REPO_ROOT, 'docs', 'history-format.md'), 'utf8');
  const example = /## Confirmations[\s\S]*?```json\n([\s\S]*?)```/.exec(doc)?.[1];
  assert.ok(example, 'the Confirmations section has a JSON example');
  const [line] = parseConfirmations(JSON.stringify(JSON.parse(example)), 'docs/history-format.md');
  assert.equal(line?.previousCommit.length, 40);
});
