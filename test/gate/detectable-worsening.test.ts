import assert from 'node:assert/strict';
import { test } from 'node:test';
import { comparePaired } from '../../src/gate/compare-paired.ts';
import { WALL_TIME_SAMPLING } from '../../src/gate/gate-defaults.ts';
import { runSequentialGate } from '../../src/gate/sequential-gate.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { gateSettings } from '../helpers/synthetic-results.ts';
import { twoLevelRun, type TwoLevelNoise } from '../helpers/two-level-noise.ts';

/**
 * "Would catch (90%)" is a claim: run the gate's own last look and confirmation at a true loss
 * equal to the figure a run printed, and about 9 in 10 must fail the check.
 */
const gate = gateSettings({ maxProcesses: 24 });
const base = baseServerName(gate.subject);
const noise: TwoLevelNoise = {
  runOffsetLogSd: 0.02,
  blockSharedLogSd: 0.02,
  processLogSd: 0.03,
  roundLogSd: 0,
};

function run(random: ReturnType<typeof seededRandom>, processes: number, loss: number) {
  return twoLevelRun({
    random,
    noise,
    processes,
    scenarios: ['hello'],
    servers: { [gate.subject]: 35_000 * (1 - loss), [base]: 35_000 },
  });
}

test('a loss of the size the comparison says it would catch is caught in about 90% of runs', async () => {
  const random = seededRandom(2410);
  // The figure a 24-pair run prints, averaged over runs as its spread estimate varies.
  const printed: number[] = [];
  for (let index = 0; index < 200; index++) {
    printed.push(comparePaired(run(random, 24, 0), base, gate)[0]!.detectableWorsening!);
  }
  const detectable = printed.reduce((sum, value) => sum + value, 0) / printed.length;
  assert.ok(detectable > gate.rpsThreshold && detectable < 0.2, `detectable ${detectable}`);

  // Runs of exactly that many pairs (no further look) at that loss, confirmation included.
  const gates = 1500;
  let caught = 0;
  for (let index = 0; index < gates; index++) {
    const outcome = await runSequentialGate({
      mode: 'paired',
      comparedWith: 'base',
      environmentDrift: [],
      initial: run(random, 24, detectable),
      gate,
      compare: (file, label) => comparePaired(file, base, gate, label),
      measureMore: async (processes) => run(random, processes, detectable),
      nowMs: () => 0,
      sampling: WALL_TIME_SAMPLING,
    });
    // Caught is the check failing: as a regression, or as too noisy to rule out the loss.
    if (outcome.verdict === 'regression' || outcome.verdict === 'error') caught++;
  }
  // 1,500 runs: 90% has a standard error of 0.8 points; the normal approximation may miss by a few.
  assert.ok(Math.abs(caught / gates - 0.9) <= 0.04, `caught ${caught / gates} at a loss of ${detectable}`);
});
