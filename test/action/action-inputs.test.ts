import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { actionInputNames, readActionInputs } from '../../src/config/action-inputs.ts';
import { UserInputError } from '../../src/config/config-error.ts';

const workspaceDir = mkdtempSync(join(tmpdir(), 'action-inputs-'));
// A folder outside the workspace, reached through a link inside it; and a link that points nowhere.
const outsideDir = mkdtempSync(join(tmpdir(), 'action-inputs-outside-'));
symlinkSync(outsideDir, join(workspaceDir, 'escape'));
symlinkSync(join(outsideDir, 'missing'), join(workspaceDir, 'dangling'));
mkdirSync(join(workspaceDir, 'mion-checkout'));
const context = { knownServers: ['http-node', 'fastify', 'mion'], workspaceDir };
const read = (inputs: Record<string, string>) => readActionInputs((name) => inputs[name] ?? '', context);
const token = { 'github-token': 'ghs_x' };

/** Top-level keys of one section of action.yml ("inputs" or "outputs"). */
function actionYmlKeys(section: string): string[] {
  const text = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');
  const body = text.split(new RegExp(`^${section}:$`, 'm'))[1]?.split(/^\S/m)[0] ?? '';
  return [...body.matchAll(/^ {2}([a-z-]+):/gm)].map((match) => match[1] ?? '');
}

describe('readActionInputs', () => {
  after(() => {
    rmSync(workspaceDir, { recursive: true, force: true });
    rmSync(outsideDir, { recursive: true, force: true });
  });

  it('knows exactly the inputs action.yml declares', () => {
    assert.deepEqual(actionInputNames().sort(), actionYmlKeys('inputs').sort());
  });

  it('maps renamed inputs onto the canonical options', () => {
    const inputs = read({
      ...token,
      scenarios: 'hello',
      servers: 'http-node,fastify',
      subject: 'fastify',
      'baseline-path': 'b/base.json',
      'time-budget-minutes': '3',
      'results-path': 'out/results.json',
      'report-path': 'out/report.md',
      'rps-threshold': '7%',
      'fail-on-regression': 'false',
    });
    assert.equal(inputs.mode, 'compare');
    assert.deepEqual(inputs.config.load.scenarios, ['hello']);
    assert.equal(inputs.config.gate.baselinePath, join(workspaceDir, 'b/base.json'));
    assert.equal(inputs.config.gate.timeBudgetMinutes, 3);
    assert.equal(inputs.config.outPath, join(workspaceDir, 'out/results.json'));
    assert.equal(inputs.config.markdownPath, join(workspaceDir, 'out/report.md'));
    assert.equal(inputs.config.gate.rpsThreshold, 0.07);
    assert.deepEqual(inputs.publish, {
      token: 'ghs_x',
      comment: true,
      failOnRegression: false,
      payloadPath: join(workspaceDir, '.perf-gate/comment-payload.json'),
    });
  });

  const bad: [Record<string, string>, RegExp][] = [
    [{ mode: 'deploy' }, /^input mode: "deploy" is not one of compare, baseline, comment$/],
    [{ 'fail-on-regression': 'yes' }, /^input fail-on-regression: "yes" must be true or false$/],
    [{ comment: 'maybe' }, /^input comment:/],
    [{ scenarios: 'hello,nope' }, /^input scenarios: unknown scenario "nope"/],
    [{ 'time-budget-minutes': '-1' }, /^input time-budget-minutes:/],
    [{ 'baseline-path': '../elsewhere.json' }, /^input baseline-path: .* is outside the workspace/],
    [{ 'payload-path': '/etc/payload.json' }, /^input payload-path: .* is outside the workspace/],
    [
      { 'baseline-path': 'escape/baseline.json' },
      /^input baseline-path: .*\/escape\/baseline\.json is outside the workspace .* \(it leads to .*action-inputs-outside-/,
    ],
    [
      { 'results-path': 'dangling/results.json' },
      /^input results-path: .*\/dangling cannot be resolved \(ENOENT\)$/,
    ],
    [{ 'mion-source': `path:${outsideDir}` }, /^input mion-source: .* is outside the workspace/],
    [
      { 'mion-source': 'tarballs:escape' },
      /^input mion-source: .* is outside the workspace .* \(it leads to /,
    ],
    [{ servers: 'http-node,nginx' }, /^input servers: unknown server "nginx"/],
  ];
  for (const [inputs, message] of bad) {
    it(`names the input at fault: ${JSON.stringify(inputs)}`, () => {
      assert.throws(
        () => read({ ...token, ...inputs }),
        (error: Error) => {
          assert.ok(error instanceof UserInputError);
          assert.match(error.message, message);
          return true;
        },
      );
    });
  }

  it('runs the benchmark with no token at all; only mode comment needs one', () => {
    assert.equal(read({}).publish.token, '');
    assert.equal(read({ comment: 'false' }).publish.token, '');
    assert.throws(
      () => read({ mode: 'comment', comment: 'false' }),
      /^UserInputError: input github-token: mode comment needs a token that may comment$/,
    );
  });

  it('comment mode reads no benchmark inputs, so bad ones cannot block posting', () => {
    const inputs = read({ ...token, mode: 'comment', servers: 'nginx', 'payload-path': 'p.json' });
    assert.deepEqual(inputs, {
      mode: 'comment',
      publish: {
        token: 'ghs_x',
        comment: true,
        failOnRegression: true,
        payloadPath: join(workspaceDir, 'p.json'),
      },
    });
  });

  it('accepts a mion source inside the workspace', () => {
    const inputs = read({ 'mion-source': 'path:mion-checkout' });
    assert.ok('config' in inputs);
    assert.deepEqual(inputs.config.mionSource, { kind: 'path', dir: join(workspaceDir, 'mion-checkout') });
  });

  it('records a baseline with the baseline command defaults', () => {
    const inputs = read({ ...token, mode: 'baseline' });
    assert.equal(inputs.mode === 'baseline' && inputs.config.command, 'baseline');
  });
});
