import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { parseHistory } from '../../src/config/history-line.ts';
import type { HistoryAnalysis } from '../../src/history/analyze-history.ts';
import { parseConfirmations } from '../../src/history/change-point-confirmation.ts';

const SCRIPT = join(REPO_ROOT, '.github', 'scripts', 'push-history.sh');
const ANALYZE_SCRIPT = join(REPO_ROOT, '.github', 'scripts', 'analyze-history.sh');
const RESULTS = join(REPO_ROOT, 'baseline', 'baseline.json');
/** A paired run's results: a change point's confirmation. */
const PAIRED_RESULTS = join(REPO_ROOT, 'test', 'fixtures', 'shard-with-where.json');
const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-history-push-'));
after(() => rmSync(workspace, { recursive: true, force: true }));

function pushHistory(
  remote: string,
  commit: string,
  confirmation: string[] = [],
  results = RESULTS,
): Promise<{ exitCode: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', [SCRIPT, remote, 'perf-history', results, commit, ...confirmation], {
      cwd: workspace,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (exitCode) => resolve({ exitCode, output }));
  });
}

const git = (remote: string, ...args: string[]) =>
  execFileSync('git', [`--git-dir=${remote}`, ...args], { encoding: 'utf8' });

test(
  'two writers racing to a real git repository: both commits recorded once, on a linear branch; a re-run adds nothing',
  { timeout: 120_000 },
  async () => {
    const remote = join(workspace, 'remote.git');
    execFileSync('git', ['init', '-q', '--bare', remote]);
    // Three writers at once, the branch not there yet: at least two lose a race and start again.
    const runs = await Promise.all(
      ['1111111', '2222222', '3333333'].map((commit) => pushHistory(remote, commit)),
    );
    for (const run of runs) assert.equal(run.exitCode, 0, run.output);
    assert.ok(
      runs.some((run) => /lost a race/.test(run.output)),
      runs.map((run) => run.output).join('\n'),
    );
    const history = parseHistory(git(remote, 'show', 'perf-history:history.jsonl'), 'history.jsonl');
    const perCommit = (commit: string) => history.filter((line) => line.commit === commit).length;
    assert.deepEqual(['1111111', '2222222', '3333333'].map(perCommit), [6, 6, 6]);
    assert.equal(git(remote, 'rev-list', '--count', 'perf-history').trim(), '3');
    assert.equal(git(remote, 'rev-list', '--merges', '--count', 'perf-history').trim(), '0');
    const again = await pushHistory(remote, '2222222');
    assert.equal(again.exitCode, 0, again.output);
    assert.match(again.output, /2222222 was already recorded/);
    assert.equal(git(remote, 'rev-list', '--count', 'perf-history').trim(), '3');
    // A change point's paired run goes beside the history on the same branch, once.
    const confirm = () => pushHistory(remote, '3333333', ['confirmations.jsonl', '2222222'], PAIRED_RESULTS);
    const confirmed = await confirm();
    assert.equal(confirmed.exitCode, 0, confirmed.output);
    assert.match(confirmed.output, /3333333 against 2222222: hello wall-time unclear/);
    const lines = parseConfirmations(
      git(remote, 'show', 'perf-history:confirmations.jsonl'),
      'confirmations.jsonl',
    );
    assert.deepEqual(
      lines.map((line) => [line.commit, line.previousCommit, line.scenario]),
      [['3333333', '2222222', 'hello']],
    );
    assert.equal(parseHistory(git(remote, 'show', 'perf-history:history.jsonl'), 'h').length, 18);
    assert.match((await confirm()).output, /3333333 was already recorded/);
    assert.equal(git(remote, 'rev-list', '--count', 'perf-history').trim(), '4');

    // The workflow's reader: both files from the branch, analyzed into the runner's temp folder.
    const temp = join(workspace, 'runner-temp');
    mkdirSync(temp);
    const summary = join(temp, 'summary.md');
    execFileSync('bash', [ANALYZE_SCRIPT, remote, 'perf-history'], {
      cwd: workspace,
      env: { ...process.env, RUNNER_TEMP: temp, GITHUB_STEP_SUMMARY: summary },
    });
    const analysis = JSON.parse(readFileSync(join(temp, 'change-points.json'), 'utf8')) as HistoryAnalysis;
    assert.match(analysis.series[0]!.tooShort ?? '', /too short: 3 commits/);
    assert.equal(parseConfirmations(readFileSync(join(temp, 'confirmations.jsonl'), 'utf8'), 'c').length, 1);
    assert.match(readFileSync(summary, 'utf8'), /## Performance history of main/);
    assert.match(
      readFileSync(join(temp, 'history-page', 'index.html'), 'utf8'),
      /<h1>Performance history of main<\/h1>/,
    );
  },
);
