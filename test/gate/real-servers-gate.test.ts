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

test('a fastify baseline, then compare: an injected ~30% slowdown fails with exit 1, no injection passes', async (t) => {
  const recorded = cli(['baseline', ...SHORT_RUN, '--baseline-processes', '10', '--baseline', 'base.json']);
  assert.equal(recorded.status, 0, recorded.stderr);
  const baseline = JSON.parse(readFileSync(join(workspace, 'base.json'), 'utf8')) as ResultsFile;
  const fastifyRounds = baseline.scenarios[0]!.servers.find((entry) => entry.server === 'fastify')!.rounds;
  const processes = new Set(fastifyRounds.map((round) => round.block)).size;
  // The table's 4 rounds ran 2 per process; then 10 processes of one round each.
  assert.equal(processes, 2 + 10, 'the baseline adds --baseline-processes processes of the subject');

  // Size the injection from this machine's own speed, so it costs about 30% anywhere.
  const sorted = fastifyRounds.map((round) => round.requestsPerSecond).sort((a, b) => a - b);
  const medianRps = sorted[Math.floor(sorted.length / 2)]!;
  const injectedMicroseconds = injectionForSlowdownMicroseconds(medianRps, 0.3);

  await t.test(`with ${injectedMicroseconds} µs per request injected: regression, exit 1`, () => {
    const slowed = cli([
      'compare',
      ...SHORT_RUN,
      '--baseline',
      'base.json',
      '--max-processes',
      '8',
      '--inject-cpu-us',
      `fastify=${injectedMicroseconds}`,
      '--markdown',
      'slowed.md',
    ]);
    assert.equal(slowed.status, 1, `${slowed.stdout}\n${slowed.stderr}`);
    const report = readFileSync(join(workspace, 'slowed.md'), 'utf8');
    assert.match(report, /Regression: fastify got worse than the baseline/);
    assert.match(report, /\*\*[^*]*inject[^*]*\*\*/i, 'the injected slowdown is announced in bold');
  });

  await t.test('without injection: no regression, exit 0', () => {
    const same = cli(['compare', ...SHORT_RUN, '--baseline', 'base.json', '--max-processes', '8']);
    assert.equal(same.status, 0, `${same.stdout}\n${same.stderr}`);
    assert.match(same.stdout, /^(PASS|INCONCLUSIVE): /m);
  });

  assert.deepEqual(liveChildProcesses(), []);
});
