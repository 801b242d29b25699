import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { HistoryAnalysis } from '../../src/history/analyze-history.ts';
import { parseConfirmations } from '../../src/history/change-point-confirmation.ts';
import { CHANGE_POINT_LABEL } from '../../src/history/change-point-issues.ts';
import { parseHistory } from '../../src/config/history-line.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { FakeGitHubApi } from '../helpers/fake-github-api.ts';
import { startGitHttpServer, type GitHttpServer } from '../helpers/git-http-server.ts';
import { runAction } from '../helpers/run-action.ts';

/**
 * The trusted jobs of reusable-history.yml, driven as the runner drives dist/index.js: mode
 * history-record appends a push's results to the perf-history branch of a real git server (git
 * http-backend, pushes taken only with the job's token), finds its change points and says which to
 * confirm; mode history-confirm records the paired run beside it, and the stand-in of the GitHub API
 * gets an issue for the confirmed slowdown. No script of this repository, no checkout.
 */
const TOKEN = 'ghs_historyWriterToken0123456789';
const BASELINE = JSON.parse(
  readFileSync(join(REPO_ROOT, 'baseline', 'baseline.json'), 'utf8'),
) as ResultsFile;
const PAIRED = JSON.parse(
  readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'shard-with-where.json'), 'utf8'),
) as ResultsFile;
const commitId = (index: number) => index.toString(16).padEnd(40, 'c');
/** A per-commit wobble of a few parts in 10,000, as counts of one source repeat (docs/history.md). */
const WOBBLE = [1, 1.0003, 0.9998, 1.0002, 0.9997, 1.0001, 0.9999, 1.0002];

let api: FakeGitHubApi;
let git: GitHttpServer;
let root: string;
let workspace: string;
const bare = () => join(root, 'mion', 'gate', '.git');
const onBranch = (file: string) =>
  execFileSync('git', [`--git-dir=${bare()}`, 'show', `perf-history:${file}`], { encoding: 'utf8' });

/** The baseline's results as commit `index` measured them: hello's counts scaled by `hello`. */
function resultsOf(index: number, hello: number): string {
  const results = structuredClone(BASELINE);
  results.createdAt = new Date(Date.UTC(2026, 10, 1, index)).toISOString();
  for (const { scenario, servers } of results.instructions!.scenarios) {
    const scale = (scenario === 'hello' ? hello : 1) * WOBBLE[index % WOBBLE.length]!;
    for (const server of servers) for (const sample of server.samples) sample.instructionsPerRequest *= scale;
  }
  const path = join(workspace, 'perf-gate-results', 'results.json');
  writeFileSync(path, JSON.stringify(results));
  return path;
}

const pushOf = (index: number) => ({ name: 'push', payload: { after: commitId(index) } });
const run = (inputs: Record<string, string>, sha: string, token = TOKEN) =>
  runAction({ 'github-token': token, ...inputs }, pushOf(0), {
    workspace,
    apiUrl: api.url,
    timeoutMs: 60_000,
    env: { GITHUB_SERVER_URL: git.url, GITHUB_SHA: sha },
  });
const record = (index: number, hello: number) => {
  resultsOf(index, hello);
  return run({ mode: 'history-record' }, commitId(index));
};

describe('modes history-record and history-confirm against a real git server', () => {
  before(async () => {
    api = await FakeGitHubApi.start();
    root = mkdtempSync(join(tmpdir(), 'history-entry-git-'));
    execFileSync('git', ['init', '--quiet', '--bare', bare()]);
    git = await startGitHttpServer(root, { pushToken: TOKEN });
    workspace = mkdtempSync(join(tmpdir(), 'history-entry-'));
    mkdirSync(join(workspace, 'perf-gate-results'), { recursive: true });
  });
  after(async () => {
    await git.close();
    await api.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(workspace, { recursive: true, force: true });
  });

  it('a token that may not push fails the step, and the branch is not created', async () => {
    const refused = await (async () => {
      resultsOf(1, 1);
      return run({ mode: 'history-record' }, commitId(1), 'ghs_someOtherToken');
    })();
    assert.equal(refused.exitCode, 1, refused.log);
    assert.match(refused.log, /::error::git push to perf-history failed: .*403/);
    const logged = refused.log.replace(/^::add-mask::.*$/m, '');
    assert.ok(!logged.includes('ghs_someOtherToken'), 'the token is only ever masked');
    assert.throws(() => onBranch('history.jsonl'));
  });

  it('records each push once, finds the slowdown, and asks for its paired run', async () => {
    for (let index = 1; index <= 4; index++) {
      const recorded = await record(index, 1);
      assert.equal(recorded.exitCode, 0, recorded.log);
      assert.equal(recorded.outputs.confirm, '', recorded.log);
    }
    const again = await record(4, 1);
    assert.equal(again.exitCode, 0, again.log);
    assert.match(again.log, /0 lines for 4c+ \(6 already recorded\)/);
    assert.match(again.log, /already holds it; nothing to push/);

    // Hello 2% slower from commit 5: three commits at the new level make it a change point.
    let last;
    for (let index = 5; index <= 7; index++) {
      last = await record(index, 1.02);
      assert.equal(last.exitCode, 0, last.log);
    }
    const history = parseHistory(onBranch('history.jsonl'), 'history.jsonl');
    assert.deepEqual([...new Set(history.map((line) => line.commit))], [1, 2, 3, 4, 5, 6, 7].map(commitId));
    assert.equal(history.length, 7 * 6);
    const commits = execFileSync('git', [`--git-dir=${bare()}`, 'rev-list', '--count', 'perf-history'], {
      encoding: 'utf8',
    });
    assert.equal(commits.trim(), '7');

    assert.deepEqual(JSON.parse(last!.outputs.confirm!), {
      commit: commitId(5),
      previousCommit: commitId(4),
      scenarios: ['hello'],
    });
    const analysis = JSON.parse(
      readFileSync(last!.outputs['change-points-path']!, 'utf8'),
    ) as HistoryAnalysis;
    const slowdowns = analysis.changePoints.filter((point) => point.measure === 'instructions');
    assert.deepEqual(
      slowdowns.map((point) => [point.scenario, point.commit, point.direction]),
      [['hello', commitId(5), 'slower']],
    );
    assert.ok(Math.abs(slowdowns[0]!.change - 0.02) < 0.002, String(slowdowns[0]!.change));
    assert.match(last!.summary, /## Performance history of main/);
    assert.match(
      readFileSync(join(last!.outputs['page-dir']!, 'index.html'), 'utf8'),
      /<h1>Performance history of main<\/h1>/,
    );
    // Not confirmed yet: no issue.
    assert.equal(api.issues.size, 0);
  });

  it('records the paired run of the change point, and opens one issue for the confirmed slowdown', async () => {
    const paired = structuredClone(PAIRED);
    const metric = paired.gate!.metrics[0]!;
    metric.metric = 'instructionsPerRequest';
    metric.estimates.paired = { ...metric.estimates.paired!, estimate: 0.0201, lower: 0.0195, upper: 0.0207 };
    writeFileSync(join(workspace, 'perf-gate-results', 'confirmation.json'), JSON.stringify(paired));
    const changePoint = JSON.stringify({
      commit: commitId(5),
      previousCommit: commitId(4),
      scenarios: ['hello'],
    });
    const confirm = () =>
      run(
        {
          mode: 'history-confirm',
          'results-path': 'perf-gate-results/confirmation.json',
          'change-point': changePoint,
        },
        commitId(7),
      );
    const confirmed = await confirm();
    assert.equal(confirmed.exitCode, 0, confirmed.log);
    const lines = parseConfirmations(onBranch('confirmations.jsonl'), 'confirmations.jsonl');
    assert.deepEqual(
      lines.map((line) => [line.commit, line.previousCommit, line.scenario, line.measure]),
      [[commitId(5), commitId(4), 'hello', 'instructions']],
    );
    assert.equal(confirmed.outputs.confirm, '', 'nothing left to confirm');
    const issues = [...api.issues.values()];
    assert.equal(issues.length, 1);
    assert.match(
      issues[0]!.title,
      /^Performance: hello, instructions\/request slower by \+2\.\d+% at 5c{11}$/,
    );
    assert.match(issues[0]!.body, /Confirmed by a paired run against 4c{11}: \+2\.01%/);
    assert.deepEqual(issues[0]!.labels, [{ name: CHANGE_POINT_LABEL }]);
    assert.ok(api.requests.every((request) => request.authorization === `token ${TOKEN}`));

    // A re-run adds nothing and leaves the issue as it is.
    const again = await confirm();
    assert.equal(again.exitCode, 0, again.log);
    assert.equal(api.issues.size, 1);
    assert.match(again.log, new RegExp(`unchanged \\[${issues[0]!.number}\\]`));
  });

  it('history-confirm refuses a change point that is not one', async () => {
    const refused = await run(
      { mode: 'history-confirm', 'change-point': '{"commit":"main; rm -rf /"}' },
      commitId(7),
    );
    assert.equal(refused.exitCode, 1);
    assert.match(refused.log, /input change-point: commit must be a commit's hex SHA/);
  });
});
