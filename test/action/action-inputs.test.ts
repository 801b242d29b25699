import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { parse } from 'yaml';
import { actionInputNames, readActionInputs } from '../../src/config/action-inputs.ts';
import { CLI_USAGE } from '../../src/cli/cli-usage.ts';
import { DEFAULT_SERVERS } from '../../src/config/config.ts';
import { UserInputError } from '../../src/user-input-error.ts';
import { BUILT_IN_SCENARIOS_PATH, SERVERS_DIR } from '../../src/repo-paths.ts';
import { serverNames } from '../../src/servers/catalog.ts';

const workspaceDir = mkdtempSync(join(tmpdir(), 'action-inputs-'));
// A folder outside the workspace, reached through a link inside it; and a link that points nowhere.
const outsideDir = mkdtempSync(join(tmpdir(), 'action-inputs-outside-'));
symlinkSync(outsideDir, join(workspaceDir, 'escape'));
symlinkSync(join(outsideDir, 'missing'), join(workspaceDir, 'dangling'));
mkdirSync(join(workspaceDir, 'mion-checkout'));
const context = {
  defaultServersDir: SERVERS_DIR,
  defaultScenariosFile: BUILT_IN_SCENARIOS_PATH,
  listServers: serverNames,
  workspaceDir,
};
const read = (inputs: Record<string, string>) => readActionInputs((name) => inputs[name] ?? '', context);
/** A token in the benchmark job, with the opt-in that allows it there. */
const token = { 'github-token': 'ghs_x', 'token-beside-pull-request-code': 'true' };

/** Top-level keys of one section of action.yml ("inputs" or "outputs"). */
function actionYmlKeys(section: string): string[] {
  const text = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');
  const body = text.split(new RegExp(`^${section}:$`, 'm'))[1]?.split(/^\S/m)[0] ?? '';
  return [...body.matchAll(/^ {2}([a-z-]+):/gm)].map((match) => match[1] ?? '');
}

/** action.yml's declared default of every input. */
function actionYmlDefaults(): Record<string, string> {
  const text = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');
  const inputs = (parse(text) as { inputs: Record<string, { default?: unknown }> }).inputs;
  return Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, String(input.default)]));
}

/** docs/inputs.md's table of every input: input name to its Default and Meaning cells. */
function readmeInputRows(): [string, string, string][] {
  const text = readFileSync(new URL('../../docs/inputs.md', import.meta.url), 'utf8');
  const table =
    text
      .split('### Inputs')[1]
      ?.split('\n\n')
      .find((paragraph) => paragraph.startsWith('| Input')) ?? '';
  return [...table.matchAll(/^\| `([a-z-]+)` +\| (.*?) +\| (.*?) +\|$/gm)].map((m) => [m[1]!, m[2]!, m[3]!]);
}

function readmeDefaults(): Record<string, string> {
  return Object.fromEntries(readmeInputRows().map(([name, value]) => [name, value]));
}

function readmeMeanings(): Record<string, string> {
  return Object.fromEntries(readmeInputRows().map(([name, , meaning]) => [name, meaning]));
}

describe('action.yml, the README and the code agree on every input', () => {
  it('declares a default for every input, and the code falls back to the same settings', () => {
    const declared = actionYmlDefaults();
    assert.deepEqual(Object.keys(declared).sort(), actionInputNames().sort());
    for (const [name, value] of Object.entries(declared)) {
      assert.ok(value !== 'undefined', `action.yml declares no default for ${name}`);
    }
    assert.deepEqual(read(declared), read({}));
  });

  it("has docs/inputs.md's table list every input with action.yml's default", () => {
    const declared = actionYmlDefaults();
    const documented = readmeDefaults();
    assert.deepEqual(Object.keys(documented).sort(), Object.keys(declared).sort());
    for (const [name, value] of Object.entries(declared)) {
      // An empty default is described in words (what the action then uses).
      if (value === '') assert.doesNotMatch(documented[name]!, /^`/, name);
      else assert.equal(documented[name], `\`${value}\``, name);
    }
  });
});

describe('the default server list', () => {
  it('is described the same way in action.yml, docs/inputs.md and the CLI usage', () => {
    const list = DEFAULT_SERVERS.join(', ');
    const declared = parse(readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as {
      inputs: { servers: { description: string } };
    };
    assert.match(declared.inputs.servers.description, new RegExp(`Empty: ${list}, those present`));
    assert.ok(readmeMeanings().servers?.includes(`Empty: ${list}, those present`));
    // --help wraps its lines: the list may run over two.
    assert.match(CLI_USAGE.replace(/\s+/g, ' '), new RegExp(`default: ${list}, those present`));
  });
});

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
      commentOn: 'always',
      failOnRegression: false,
      payloadPath: join(workspaceDir, 'perf-gate-results/comment-payload.json'),
    });
  });

  const bad: [Record<string, string>, RegExp][] = [
    [
      { mode: 'deploy' },
      /^input mode: "deploy" is not one of compare, baseline, comment, merge, calibrate, rejudge, history-record, history-confirm$/,
    ],
    [{ mode: 'merge' }, /^input shards-dir: mode merge needs the folder of the shards' results files$/],
    [
      { mode: 'history-record', 'github-token': '' },
      /^input github-token: mode history-record pushes to the history branch and opens issues: it needs a token with contents: write and issues: write$/,
    ],
    [
      { mode: 'history-record', 'history-branch': '../main' },
      /^input history-branch: "\.\.\/main" is not a branch name/,
    ],
    [{ mode: 'history-record', 'history-branch': '-f' }, /^input history-branch: "-f" is not a branch name/],
    [{ mode: 'history-confirm' }, /^input change-point: mode history-confirm needs the change point/],
    [{ mode: 'history-confirm', 'change-point': 'abc' }, /^input change-point: not JSON/],
    [
      {
        mode: 'history-confirm',
        'change-point': '{"commit":"abc1234","previousCommit":"--all","scenarios":[]}',
      },
      /^input change-point: previousCommit must be a commit's hex SHA$/,
    ],
    [{ trials: '3' }, /^input trials: only calibrate runs trials$/],
    [{ mode: 'calibrate', trials: 'many' }, /^input trials:/],
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
    [{ 'servers-dir': '../theirs' }, /^input servers-dir: .* is outside the workspace/],
    [{ 'servers-dir': 'missing' }, /^input servers-dir: .*missing is not a directory$/],
    [
      { 'comment-on': 'sometimes' },
      /^input comment-on: "sometimes" is not one of always, change, regression$/,
    ],
    [
      { 'gate-metrics': 'latencyP95' },
      /^input gate-metrics: unknown metric "latencyP95" \(known: requests-per-second, latency-mean, latency-p50, latency-p99, latency-p999, event-loop-delay\)$/,
    ],
    [{ 'gate-metrics': ',' }, /^input gate-metrics: the list is empty$/],
    [{ 'if-no-baseline': 'ignore' }, /^input if-no-baseline: "ignore" is not one of notice, fail$/],
    [{ 'rps-threshold': 'hello=5%,bye=3%' }, /^input rps-threshold: unknown scenario "bye" in "bye=3%"/],
    [{ 'rps-threshold': 'hello=fast' }, /^input rps-threshold: "fast" is not a percentage/],
    [
      { 'latency-threshold': '5%,7%' },
      /^input latency-threshold: "5%,7%" gives more than one value without a scenario$/,
    ],
    [{ 'latency-threshold': 'hello=5,hello=6' }, /^input latency-threshold: "hello" is listed twice$/],
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

  it("refuses a token beside the pull request's code unless the workflow opts in", () => {
    for (const mode of ['compare', 'baseline']) {
      assert.throws(
        () => read({ mode, 'github-token': 'ghs_x' }),
        new RegExp(
          `^UserInputError: input github-token: mode ${mode} runs the pull request's code, which could read the token; ` +
            'leave it empty and post with mode: comment \\(the workflow_run recipe\\), or set token-beside-pull-request-code: true$',
        ),
      );
      assert.equal(read({ mode, ...token }).publish.token, 'ghs_x');
    }
    assert.throws(
      () => read({ 'github-token': 'ghs_x', 'token-beside-pull-request-code': 'sure' }),
      /^UserInputError: input token-beside-pull-request-code: /,
    );
  });

  it('merge mode reads the shards folder and where the merged files go, and no benchmark input', () => {
    mkdirSync(join(workspaceDir, 'shards'), { recursive: true });
    const inputs = read({
      mode: 'merge',
      'shards-dir': 'shards',
      servers: 'nginx',
      'fail-on-inconclusive': 'true',
    });
    assert.equal(inputs.mode, 'merge');
    assert.deepEqual(inputs.mode === 'merge' && inputs.merge, {
      shardsDir: join(workspaceDir, 'shards'),
      outPath: join(workspaceDir, 'perf-gate-results/results.json'),
      markdownPath: join(workspaceDir, 'perf-gate-results/report.md'),
      failOnInconclusive: true,
    });
    assert.throws(
      () => read({ mode: 'merge', 'shards-dir': '../elsewhere' }),
      /^UserInputError: input shards-dir: /,
    );
  });

  it('the history modes read the results to record, the branch, and no benchmark input; their token is allowed', () => {
    const changePoint = { commit: 'a'.repeat(40), previousCommit: 'b'.repeat(40), scenarios: ['hello'] };
    const inputs = read({
      mode: 'history-confirm',
      'github-token': 'ghs_x',
      'results-path': 'perf-gate-results/confirmation.json',
      'change-point': JSON.stringify(changePoint),
      subject: 'fastify',
      servers: 'nginx',
    });
    assert.deepEqual(inputs.mode === 'history-confirm' && inputs.history, {
      resultsPath: join(workspaceDir, 'perf-gate-results/confirmation.json'),
      branch: 'perf-history',
      subject: 'fastify',
      outputDir: join(workspaceDir, 'perf-gate-results/history'),
      changePoint,
    });
    const record = read({ mode: 'history-record', 'github-token': 'ghs_x', 'history-branch': 'perf/main' });
    assert.deepEqual(record.mode === 'history-record' && record.history, {
      resultsPath: join(workspaceDir, 'perf-gate-results/results.json'),
      branch: 'perf/main',
      subject: '',
      outputDir: join(workspaceDir, 'perf-gate-results/history'),
    });
  });

  it('comment mode reads no benchmark inputs, so bad ones cannot block posting', () => {
    const inputs = read({ ...token, mode: 'comment', servers: 'nginx', 'payload-path': 'p.json' });
    assert.deepEqual(inputs, {
      mode: 'comment',
      publish: {
        token: 'ghs_x',
        comment: true,
        commentOn: 'always',
        failOnRegression: true,
        payloadPath: join(workspaceDir, 'p.json'),
      },
    });
  });

  it('accepts a source inside the workspace, under its name or its former one, and refuses the two differing', () => {
    const checkout = { kind: 'path', dir: join(workspaceDir, 'mion-checkout') };
    const spellings: Record<string, string>[] = [
      { source: 'path:mion-checkout' },
      { 'mion-source': 'path:mion-checkout' },
      { source: 'path:mion-checkout', 'mion-source': 'path:mion-checkout' },
    ];
    for (const given of spellings) {
      const inputs = read(given);
      assert.ok('config' in inputs);
      assert.deepEqual(inputs.config.mionSource, checkout, JSON.stringify(given));
    }
    const base = read({ ...token, 'baseline-source': 'npm:0.8.9' });
    assert.deepEqual(base.mode === 'compare' && base.config.gate.baseSource, {
      kind: 'npm',
      version: '0.8.9',
    });
    assert.throws(
      () => read({ ...token, 'base-source': 'npm:0.8.10', 'baseline-source': 'npm:0.8.9' }),
      /^UserInputError: input base-source and input baseline-source \(its former name\) differ \("npm:0.8.10" and "npm:0.8.9"\): give one$/,
    );
    assert.throws(
      () => read({ 'baseline-source': 'path:no-such-dir' }),
      /^UserInputError: input baseline-source: .*no-such-dir is not a directory$/,
    );
  });

  it('needs no reference in paired mode, and names it where a stored baseline in wall time needs one', () => {
    const own = join(workspaceDir, 'solo/servers/my-app');
    mkdirSync(own, { recursive: true });
    cpSync(join(SERVERS_DIR, 'http-node', 'package.json'), join(own, 'package.json'));
    const solo = { ...token, 'servers-dir': 'solo/servers', servers: 'my-app' };
    const paired = read({ ...solo, 'base-servers-dir': 'solo/servers' });
    assert.ok(paired.mode === 'compare');
    assert.equal(paired.config.gate.subject, 'my-app');
    assert.equal(paired.config.gate.reference, undefined);
    const counted = read({ ...solo, measure: 'instructions' });
    assert.equal(counted.mode === 'compare' && counted.config.gate.reference, undefined);
    for (const stored of [solo, { ...solo, mode: 'baseline' }]) {
      assert.throws(
        () => read(stored),
        /^UserInputError: input reference: "http-node" is not among the servers \(my-app\): a stored baseline is compared in wall time beside a reference server; name one, or give input base-source to compare the subject with its base$/,
      );
    }
    assert.throws(
      () => read({ ...solo, 'base-source': 'npm:', reference: 'http-node' }),
      /^UserInputError: input reference: "http-node" is not among the servers \(my-app\)$/,
    );
  });

  it('reads per-scenario thresholds, gated metrics, comment-on and if-no-baseline', () => {
    const inputs = read({
      ...token,
      'rps-threshold': 'hello=5%,update-user=3%',
      'latency-threshold': '8, hello=2%',
      'gate-metrics': 'requestsPerSecond, latencyP99',
      'comment-on': 'change',
      'if-no-baseline': 'fail',
    });
    assert.ok(inputs.mode === 'compare');
    const { gate } = inputs.config;
    assert.deepEqual(
      [
        gate.rpsThreshold,
        gate.rpsThresholdByScenario,
        gate.latencyThreshold,
        gate.latencyThresholdByScenario,
      ],
      [0.05, { hello: 0.05, 'update-user': 0.03 }, 0.08, { hello: 0.02 }],
    );
    assert.deepEqual(gate.gateMetrics, ['requestsPerSecond', 'latencyP99']);
    assert.equal(gate.ifNoBaseline, 'fail');
    assert.equal(inputs.publish.commentOn, 'change');
    // Kebab-case, as every other value, means the same.
    const kebab = read({ ...token, 'gate-metrics': 'requests-per-second, latency-p99,latency-mean' });
    assert.ok(kebab.mode === 'compare');
    assert.deepEqual(kebab.config.gate.gateMetrics, ['requestsPerSecond', 'latencyP99', 'latencyMean']);
  });

  it("takes the servers of a servers-dir inside the workspace instead of the action's own", () => {
    for (const name of ['my-server', 'http-node']) {
      const own = join(workspaceDir, 'perf/servers', name);
      mkdirSync(own, { recursive: true });
      cpSync(join(SERVERS_DIR, 'http-node', 'package.json'), join(own, 'package.json'));
    }
    const inputs = read({
      ...token,
      'servers-dir': 'perf/servers',
      servers: 'my-server,http-node',
      subject: 'my-server',
    });
    assert.ok(inputs.mode === 'compare');
    assert.equal(inputs.config.serversDir, join(workspaceDir, 'perf/servers'));
    assert.deepEqual(inputs.config.load.servers, ['my-server', 'http-node']);
    assert.throws(
      () => read({ ...token, 'servers-dir': 'perf/servers', servers: 'fastify' }),
      /^UserInputError: input servers: unknown server "fastify" in .*perf\/servers \(known: http-node, my-server\)$/,
    );
    const byDefault = read({ ...token });
    assert.equal(byDefault.mode === 'compare' && byDefault.config.serversDir, SERVERS_DIR);
  });

  it('records a baseline with the baseline command defaults', () => {
    const inputs = read({ ...token, mode: 'baseline' });
    assert.equal(inputs.mode === 'baseline' && inputs.config.command, 'baseline');
  });
});

it("mode calibrate runs this runner's trials: the config is calibrate's, with the trials asked for", () => {
  const inputs = read({ mode: 'calibrate', trials: '2', 'mion-source': 'npm:0.8.10' });
  assert.equal(inputs.mode, 'calibrate');
  assert.ok('config' in inputs);
  assert.equal(inputs.config.command, 'calibrate');
  assert.equal(inputs.config.calibrationTrials, 2);
  assert.equal(
    read({ mode: 'calibrate' }).mode === 'calibrate' && 'config' in read({ mode: 'calibrate' }),
    true,
  );
});
