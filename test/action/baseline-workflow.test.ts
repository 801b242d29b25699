import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';

/**
 * perf-baseline.yml runs every server folder's npm install scripts and code. Those must never
 * run where the token can write, and the job that may write must run no npm code at all.
 */
interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  permissions?: Record<string, string>;
  steps: Step[];
}

const workflow = parse(
  readFileSync(new URL('../../.github/workflows/perf-baseline.yml', import.meta.url), 'utf8'),
) as { permissions?: unknown; jobs: Record<string, Job> };

const writes = (job: Job) => Object.values(job.permissions ?? {}).includes('write');
/** Modes of our action that read files and run git and the API: no server folder, no install. */
const HISTORY_MODES = ['history-record', 'history-confirm'];
const recordsHistory = (step: Step) => step.uses === './' && HISTORY_MODES.includes(String(step.with?.mode));
/** Our action (uses: ./) installs and runs server folders, but in its history modes; so does any npm or npx command. */
const runsDependencyCode = (step: Step) =>
  (step.uses === './' && !recordsHistory(step)) || /\b(npm|npx|yarn|pnpm)\b/.test(step.run ?? '');

describe('perf-baseline.yml', () => {
  it('grants nothing at the top level', () => {
    assert.deepEqual(workflow.permissions, {});
  });

  it('measures in a read-only job, with no token given to the action, and uploads the baseline', () => {
    const measuring = Object.entries(workflow.jobs).filter(([, job]) => job.steps.some(runsDependencyCode));
    assert.ok(measuring.length > 0);
    for (const [name, job] of measuring) {
      assert.ok(!writes(job), `${name} runs npm code with a write permission`);
      const action = job.steps.find(runsDependencyCode);
      assert.equal(action?.with?.['github-token'], '', `${name}: the action gets no token`);
      assert.ok(job.steps.some((step) => step.uses?.startsWith('actions/upload-artifact@')));
    }
  });

  it('the jobs that may write run no npm code; those that write the repository validate with the committed bundle or the action', () => {
    const writing = Object.entries(workflow.jobs).filter(([, job]) => writes(job));
    assert.deepEqual(writing.map(([name]) => name).sort(), ['confirm-record', 'history', 'pages', 'propose']);
    for (const [name, job] of writing) {
      assert.deepEqual(job.steps.filter(runsDependencyCode), [], `${name} runs npm code`);
      assert.ok(
        !job.steps.some((step) => /git push(?!.*perf-gate\/baseline|.*"\$BRANCH")/.test(step.run ?? '')),
      );
      if (job.permissions?.contents === 'write') {
        assert.ok(
          job.steps.some(
            (step) => /^node dist\/validate-results\.js /.test(step.run ?? '') || recordsHistory(step),
          ),
          name,
        );
      }
    }
    assert.ok(workflow.jobs.propose!.steps.some((step) => /gh pr create/.test(step.run ?? '')));
  });

  it('history and confirm-record write the history branch one job at a time, with the action in its history modes', () => {
    for (const [name, mode] of [
      ['history', 'history-record'],
      ['confirm-record', 'history-confirm'],
    ] as const) {
      const job = workflow.jobs[name]! as Job & { concurrency?: { group?: string } };
      assert.equal(job.concurrency?.group, 'perf-history', name);
      assert.deepEqual(job.permissions, { contents: 'write', issues: 'write' });
      const step = job.steps.find(recordsHistory);
      assert.equal(step?.with?.mode, mode, name);
      assert.equal(step?.with?.['github-token'], '${{ github.token }}', name);
      // No script: every run step is gone from the jobs that write the branch.
      assert.deepEqual(
        job.steps.filter((candidate) => candidate.run !== undefined),
        [],
        name,
      );
    }
    assert.equal(
      workflow.jobs['confirm-record']!.steps.find(recordsHistory)?.with?.['change-point'],
      '${{ needs.history.outputs.confirm }}',
    );
    assert.equal((workflow.jobs.history as { if?: string }).if, "github.event_name == 'push'");
    // The paired run that confirms a change point measures read-only; confirm-record writes it.
    const measure = workflow.jobs['confirm-measure']! as Job & { if?: string };
    assert.equal(measure.if, "needs.history.outputs.confirm != ''");
    assert.equal(measure.steps.find((step) => step.uses === './')?.with?.measure, 'instructions');
  });

  it('leaves no credentials in any checkout', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
        assert.equal(step.with?.['persist-credentials'], false, name);
      }
    }
  });

  it("pushes with the token in git's environment, never in a command's arguments", () => {
    const step = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .find((candidate) => /\bgit push\b/.test(candidate.run ?? ''));
    assert.ok(step?.run, 'a step pushes the branch');
    const token = 'ghs_notARealToken0123456789';
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    const calls = runWithRecordedCommands(step.run, {
      ...step.env,
      GH_TOKEN: token,
      GITHUB_REPOSITORY: 'mion/gate',
    });

    // Every program the script started, with its arguments: none holds the token in any form.
    assert.ok(calls.length > 5, JSON.stringify(calls));
    for (const call of calls) {
      const argv = call.argv.join(' ');
      assert.ok(!argv.includes(token) && !argv.includes(basic), `token in the arguments of ${argv}`);
    }
    const push = calls.find((call) => call.argv[0] === 'git' && call.argv[1] === 'push');
    assert.deepEqual(push?.argv, [
      'git',
      'push',
      '--force',
      'https://github.com/mion/gate.git',
      'perf-gate/baseline',
    ]);
    // And real git, given that environment, sends the token's header to the pushed address.
    const header = execFileSync(
      'git',
      ['config', '--get-urlmatch', 'http.extraheader', 'https://github.com/mion/gate.git'],
      { env: { ...push.env, PATH: process.env.PATH, HOME: tmpdir() }, encoding: 'utf8' },
    );
    assert.equal(header.trim(), `AUTHORIZATION: basic ${basic}`);
  });
});

interface RecordedCall {
  argv: string[];
  env: Record<string, string>;
}

/**
 * Runs a step's script as the runner does (bash -eo pipefail) with a PATH of recording shims only,
 * so every program it starts is recorded with its arguments and GIT_ environment, and a program
 * without a shim fails the script. git and gh are fakes (the baseline changed, no pull request is
 * open yet); the others run for real.
 */
function runWithRecordedCommands(script: string, env: Record<string, string>): RecordedCall[] {
  const dir = mkdtempSync(join(tmpdir(), 'baseline-push-'));
  try {
    const bin = join(dir, 'bin');
    const log = join(dir, 'calls.jsonl');
    const workspace = join(dir, 'workspace');
    mkdirSync(bin);
    mkdirSync(join(workspace, 'baseline'), { recursive: true });
    mkdirSync(join(dir, 'temp', 'perf-baseline'), { recursive: true });
    writeFileSync(join(dir, 'temp', 'perf-baseline', 'baseline.json'), '{}\n');
    const fakes: Record<string, string> = {
      git: "process.exit(args[0] === 'diff' ? 1 : 0);",
      gh: 'process.exit(0);',
    };
    const realPath = (name: string) =>
      execFileSync('bash', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    for (const name of ['git', 'gh', 'cp', 'base64']) {
      const body =
        fakes[name] ??
        `const run = require('node:child_process').spawnSync(${JSON.stringify(realPath(name))}, args, { stdio: 'inherit' });
process.exit(run.status ?? 1);`;
      writeFileSync(
        join(bin, name),
        `#!${process.execPath}
const args = process.argv.slice(2);
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('GIT_')));
require('node:fs').appendFileSync(${JSON.stringify(log)}, JSON.stringify({ argv: [${JSON.stringify(name)}, ...args], env }) + '\\n');
${body}
`,
      );
      chmodSync(join(bin, name), 0o755);
    }
    // The shell by its path: PATH holds the shims alone.
    const run = spawnSync(realPath('bash'), ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
      cwd: workspace,
      env: { ...env, PATH: bin, RUNNER_TEMP: join(dir, 'temp'), HOME: dir },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
    return readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as RecordedCall);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
