import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { analyzeHistory, type ChangePoint } from '../../src/history/analyze-history.ts';
import { CHANGE_POINT_LABEL } from '../../src/history/change-point-issues.ts';
import { ACCEPTED_LABEL } from '../../src/publish/accept-label.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { FakeGitHubApi } from '../helpers/fake-github-api.ts';
import { commitId, syntheticHistory } from '../helpers/synthetic-history.ts';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-history-alert-'));
let api: FakeGitHubApi;
before(async () => {
  api = await FakeGitHubApi.start();
});
after(async () => {
  await api.close();
  rmSync(workspace, { recursive: true, force: true });
});

/**
 * history alert against the local GitHub API, with the change points of `points`. Spawned, not run
 * synchronously: the API answers from this process's event loop.
 */
function alert(
  points: ChangePoint[],
  token = 'ghs_test',
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  writeFileSync(join(workspace, 'change-points.json'), JSON.stringify({ changePoints: points, series: [] }));
  const child = spawn(
    process.execPath,
    [CLI, 'history', 'alert', '--change-points', 'change-points.json', '--repository', 'mion/gate'],
    { cwd: workspace, env: { ...process.env, GITHUB_TOKEN: token, GITHUB_API_URL: api.url } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (exitCode) => resolve({ exitCode, stdout, stderr })));
}

test('a confirmed slowdown on main opens one issue naming its commit and size; it is updated, never duplicated, and an accepted one stays quiet', async () => {
  const [found] = analyzeHistory(syntheticHistory(60, 0.01, 40)).changePoints;
  const confirmation = {
    previousCommit: found!.previousCommit,
    date: found!.date,
    pairedChange: { change: 0.0101, lower: 0.0094, upper: 0.0108, confidence: 0.99 },
    reading: 'slower' as const,
    agrees: true,
  };
  const slower = { ...found!, confirmation };
  // Not yet confirmed, or wall time even when confirmed: listed on the page, never an issue.
  const unconfirmed = { ...found!, scenario: 'heavy-validation' };
  const wallTime = { ...slower, scenario: 'hello-wall', measure: 'wall-time' as const };
  const faster = {
    ...slower,
    scenario: 'update-user',
    commit: commitId(50),
    direction: 'faster' as const,
    change: -0.01,
  };
  const first = await alert([slower, faster, unconfirmed, wallTime]);
  assert.equal(first.exitCode, 0, first.stderr);
  const issues = [...api.issues.values()];
  assert.equal(issues.length, 1, 'only the confirmed slowdown in counted instructions opens an issue');
  const [issue] = issues;
  assert.match(
    issue!.title,
    new RegExp(
      `^Performance: hello, instructions/request slower by \\+1\\.\\d\\d% at ${commitId(40).slice(0, 12)}$`,
    ),
  );
  assert.ok(issue!.body.includes(`\`${commitId(40)}\``));
  assert.deepEqual(issue!.labels, [{ name: CHANGE_POINT_LABEL }]);
  // Again, as the next commit's workflow does: the same issue, not a second one.
  assert.equal((await alert([slower])).exitCode, 0);
  assert.equal(api.issues.size, 1);
  // More commits refine the size: the issue's text follows.
  assert.match(
    (await alert([{ ...slower, change: 0.012 }])).stdout,
    new RegExp(`updated \\[${issue!.number}\\]`),
  );
  assert.match(api.issues.get(issue!.number)!.title, /slower by \+1\.20%/);
  // A maintainer accepts it: it is left alone from then on, even closed.
  issue!.labels.push({ name: ACCEPTED_LABEL });
  issue!.state = 'closed';
  const accepted = await alert([{ ...slower, change: 0.013 }]);
  assert.match(accepted.stdout, new RegExp(`accepted \\[${issue!.number}\\]`));
  assert.equal(api.issues.size, 1);
  assert.match(api.issues.get(issue!.number)!.title, /slower by \+1\.20%/);
  assert.equal(api.requestsTo('PATCH', /\/issues\/\d+$/).length, 1);
  assert.ok(api.requests.every((request) => request.authorization === 'token ghs_test'));
});

test('without a token, history alert says so in one line and calls nothing', async () => {
  const before = api.requests.length;
  const run = await alert([], '');
  assert.equal(run.exitCode, 2);
  assert.match(
    run.stderr.trim(),
    /^mion-perf-gate: history alert: GITHUB_TOKEN is not set \(it needs issues: write\)$/,
  );
  assert.equal(api.requests.length, before);
});
