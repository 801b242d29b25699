import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GateVerdict } from '../../src/gate/gate-types.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { simulateGate } from '../helpers/gate-simulation.ts';
import { gateSettings } from '../helpers/synthetic-results.ts';
import { MEASURED_MION_HELLO_NOISE } from '../helpers/two-level-noise.ts';

/**
 * The goal of sharding: the merged verdict has the error rates of the unsharded gate. The real
 * sequential gate runs, fed by the measured noise model, once with the three scenarios together
 * and once as three shards of one scenario each (each under the budget of all three), whose
 * worst verdict is the pull request's, as merge takes it.
 */
const SCENARIOS: ScenarioName[] = ['hello', 'update-user', 'heavy-validation'];
const PULL_REQUESTS = 1000;
const WORST: GateVerdict[] = ['error', 'regression', 'inconclusive', 'pass'];

async function rates(sharded: boolean, trueChange: Partial<Record<ScenarioName, number>>, seed: number) {
  const random = seededRandom(seed);
  const counts = { pass: 0, inconclusive: 0, regression: 0 };
  for (let pr = 0; pr < PULL_REQUESTS; pr++) {
    const common = { random, mode: 'paired' as const, noise: MEASURED_MION_HELLO_NOISE, trueChange };
    const verdicts = sharded
      ? await Promise.all(
          SCENARIOS.map(
            async (scenario) =>
              (
                await simulateGate({
                  ...common,
                  gate: gateSettings({ pullRequestScenarios: 3 }),
                  scenarios: [scenario],
                })
              ).outcome.verdict,
          ),
        )
      : [(await simulateGate({ ...common, gate: gateSettings(), scenarios: SCENARIOS })).outcome.verdict];
    const verdict = WORST.find((candidate) => verdicts.includes(candidate)) ?? 'pass';
    counts[verdict as keyof typeof counts] += 1;
  }
  return {
    pass: counts.pass / PULL_REQUESTS,
    inconclusive: counts.inconclusive / PULL_REQUESTS,
    regression: counts.regression / PULL_REQUESTS,
  };
}

test('three shards merged keep the unsharded gate’s rates: A/A and an 8% loss in one scenario', async () => {
  const together = await rates(false, {}, 2501);
  const shards = await rates(true, {}, 2502);
  assert.ok(shards.regression <= 0.01, `sharded A/A ${JSON.stringify(shards)}`);
  assert.ok(shards.pass >= 0.9, `sharded A/A ${JSON.stringify(shards)}`);
  // 1,000 pull requests: a pass rate near 97% has a standard error near 0.5 points each.
  assert.ok(
    Math.abs(shards.pass - together.pass) <= 0.03,
    `A/A together ${JSON.stringify(together)}, sharded ${JSON.stringify(shards)}`,
  );

  const lossTogether = await rates(false, { 'update-user': -0.08 }, 2503);
  const lossSharded = await rates(true, { 'update-user': -0.08 }, 2504);
  assert.ok(lossSharded.regression >= 0.9, `sharded 8% ${JSON.stringify(lossSharded)}`);
  assert.ok(
    Math.abs(lossSharded.regression - lossTogether.regression) <= 0.04,
    `8% together ${JSON.stringify(lossTogether)}, sharded ${JSON.stringify(lossSharded)}`,
  );
});
