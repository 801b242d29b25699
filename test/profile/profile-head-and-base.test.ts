import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { runBenchmark } from '../../src/engine/run-benchmark.ts';
import { readCpuProfile } from '../../src/profile/cpu-profile.ts';
import { profileHeadAndBase, type MeasureProfiled } from '../../src/profile/profile-head-and-base.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { FIXTURES_DIR, liveChildProcesses, planFor, quietProgress } from '../helpers/engine-helpers.ts';

/**
 * Real profiles of real fixture servers: a head that spends 2,000 loop iterations per request in
 * one named function, against a correct base, profiled as the pipeline profiles after a verdict.
 */
const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-where-'));
after(() => rmSync(workspace, { recursive: true, force: true }));

const plan = planFor(FIXTURES_DIR, ['spins-in-a-function', 'correct'], { scenarios: ['hello'] });
const measure: MeasureProfiled = async (servers, load, cpuProfileDir) => {
  const outcome = await runBenchmark(
    { ...plan, servers: servers.built, load: { ...plan.load, ...load }, cpuProfileDir },
    quietProgress(),
  );
  return { scenarios: outcome.scenarios } as ResultsFile;
};

describe('profiling head and base side by side', () => {
  it('names the function the head added work to, first, with an interval above zero, and writes profiles and a flame graph', async () => {
    const [head, base] = plan.servers;
    const [where] = await profileHeadAndBase(
      measure,
      head!,
      base!,
      ['hello'],
      { pairs: 3, durationSeconds: 1.5, dir: join(workspace, 'profiles'), confidence: 0.95, rows: 10 },
      quietProgress(),
    );
    assert.ok(where && !('error' in where) && where.measure === 'wall-time', JSON.stringify(where));
    const top = where.rows[0]!;
    assert.equal(top.fn.name, 'checksumEveryRequest', where.rows.map((row) => row.fn.name).join(', '));
    assert.equal(`${top.fn.file}:${top.fn.line}`, 'server.mjs:6');
    assert.ok(top.change.lower! > 0, JSON.stringify(top.change));
    assert.equal(top.basePerRequest, 0, 'the base never runs it');
    assert.ok(where.explainedShare! > 0.5, `the listed functions explain ${where.explainedShare}`);
    assert.equal(where.pairs, 3);

    assert.equal(where.artifacts.headProfiles.length, 3);
    for (const path of [...where.artifacts.headProfiles, ...where.artifacts.baseProfiles]) {
      assert.ok(readCpuProfile(path).samples.length > 100, `${path} holds a profile of the round`);
    }
    assert.ok(existsSync(where.artifacts.flameGraph));
    const page = readFileSync(where.artifacts.flameGraph, 'utf8');
    assert.match(page, /<svg[^>]*>/);
    assert.match(page, /checksumEveryRequest \(server\.mjs:6\)/);
    assert.deepEqual(liveChildProcesses(), []);
  });

  it('gives its reason for a scenario it could not profile, and goes on', async () => {
    const [head, base] = plan.servers;
    const failing: MeasureProfiled = async () => {
      throw new Error('the base crashed');
    };
    const where = await profileHeadAndBase(
      failing,
      head!,
      base!,
      ['hello'],
      { pairs: 3, durationSeconds: 1, dir: join(workspace, 'none'), confidence: 0.95, rows: 10 },
      quietProgress(),
    );
    assert.deepEqual(where, [{ scenario: 'hello', measure: 'wall-time', error: 'the base crashed' }]);
  });
});
