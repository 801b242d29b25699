import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PULL_REQUEST_BASE_DIR } from '../../src/servers/pull-request-base.ts';
import { frameworkRepository, SLOW_FUNCTION } from '../helpers/framework-repository.ts';
import { runAction } from '../helpers/run-action.ts';

/**
 * Any framework gates its own pull requests: the example framework's repository
 * (helpers/framework-repository.ts, a slower router committed on a branch) is the workspace, and
 * the action, run as the runner does on the pull request's event with nothing but the framework's
 * one server folder and `source: path:.` (no subject named, no reference server), gets the base
 * commit itself, builds both sides from source, and fails the check.
 */
const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-framework-pr-'));
after(() => rmSync(workspace, { recursive: true, force: true }));

test("a framework's pull request that makes its router slower fails the action's check, head against the base commit", async () => {
  const { baseSha, headSha } = frameworkRepository(workspace);
  const run = await runAction(
    {
      'servers-dir': 'servers',
      servers: 'tiny-router',
      'scenarios-file': 'scenarios.yaml',
      scenarios: 'place-order',
      source: 'path:.',
      duration: '1',
      warmup: '0.5',
      rounds: '2',
      connections: '50',
      'profile-pairs': '2',
      'crash-watch-once-in': '0',
    },
    {
      name: 'pull_request',
      payload: { pull_request: { number: 7, base: { sha: baseSha }, head: { sha: headSha } } },
    },
    // No comment is posted from the pull request's own job (no token): no API is called.
    { workspace, apiUrl: 'http://127.0.0.1:9', timeoutMs: 8 * 60_000 },
  );
  assert.equal(run.exitCode, 1, run.log);
  assert.equal(run.outputs.verdict, 'regression', JSON.stringify(run.outputs));
  assert.ok(
    existsSync(join(workspace, PULL_REQUEST_BASE_DIR, 'router.js')),
    'the base commit is checked out',
  );
  assert.doesNotMatch(
    readFileSync(join(workspace, PULL_REQUEST_BASE_DIR, 'router.js'), 'utf8'),
    new RegExp(SLOW_FUNCTION),
  );
  assert.match(run.log, /tiny-router\.base: building the base side of tiny-router/);
  const report = readFileSync(run.outputs['report-path'] ?? '', 'utf8');
  assert.match(report, /^### ❌ place-order -\d+(\.\d+)?% \(threshold -5%\)/m);
  assert.match(report, new RegExp(`Head \\[?\`${headSha.slice(0, 7)}`));
  assert.match(report, new RegExp(`base \\[?\`${baseSha.slice(0, 7)}`));
});
