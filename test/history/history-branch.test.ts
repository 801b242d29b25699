import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { parseConfirmations } from '../../src/history/change-point-confirmation.ts';
import {
  CONFIRMATIONS_FILE,
  gitTokenEnvironment,
  HISTORY_FILE,
  updateHistoryBranch,
  type HistoryBranch,
} from '../../src/history/history-branch.ts';
import { parseHistory } from '../../src/config/history-line.ts';
import { appendCommitToHistory, appendConfirmation } from '../../src/history/history-records.ts';
import { readResultsFile } from '../../src/results/results-file.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';

const RESULTS = readResultsFile(join(REPO_ROOT, 'baseline', 'baseline.json'));
/** A paired run's results: a change point's confirmation. */
const PAIRED_RESULTS = readResultsFile(join(REPO_ROOT, 'test', 'fixtures', 'shard-with-where.json'));
const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-history-branch-'));
after(() => rmSync(workspace, { recursive: true, force: true }));

const remote = join(workspace, 'remote.git');
const branch: HistoryBranch = { remote, name: 'perf-history', env: {} };
const git = (...args: string[]) =>
  execFileSync('git', [`--git-dir=${remote}`, ...args], { encoding: 'utf8' });

function recordCommit(commit: string, log: (line: string) => void) {
  return updateHistoryBranch(
    branch,
    {
      file: HISTORY_FILE,
      message: `perf history: ${commit}`,
      change: (path) => {
        appendCommitToHistory(path, RESULTS, { commit, date: RESULTS.createdAt, subject: 'mion' }, 'results');
      },
    },
    log,
  );
}

test(
  'three writers racing to a real git repository: each commit recorded once, on a linear branch; a re-run adds nothing',
  { timeout: 120_000 },
  async () => {
    execFileSync('git', ['init', '-q', '--bare', remote]);
    const logs: string[] = [];
    // Three writers at once, the branch not there yet: at least two lose a race and start again.
    const runs = await Promise.all(
      ['1111111', '2222222', '3333333'].map((commit) => recordCommit(commit, (line) => logs.push(line))),
    );
    assert.deepEqual(
      runs.map((run) => run.pushed),
      [true, true, true],
    );
    assert.ok(
      logs.some((line) => /lost a race/.test(line)),
      logs.join('\n'),
    );
    const history = parseHistory(git('show', 'perf-history:history.jsonl'), 'history.jsonl');
    const perCommit = (commit: string) => history.filter((line) => line.commit === commit).length;
    assert.deepEqual(['1111111', '2222222', '3333333'].map(perCommit), [6, 6, 6]);
    assert.equal(git('rev-list', '--count', 'perf-history').trim(), '3');
    assert.equal(git('rev-list', '--merges', '--count', 'perf-history').trim(), '0');

    const again = await recordCommit('2222222', () => {});
    assert.equal(again.pushed, false);
    assert.equal(parseHistory(again.files[HISTORY_FILE]!, 'h').length, 18);
    assert.equal(git('rev-list', '--count', 'perf-history').trim(), '3');

    // A change point's paired run goes beside the history on the same branch, once.
    const confirm = () =>
      updateHistoryBranch(
        branch,
        {
          file: CONFIRMATIONS_FILE,
          message: 'perf history: 3333333 against 2222222',
          change: (path) => {
            const pair = { commit: '3333333', previousCommit: '2222222', date: PAIRED_RESULTS.createdAt };
            appendConfirmation(path, PAIRED_RESULTS, pair, 'paired results');
          },
        },
        () => {},
      );
    const confirmed = await confirm();
    assert.equal(confirmed.pushed, true);
    const lines = parseConfirmations(git('show', 'perf-history:confirmations.jsonl'), 'confirmations.jsonl');
    assert.deepEqual(
      lines.map((line) => [line.commit, line.previousCommit, line.scenario]),
      [['3333333', '2222222', 'hello']],
    );
    assert.equal(parseHistory(confirmed.files[HISTORY_FILE]!, 'h').length, 18);
    assert.equal((await confirm()).pushed, false);
    assert.equal(git('rev-list', '--count', 'perf-history').trim(), '4');
  },
);

test("the token reaches git in its environment, as a header for the server's address only", () => {
  const token = 'ghs_notARealToken0123456789';
  const env = gitTokenEnvironment('https://github.com', token);
  assert.ok(!Object.keys(env).some((name) => !name.startsWith('GIT_CONFIG_')));
  const header = (url: string) =>
    spawnSync('git', ['config', '--get-urlmatch', 'http.extraheader', url], {
      env: { PATH: process.env.PATH, HOME: tmpdir(), ...env },
      encoding: 'utf8',
    }).stdout.trim();
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  assert.equal(header('https://github.com/mion/gate.git'), `AUTHORIZATION: basic ${basic}`);
  assert.equal(header('https://example.com/mion/gate.git'), '');
  assert.deepEqual(gitTokenEnvironment('https://github.com', ''), {});
});
