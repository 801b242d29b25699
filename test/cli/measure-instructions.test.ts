import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { findCallgrindTools } from '../../src/instructions/callgrind-tools.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';

/**
 * --measure instructions through the bundled CLI: without valgrind it stops at once with one line
 * naming the missing tool; with valgrind a baseline of counted processes is recorded and a compare
 * against it counts the subject again (http-node stands in for mion, which needs a mion source).
 */
const CLI = join(REPO_ROOT, 'dist', 'cli.js');
const root = mkdtempSync(join(tmpdir(), 'measure-instructions-'));
const TINY = ['--servers', 'http-node,fastify', '--subject', 'http-node', '--reference', 'fastify'];
const TABLE = [
  '--scenario',
  'hello',
  '--rounds',
  '1',
  '--rounds-per-block',
  '1',
  '--duration',
  '1',
  '--warmup',
  '0',
];
const valgrindMissing = await findCallgrindTools().then(
  () => undefined,
  (error: Error) => error.message,
);

function cli(args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(process.execPath, [CLI, ...args], { cwd: root, encoding: 'utf8', timeout: 900_000, env });
}

describe('--measure instructions', { timeout: 1_200_000 }, () => {
  after(() => rmSync(root, { recursive: true, force: true }));

  it('exits 2 with one line naming valgrind when valgrind is not on PATH, before building anything', () => {
    // A PATH with node alone: the tool must not be found, and nothing else is needed to say so.
    const onlyNode = join(root, 'only-node');
    mkdirSync(onlyNode);
    symlinkSync(process.execPath, join(onlyNode, 'node'));
    const started = Date.now();
    const run = cli(['compare', ...TINY, ...TABLE, '--measure', 'instructions'], {
      ...process.env,
      PATH: onlyNode,
    });
    assert.equal(run.status, 2, run.stderr);
    const lines = run.stderr.trim().split('\n');
    assert.equal(lines.length, 1, run.stderr);
    assert.match(lines[0]!, /--measure instructions needs valgrind, which is not on PATH: install valgrind/);
    // No server was installed or started: the check comes first.
    assert.ok(Date.now() - started < 30_000);
  });

  it('refuses instructions for run, naming the option', () => {
    const run = cli(['run', ...TINY, ...TABLE, '--measure', 'instructions']);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /--measure: run always measures wall time/);
  });

  it(
    'records a baseline of counted processes, then compares counted processes against it',
    { skip: valgrindMissing ?? false },
    () => {
      const baselinePath = join(root, 'baseline.json');
      const recorded = cli([
        'baseline',
        ...TINY,
        ...TABLE,
        '--measure',
        'instructions',
        '--baseline-processes',
        '2',
        '--baseline',
        baselinePath,
      ]);
      assert.equal(recorded.status, 0, recorded.stderr);
      const baseline = JSON.parse(readFileSync(baselinePath, 'utf8')) as ResultsFile;
      const samples = baseline.instructions!.scenarios[0]!.servers.find(
        (s) => s.server === 'http-node',
      )!.samples;
      assert.equal(samples.length, 2);
      assert.ok(samples.every((sample) => sample.valid && sample.instructionsPerRequest > 0));

      // The baseline as main's one recorded commit: the report sets the head's counts beside it.
      const historyPath = join(root, 'history.jsonl');
      const appended = cli([
        'history',
        'append',
        '--history',
        historyPath,
        '--results',
        baselinePath,
        '--commit',
        'abcdef1',
        '--subject',
        'http-node',
      ]);
      assert.equal(appended.status, 0, appended.stderr);

      const outPath = join(root, 'results.json');
      const markdownPath = join(root, 'report.md');
      const compared = cli([
        'compare',
        ...TINY,
        ...TABLE,
        '--measure',
        'instructions',
        '--max-processes',
        '2',
        // Where a change was counted by function is test/profile/count-head-and-base.test.ts's: here
        // it would count two more pairs under callgrind.
        '--profile',
        'never',
        '--baseline',
        baselinePath,
        '--history',
        historyPath,
        '--out',
        outPath,
        '--markdown',
        markdownPath,
      ]);
      // Two processes a side rarely decide, and an undecided comparison not 85% surely within 0.3%
      // fails closed as too noisy (exit 2); what matters here is that the counts were compared.
      assert.ok([0, 1, 2].includes(compared.status ?? -1), compared.stderr);
      if (compared.status === 2) {
        assert.match(
          readFileSync(markdownPath, 'utf8'),
          /^### ⚠️ Too noisy to rule out a loss/m,
          compared.stderr,
        );
      }
      const results = JSON.parse(readFileSync(outPath, 'utf8')) as ResultsFile;
      const counted = results.instructions!.scenarios[0]!.servers.find((s) => s.server === 'http-node')!;
      assert.equal(counted.samples.filter((sample) => sample.valid).length, 2);
      const report = readFileSync(markdownPath, 'utf8');
      assert.match(report, /instructions\/request/);
      assert.match(report, /Counted instructions: http-node's instructions per request under callgrind/);
      assert.match(report, /#### Instructions per request/);
      // Counted under the same conditions as main's commit: set beside it. Requests/s too (the
      // subject ran alone in both), each against its own series.
      assert.match(
        report,
        /#### Against main's history\n\n- hello: [\d,]+ instructions\/request, [+−]\d+\.\d\d% against main's last commit \([\d,]+; [\d,]+ to [\d,]+; latest `abcdef1`\): (within their range|above every one of them|below every one of them)/,
      );
      assert.deepEqual(
        results.mainHistory?.map((line) => `${line.scenario} ${line.measure} ${line.commits}`),
        ['hello instructions 1', 'hello wall-time 1'],
      );
    },
  );
});
