import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import type { HistoryAnalysis } from '../../src/history/analyze-history.ts';
import type { HistoryLine } from '../../src/config/history-line.ts';
import { cliWorkspace } from '../helpers/cli-workspace.ts';
import { commitId, syntheticHistory } from '../helpers/synthetic-history.ts';

const { workspace, runCli } = cliWorkspace('perf-gate-history-');

function writeHistory(name: string, lines: HistoryLine[]): string {
  const path = join(workspace, name);
  writeFileSync(path, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
  return path;
}

test('60 commits, +1% in hello from the 41st: history analyze names exactly that commit, and nothing in update-user', () => {
  writeHistory('stepped.jsonl', syntheticHistory(60, 0.01, 40));
  const run = runCli([
    'history',
    'analyze',
    '--history',
    'stepped.jsonl',
    '--out',
    'out.json',
    '--markdown',
    'out.md',
  ]);
  assert.equal(run.exitCode, 0, run.stderr);
  const analysis = JSON.parse(readFileSync(join(workspace, 'out.json'), 'utf8')) as HistoryAnalysis;
  assert.deepEqual(
    analysis.changePoints.map((point) => [point.scenario, point.measure, point.commit, point.direction]),
    [['hello', 'instructions', commitId(40), 'slower']],
  );
  const [point] = analysis.changePoints;
  assert.ok(point!.lower < 0.01 && 0.01 < point!.upper, JSON.stringify(point));
  assert.equal(point!.previousCommit, commitId(39));
  const markdown = readFileSync(join(workspace, 'out.md'), 'utf8');
  assert.match(markdown, new RegExp(`slower by \\+1\\.\\d\\d%.*at \`${commitId(40)}\``));
  assert.match(markdown, /\| update-user \| instructions\/request \| 60 \| .* \| none \|/);
});

test('a history of a few commits says it is too short, and exits 0', () => {
  writeHistory('short.jsonl', syntheticHistory(4, 0, 0));
  const run = runCli(['history', 'analyze', '--history', 'short.jsonl', '--out', 'short.json']);
  assert.equal(run.exitCode, 0, run.stderr);
  assert.match(run.stdout, /hello instructions: too short: 4 commits, at least 6 needed/);
  const analysis = JSON.parse(readFileSync(join(workspace, 'short.json'), 'utf8')) as HistoryAnalysis;
  assert.deepEqual(analysis.changePoints, []);
});

test('a change of the recorded conditions is not a change point: each side is judged apart', () => {
  const lines = syntheticHistory(40, 0, 0).map((line, index) => ({
    ...line,
    // Another Node from the 21st commit on counts 3% more, and says so in its conditions.
    ...(index >= 40
      ? { value: line.value * 1.03, conditions: 'bbbbbbbbbbbb' }
      : { conditions: 'aaaaaaaaaaaa' }),
  }));
  writeHistory('conditions.jsonl', lines);
  const run = runCli(['history', 'analyze', '--history', 'conditions.jsonl', '--out', 'conditions.json']);
  assert.equal(run.exitCode, 0, run.stderr);
  const analysis = JSON.parse(readFileSync(join(workspace, 'conditions.json'), 'utf8')) as HistoryAnalysis;
  assert.deepEqual(analysis.changePoints, []);
  assert.deepEqual(
    analysis.series.map((series) => [series.scenario, series.conditionChanges]),
    [
      ['hello', [commitId(20)]],
      ['update-user', [commitId(20)]],
    ],
  );
});

test('history append: the committed baseline becomes one line per scenario and measure, once, and analyze reads it', () => {
  const history = join(workspace, 'appended.jsonl');
  const baseline = join(REPO_ROOT, 'baseline', 'baseline.json');
  const append = (commit: string) =>
    runCli(['history', 'append', '--history', history, '--results', baseline, '--commit', commit]);
  const first = append('1111111');
  assert.equal(first.exitCode, 0, first.stderr);
  assert.match(first.stdout, /history: 6 lines appended for 1111111/);
  const lines = readFileSync(history, 'utf8')
    .trim()
    .split('\n')
    .map((text) => JSON.parse(text) as HistoryLine);
  assert.deepEqual(
    lines.map((line) => `${line.scenario} ${line.measure}`),
    [
      'hello instructions',
      'update-user instructions',
      'heavy-validation instructions',
      'hello wall-time',
      'update-user wall-time',
      'heavy-validation wall-time',
    ],
  );
  const counted = lines[0]!;
  assert.ok(counted.value > 50_000 && counted.processes! >= 4 && /^[0-9a-f]{12}$/.test(counted.conditions!));
  // The same commit again (a re-run of the workflow) adds nothing; another commit adds its lines.
  assert.match(append('1111111').stdout, /0 lines appended for 1111111 \(6 already recorded\)/);
  assert.equal(append('2222222').exitCode, 0);
  assert.equal(readFileSync(history, 'utf8').trim().split('\n').length, 12);
  const analyzed = runCli(['history', 'analyze', '--history', history]);
  assert.equal(analyzed.exitCode, 0, analyzed.stderr);
  assert.match(analyzed.stdout, /hello instructions: too short: 2 commits, at least 6 needed/);
});

test('a bad history line is refused in one line naming the file, the line and the field; the file is untouched', () => {
  const path = join(workspace, 'bad.jsonl');
  const good = JSON.stringify({
    commit: 'abcdef1',
    date: '2026-11-01T00:00:00Z',
    scenario: 'hello',
    measure: 'instructions',
    value: 95_000,
  });
  const cases: Array<[string, RegExp]> = [
    ['{"commit": "abcdef1"', /bad\.jsonl line 2: not JSON/],
    [good.replace('95000', '-1'), /bad\.jsonl line 2: \/value must be > 0/],
    [good.replace('"hello"', '"<img src=x>"'), /bad\.jsonl line 2: \/scenario must match pattern/],
    [good.replace('abcdef1', 'main'), /bad\.jsonl line 2: \/commit must match pattern/],
    [
      good.replace('instructions', 'latency'),
      /bad\.jsonl line 2: \/measure must be equal to one of the allowed values/,
    ],
    [
      good.replace('}', ',"url":"https://example.com"}'),
      /bad\.jsonl line 2: the line must NOT have additional properties/,
    ],
  ];
  for (const [line, expected] of cases) {
    writeFileSync(path, `${good}\n${line}\n`);
    const before = readFileSync(path, 'utf8');
    const run = runCli(['history', 'analyze', '--history', path, '--out', 'never.json']);
    assert.equal(run.exitCode, 2);
    assert.match(run.stderr.trim(), expected);
    assert.equal(run.stderr.trim().split('\n').length, 1);
    assert.equal(readFileSync(path, 'utf8'), before);
  }
});

test('history export: one commit in Bencher Metric Format and in github-action-benchmark JSON', () => {
  const lines: HistoryLine[] = [
    ...syntheticHistory(2, 0, 0),
    {
      commit: commitId(2),
      date: '2026-11-26T08:00:00.000Z',
      scenario: 'hello',
      measure: 'instructions',
      value: 95_000,
      processes: 8,
      spreadLog: 0.001,
    },
    {
      commit: commitId(2),
      date: '2026-11-26T08:00:00.000Z',
      scenario: 'hello',
      measure: 'wall-time',
      value: 21_000,
    },
  ];
  writeHistory('export.jsonl', lines);
  const bencher = runCli([
    'history',
    'export',
    '--history',
    'export.jsonl',
    '--format',
    'bencher',
    '--out',
    'bmf.json',
  ]);
  assert.equal(bencher.exitCode, 0, bencher.stderr);
  const bmf = JSON.parse(readFileSync(join(workspace, 'bmf.json'), 'utf8')) as Record<
    string,
    Record<string, Record<string, number>>
  >;
  assert.deepEqual(Object.keys(bmf), ['mion/hello']);
  assert.equal(bmf['mion/hello']!.instructions!.value, 95_000);
  assert.ok(Math.abs(bmf['mion/hello']!.instructions!.upper_value! / 95_000 - Math.exp(0.001)) < 1e-12);
  assert.deepEqual(bmf['mion/hello']!.throughput, { value: 21_000 });
  const action = runCli([
    'history',
    'export',
    '--history',
    'export.jsonl',
    '--format',
    'github-action-benchmark',
    '--commit',
    commitId(1),
    '--out',
    'gab.json',
  ]);
  assert.equal(action.exitCode, 0, action.stderr);
  const entries = JSON.parse(readFileSync(join(workspace, 'gab.json'), 'utf8')) as Array<
    Record<string, unknown>
  >;
  assert.deepEqual(
    entries.map((entry) => [entry.name, entry.unit]),
    [
      ['mion hello', 'instructions/request'],
      ['mion update-user', 'instructions/request'],
    ],
  );
  const missing = runCli([
    'history',
    'export',
    '--history',
    'export.jsonl',
    '--format',
    'bencher',
    '--commit',
    'fffffff',
    '--out',
    'x.json',
  ]);
  assert.equal(missing.exitCode, 2);
  assert.match(missing.stderr, /has no line of commit fffffff/);
});
