import assert from 'node:assert/strict';
import { test } from 'node:test';
import { comparePaired } from '../../src/gate/compare-paired.ts';
import { errorBudget } from '../../src/gate/error-budget.ts';
import { WALL_TIME_SAMPLING } from '../../src/gate/gate-defaults.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { gateSettings, syntheticResults, type SyntheticRounds } from '../helpers/synthetic-results.ts';

const gate = gateSettings();
const base = baseServerName(gate.subject);

/** Process pairs on a machine whose speed swings from pair to pair; head at `ratio` of base. */
function pairs(ratio: number, speeds: number[]): SyntheticRounds {
  return speeds.map((speed) => ({ mion: 35_000 * speed * ratio, [base]: 35_000 * speed }));
}

test('head against base of the same process pair: the machine swings cancel', () => {
  const current = syntheticResults({ scenarios: { hello: pairs(0.9, [1, 0.6, 1.4, 0.8, 1.2]) } });
  const [rps, latency] = comparePaired(current, base, {
    ...gate,
    pairedGateMetrics: ['requestsPerSecond', 'latencyMean'],
  });
  assert.equal(rps!.mode, 'paired');
  assert.equal(rps!.decidedBy, 'paired');
  assert.ok(Math.abs(rps!.estimates.paired!.estimate - -0.1) < 1e-9);
  assert.ok(Math.abs(rps!.estimates.paired!.upper - rps!.estimates.paired!.lower) < 1e-9);
  assert.equal(rps!.verdict, 'regression');
  assert.equal(latency!.verdict, 'regression');
  assert.equal(rps!.estimates.paired!.currentSamples, 5);
  assert.deepEqual(Object.keys(rps!.estimates), ['paired']);
});

test('by default paired mode gates requests/s alone; gate-metrics can add latency', () => {
  const current = syntheticResults({ scenarios: { hello: pairs(0.9, [1, 0.6, 1.4]) } });
  assert.deepEqual(
    comparePaired(current, base, gate).map((comparison) => comparison.metric),
    ['requestsPerSecond'],
  );
  assert.deepEqual(
    comparePaired(current, base, { ...gate, pairedGateMetrics: ['requestsPerSecond', 'latencyP99'] }).map(
      (comparison) => comparison.metric,
    ),
    ['requestsPerSecond', 'latencyP99'],
  );
});

test('a pair with an invalid round on either side is left out', () => {
  const rounds = pairs(1, [1, 0.7, 1.3, 0.9]);
  rounds[1] = { ...rounds[1], [base]: { requestsPerSecond: 1, valid: false } };
  rounds[2] = { ...rounds[2], mion: { requestsPerSecond: 1, valid: false } };
  const [rps] = comparePaired(syntheticResults({ scenarios: { hello: rounds } }), base, gate);
  assert.equal(rps!.estimates.paired!.currentSamples, 2);
  assert.ok(Math.abs(rps!.estimates.paired!.estimate) < 1e-9);
});

test('two rounds of each process count once', () => {
  const current = syntheticResults({
    scenarios: { hello: pairs(1.02, [1, 1.01, 0.99, 1, 1.02, 0.98]) },
    roundsPerBlock: 2,
  });
  const [rps] = comparePaired(current, base, gate);
  assert.equal(rps!.estimates.paired!.currentSamples, 3);
});

test('no pair with both sides valid is an error naming both', () => {
  const rounds: SyntheticRounds = [
    { mion: 35_000, [base]: { requestsPerSecond: 1, valid: false } },
    { mion: { requestsPerSecond: 1, valid: false }, [base]: 35_000 },
  ];
  assert.throws(
    () => comparePaired(syntheticResults({ scenarios: { hello: rounds } }), base, gate),
    /no block in scenario "hello" where both head "mion" and base "mion.base" have a valid round/,
  );
});

test('the intervals are priced for every comparison of the pull request: scenarios × (metrics + the spread test)', () => {
  const speeds = [1, 0.9, 1.1, 0.95, 1.05, 1];
  const current = syntheticResults({
    scenarios: { hello: pairs(0.97, speeds), 'update-user': pairs(0.97, speeds) },
  });
  const [first] = comparePaired(current, base, {
    ...gate,
    pairedGateMetrics: ['requestsPerSecond', 'latencyMean'],
  });
  // 2 scenarios × (2 metrics + 1 spread test) = 6 comparisons share the 95%.
  const priced = errorBudget(gate, WALL_TIME_SAMPLING, 6, 2).intervalConfidence;
  assert.equal(first!.estimates.paired!.confidence, priced);
  assert.notEqual(priced, errorBudget(gate, WALL_TIME_SAMPLING, 2, 2).intervalConfidence);
});

test('a head slow in some processes is more erratic than its base; one that is merely slower is not', () => {
  // 24 pairs (the most the gate runs), a machine swinging ±3% that both sides share, each process
  // ±2% on its own; the head 1.5 times as slow in 1 of 8.
  const speeds = Array.from({ length: 24 }, (_, index) => 1 + 0.03 * Math.sin(index * 1.7));
  const own = (index: number) => 1 + 0.02 * Math.cos(index * 2.3);
  const slow = (index: number) => index % 8 === 5;
  const erratic = syntheticResults({
    scenarios: {
      hello: speeds.map((speed, index) => ({
        mion: 35_000 * speed * own(index) * (slow(index) ? 1 / 1.5 : 1),
        [base]: 35_000 * speed,
      })),
    },
  });
  const [comparison] = comparePaired(erratic, base, gate);
  assert.equal(comparison!.dispersion?.headMoreErratic, true);
  assert.equal(comparison!.dispersion?.headFigures.length, speeds.length);
  const slower = syntheticResults({ scenarios: { hello: pairs(0.77, speeds) } });
  assert.equal(comparePaired(slower, base, gate)[0]!.dispersion?.headMoreErratic, false);
});

test('a tail percentile is gated only with ten requests a round beyond it; fewer is an error saying what would do', () => {
  // Synthetic rounds hold three seconds of their requests/s: 35,000/s gives 105,000, 1,500/s 4,500.
  const atRateGate = { ...gate, atRate: true, pairedGateMetrics: ['latencyP999' as const] };
  const enough = syntheticResults({ scenarios: { hello: pairs(1, [1, 0.9, 1.1]) } });
  for (const round of enough.scenarios[0]!.servers.flatMap((entry) => entry.rounds))
    round.latencyMs = { ...round.latencyMs, p999: round.latencyMs.p99 * 2 };
  assert.equal(comparePaired(enough, base, atRateGate)[0]!.metric, 'latencyP999');
  const few = structuredClone(enough);
  for (const round of few.scenarios[0]!.servers.flatMap((entry) => entry.rounds)) round.requestsTotal = 4_500;
  assert.throws(
    () => comparePaired(few, base, atRateGate),
    /hello p99\.9 latency: a round holds 4 requests beyond p99\.9 \(4500 in all\), too few to gate it \(at least 10: 10,000 requests a round, from a longer duration or a higher rate\)/,
  );
  // p99 of the same rounds has 45 beyond it: gated.
  assert.equal(
    comparePaired(few, base, { ...atRateGate, pairedGateMetrics: ['latencyP99'] })[0]!.metric,
    'latencyP99',
  );
});
