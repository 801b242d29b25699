import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { injectionForSlowdownMicroseconds } from '../../src/calibrate/injection-sizes.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { liveChildProcesses } from '../helpers/engine-helpers.ts';

/**
 * The gate on real servers over loopback: a baseline recorded for fastify, then compare runs
 * with and without an injected CPU cost. Short rounds keep it to a couple of minutes.
 */
const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-real-'));
after(() => rmSync(workspace, { recursive: true, force: true }));

const SHORT_RUN = [
  '--servers',
  'http-node,fastify',
  '--subject',
  'fastify',
  '--scenario',
  'hello',
  '--rounds',
  '4',
  '--rounds-per-block',
  '2',
  '--duration',
  '1',
  '--warmup',
  '0.5',
  '--connections',
  '50',
];

function cli(args: string[]) {
  return spawnSync(process.execPath, [join(REPO_ROOT, 'dist', 'cli.js'), ...args], {
    cwd: workspace,
    encoding: 'utf8',
    timeout: 6 * 60_000,
  });
}

test('a fastify baseline, then compare: wall time against it never gates; paired with the base folder catches an injected ~30% slowdown', async (t) => {
  const recorded = cli([
    'baseline',
    ...SHORT_RUN,
    '--baseline-processes',
    '10',
    '--baseline',
    'base.json',
    '--measure',
    'wall-time',
  ]);
  assert.equal(recorded.status, 0, recorded.stderr);
  const baseline = JSON.parse(readFileSync(join(workspace, 'base.json'), 'utf8')) as ResultsFile;
  const fastifyRounds = baseline.scenarios[0]!.servers.find((entry) => entry.server === 'fastify')!.rounds;
  const processes = new Set(fastifyRounds.map((round) => round.block)).size;
  // The table's 4 rounds ran 2 per process; then 10 processes of one round each.
  assert.equal(processes, 2 + 10, 'the baseline adds --baseline-processes processes of the subject');
  assert.equal(baseline.instructions, undefined, '--measure wall-time records no counts');

  // Size the injection from this machine's own speed, so it costs about 30% anywhere.
  const sorted = fastifyRounds.map((round) => round.requestsPerSecond).sort((a, b) => a - b);
  const medianRps = sorted[Math.floor(sorted.length / 2)]!;
  const injectedMicroseconds = injectionForSlowdownMicroseconds(medianRps, 0.3);
  const slowed = ['--inject-cpu-us', `fastify=${injectedMicroseconds}`];

  await t.test(
    `stored, ${injectedMicroseconds} µs injected: not gated, exit 0, the change folded as context`,
    () => {
      const stored = cli([
        'compare',
        ...SHORT_RUN,
        ...slowed,
        '--baseline',
        'base.json',
        '--markdown',
        'stored.md',
      ]);
      assert.equal(stored.status, 0, `${stored.stdout}\n${stored.stderr}`);
      assert.match(stored.stdout, /^NOT GATED: /m);
      const report = readFileSync(join(workspace, 'stored.md'), 'utf8');
      assert.match(report, /<details><summary>Context, not gated: the stored baseline/);
      assert.match(
        report,
        /Why nothing could gate: the baseline does not record where its subject came from/,
      );
    },
  );

  await t.test(
    `paired with --baseline-servers-dir, ${injectedMicroseconds} µs injected in the head: regression, exit 1`,
    () => {
      const paired = cli([
        'compare',
        ...SHORT_RUN,
        ...slowed,
        '--baseline-servers-dir',
        join(REPO_ROOT, 'servers'),
        '--markdown',
        'paired.md',
      ]);
      assert.equal(paired.status, 1, `${paired.stdout}\n${paired.stderr}`);
      const report = readFileSync(join(workspace, 'paired.md'), 'utf8');
      assert.match(report, /Regression: fastify got worse than the base of the pull request/);
      assert.match(report, /its server folder from .*servers/);
      assert.match(report, /\*\*[^*]*inject[^*]*\*\*/i, 'the injected slowdown is announced in bold');
    },
  );

  assert.deepEqual(liveChildProcesses(), []);
});
