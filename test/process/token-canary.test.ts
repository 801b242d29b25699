import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { childEnvironment } from '../../src/process/child-environment.ts';
import { FakeGitHubApi } from '../helpers/fake-github-api.ts';
import { FIXTURES_DIR } from '../helpers/engine-helpers.ts';
import { runAction } from '../helpers/run-action.ts';

/**
 * The action runs with secrets in its initial environment, as the runner starts it: the token
 * input and variables named like tokens. A fixture server (and its npm build script) records its
 * own environment and every /proc/<pid>/environ it can read, without being told what to look for.
 */
interface SpyReport {
  label: string;
  pid: number;
  parentPid: number;
  ownEnvironment: Record<string, string>;
  environs: Record<string, string>;
}

const canary = (name: string) => `canary-${name}-${randomBytes(8).toString('hex')}`;
const SECRETS: Record<string, string> = {
  'INPUT_GITHUB-TOKEN': canary('input'),
  GITHUB_TOKEN: canary('github'),
  GITHUB_PAT: canary('pat'),
  NPM_CONFIG__AUTH: canary('npm-auth'),
  'npm_config_//registry.npmjs.org/:_authToken': canary('npm-token'),
  DEPLOY_KEY: canary('key'),
  ACTIONS_RUNTIME_TOKEN: canary('runtime'),
};
// Allowed through to children, so it must be readable everywhere: proof that the spy's reading works.
const BEACON = canary('beacon');

describe('no secret of the action reaches a child process', { timeout: 240_000 }, () => {
  let api: FakeGitHubApi;
  let workspace: string;
  let spyDir: string;
  let reports: SpyReport[] = [];
  let log = '';

  before(async () => {
    api = await FakeGitHubApi.start();
    workspace = mkdtempSync(join(tmpdir(), 'token-canary-'));
    spyDir = mkdtempSync(join(tmpdir(), 'token-canary-spy-'));
    const { 'INPUT_GITHUB-TOKEN': token, ...otherSecrets } = SECRETS;
    const run = await runAction(
      {
        mode: 'baseline',
        comment: 'false',
        servers: 'environment-spy,correct',
        subject: 'environment-spy',
        reference: 'correct',
        scenarios: 'hello',
        duration: '1',
        warmup: '0.5',
        rounds: '2',
        'rounds-per-block': '1',
        'baseline-processes': '2',
        'baseline-path': 'base/baseline.json',
        'github-token': token!,
        // A workflow that opted in: the token must still not reach the servers.
        'token-beside-pull-request-code': 'true',
      },
      { name: 'push', payload: {} },
      {
        workspace,
        apiUrl: api.url,
        timeoutMs: 200_000,
        env: {
          ...otherSecrets,
          PERF_GATE_SERVERS_DIR: FIXTURES_DIR,
          PERF_GATE_FIXTURE_SPY_DIR: spyDir,
          PERF_GATE_BEACON: BEACON,
        },
      },
    );
    log = run.log;
    assert.equal(run.exitCode, 0, run.log);
    reports = readdirSync(spyDir).map((name) => JSON.parse(readFileSync(join(spyDir, name), 'utf8')));
  });
  after(async () => {
    await api.close();
    rmSync(workspace, { recursive: true, force: true });
    rmSync(spyDir, { recursive: true, force: true });
  });

  it('the build script and every server start were spied on, and the spy could read the action’s environ', () => {
    const labels = reports.map((report) => report.label);
    assert.ok(labels.includes('build'), labels.join());
    assert.ok(labels.filter((label) => label === 'server').length >= 2, `a restart too: ${labels.join()}`);
    for (const report of reports.filter((each) => each.label === 'server')) {
      // The server's parent is the action (taskset, when pinning, replaces itself with node).
      const parentEnviron = report.environs[String(report.parentPid)] ?? '';
      assert.ok(parentEnviron.includes(`PERF_GATE_BEACON=${BEACON}`), `the action's environ was readable`);
      assert.equal(report.ownEnvironment.PERF_GATE_BEACON, BEACON);
    }
  });

  for (const [name, value] of Object.entries(SECRETS)) {
    it(`${name} is in no child's environment and in no /proc/<pid>/environ a child can read`, () => {
      for (const report of reports) {
        assert.deepEqual(
          Object.entries(report.ownEnvironment).filter(([, seen]) => seen.includes(value)),
          [],
          `${report.label}'s own environment`,
        );
        const leaking = Object.entries(report.environs)
          .filter(([, environ]) => environ.includes(value))
          .map(([pid]) => pid);
        assert.deepEqual(leaking, [], `${report.label} read it in /proc/<pid>/environ`);
      }
      // The runner hides the ::add-mask:: line itself; the value must appear nowhere else.
      assert.ok(!log.replace(`::add-mask::${value}`, '').includes(value), 'nor in the log');
    });
  }
});

describe('childEnvironment', () => {
  it('keeps what programs need and drops every name it does not know', () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        PATH: '/bin',
        LC_ALL: 'C',
        npm_config_registry: 'http://127.0.0.1:1/',
        npm_config__auth: 'secret',
        MY_SERVICE_KEY: 'secret',
        SOMETHING_NEW: 'secret',
      });
      const env = childEnvironment({ PORT: '3000' });
      assert.equal(env.PATH, '/bin');
      assert.equal(env.LC_ALL, 'C');
      assert.equal(env.npm_config_registry, 'http://127.0.0.1:1/');
      assert.equal(env.PORT, '3000');
      assert.deepEqual(
        Object.entries(env).filter(([, value]) => value === 'secret'),
        [],
      );
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });
});
