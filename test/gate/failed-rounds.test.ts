import assert from 'node:assert/strict';
import { test } from 'node:test';
import { comparePaired } from '../../src/gate/compare-paired.ts';
import { generatorFellBehind } from '../../src/engine/open-loop-load.ts';
import { verdictWithFailures } from '../../src/gate/failed-rounds.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { gateSettings, syntheticResults, type SyntheticRounds } from '../helpers/synthetic-results.ts';

const gate = gateSettings();
const base = baseServerName(gate.subject);

/** 12 blocks, head and base equally fast (so the good rounds say `unchanged`); the head fails in `headFails` of them. */
function blocks(headFails: number, baseFails = 0): SyntheticRounds {
  return Array.from({ length: 12 }, (_, block) => ({
    [gate.subject]: { requestsPerSecond: 10_000 * (1 + (block % 3) * 0.001), valid: block >= headFails },
    [base]: { requestsPerSecond: 10_000 * (1 + (block % 3) * 0.001), valid: block < 12 - baseFails },
  }));
}

test('a head that fails once where its base answers has regressed, whatever its good rounds say', () => {
  const [once] = comparePaired(syntheticResults({ scenarios: { hello: blocks(1) } }), base, gate);
  assert.deepEqual(once!.failures, {
    headOnly: 1,
    baseOnly: 0,
    headEvidence: 'process pair 1: 3 non-2xx answers',
  });
  assert.equal(once!.verdict, 'regression');
  const [twice] = comparePaired(syntheticResults({ scenarios: { hello: blocks(2) } }), base, gate);
  assert.deepEqual(
    { ...twice!.failures, headEvidence: undefined },
    { headOnly: 2, baseOnly: 0, headEvidence: undefined },
  );
  assert.equal(twice!.verdict, 'regression');
});

test('a head that fails in most blocks where its base answers has regressed, whatever its good rounds say', () => {
  const [comparison] = comparePaired(syntheticResults({ scenarios: { hello: blocks(9) } }), base, gate);
  assert.deepEqual(
    { ...comparison!.failures, headEvidence: undefined },
    { headOnly: 9, baseOnly: 0, headEvidence: undefined },
  );
  assert.equal(comparison!.verdict, 'regression');
});

test('failures on both sides alike change nothing; none at all are not reported', () => {
  const both = comparePaired(syntheticResults({ scenarios: { hello: blocks(2, 2) } }), base, gate)[0]!;
  assert.deepEqual(
    { ...both.failures, headEvidence: undefined },
    { headOnly: 2, baseOnly: 2, headEvidence: undefined },
  );
  assert.equal(both.verdict, 'unchanged');
  const none = comparePaired(syntheticResults({ scenarios: { hello: blocks(0) } }), base, gate)[0]!;
  assert.equal(none.failures, undefined);
  assert.equal(none.verdict, 'unchanged');
});

test('failures count by their excess: one more of the head regresses, those of the base change nothing', () => {
  assert.equal(verdictWithFailures('unchanged', { headOnly: 1, baseOnly: 0 }), 'regression');
  assert.equal(verdictWithFailures('improvement', { headOnly: 1, baseOnly: 0 }), 'regression');
  assert.equal(verdictWithFailures('inconclusive', { headOnly: 3, baseOnly: 2 }), 'regression');
  assert.equal(verdictWithFailures('improvement', { headOnly: 5, baseOnly: 3 }), 'regression');
  assert.equal(verdictWithFailures('unchanged', { headOnly: 2, baseOnly: 2 }), 'unchanged');
  assert.equal(verdictWithFailures('unchanged', { headOnly: 1, baseOnly: 3 }), 'unchanged');
});

test('rounds refused only because the load generator fell behind are no failure of the head: its pairs do not count', () => {
  const results = syntheticResults({ scenarios: { hello: blocks(2) } });
  const lateGenerator = { p50: 900, p99: 25_000, max: 40_000 };
  const headRounds = results.scenarios[0]!.servers.find((entry) => entry.server === gate.subject)!.rounds;
  for (const round of headRounds.filter((one) => !one.valid)) {
    round.atRate = {
      ratePerSecond: 5000,
      achievedPerSecond: 5000,
      waitedForConnection: 0,
      latencyHistogram: '',
      generatorLagUs: lateGenerator,
    };
    round.invalidReason = generatorFellBehind(round.atRate)!;
  }
  const [comparison] = comparePaired(results, base, gate);
  assert.equal(comparison!.failures, undefined, 'the generator falling behind is counted against no side');
  assert.equal(comparison!.verdict, 'unchanged');
  // The same rounds refused for errors as well as the late generator are the head's failures.
  for (const round of headRounds.filter((one) => !one.valid))
    round.invalidReason = `3 errors, ${round.invalidReason}`;
  assert.equal(comparePaired(results, base, gate)[0]!.failures?.headOnly, 2);
});
