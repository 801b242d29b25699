import assert from 'node:assert/strict';
import { test } from 'node:test';
import { VALIDATED_SPREAD_LOG } from '../../src/gate/gate-defaults.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { calibrationNoise } from '../helpers/calibration-noise.ts';
import { simulateGate, verdictRates } from '../helpers/gate-simulation.ts';
import { simultaneousCoverage } from '../helpers/simultaneous-coverage.ts';
import { gateSettings } from '../helpers/synthetic-results.ts';
import { MEASURED_MION_HELLO_NOISE, type TwoLevelNoise } from '../helpers/two-level-noise.ts';

/**
 * The claims the README makes for a whole pull request, checked on the real sequential gate at its
 * defaults with every built-in scenario gated together (the two-level model of
 * test/helpers/two-level-noise.ts stands in for the servers). Each claim is one that a broken
 * statistic breaks: a wrong quantile, no confirmation, no correction for several comparisons, or
 * none for the looks (the closing notes of the statistics issue show each mutation failing here).
 */
const gate = gateSettings();
const SCENARIOS: ScenarioName[] = ['hello', 'update-user', 'heavy-validation'];
const paired = { mode: 'paired' as const, gate, scenarios: SCENARIOS };
const HEAVY_VALIDATION_TRIALS = new URL(
  '../../evidence/data/calibration-heavy-validation.json',
  import.meta.url,
);

/** A day whose process pairs spread by `pairSpreadLog` (head minus base), with the machine's own drift on top. */
function dayWithPairSpread(pairSpreadLog: number): TwoLevelNoise {
  return {
    runOffsetLogSd: 0.025,
    blockSharedLogSd: 0.02,
    processLogSd: pairSpreadLog / Math.SQRT2,
    roundLogSd: 0,
  };
}

test('A/A, three scenarios under one budget: `regression` in at most 1% of pull requests, `pass` in at least 90%', async () => {
  const rates = await verdictRates(
    { ...paired, random: seededRandom(2401), noise: MEASURED_MION_HELLO_NOISE, trueChange: 0 },
    2000,
  );
  assert.ok(rates.regression <= 0.01, `A/A ${JSON.stringify(rates)}`);
  assert.ok(rates.pass >= 0.9, `A/A ${JSON.stringify(rates)}`);
});

test('an 8% loss in one scenario of three fails the pull request in at least 90% of runs', async () => {
  const rates = await verdictRates(
    {
      ...paired,
      random: seededRandom(2402),
      noise: MEASURED_MION_HELLO_NOISE,
      trueChange: { 'heavy-validation': -0.08 },
    },
    1000,
  );
  assert.ok(rates.regression >= 0.9, `8% loss ${JSON.stringify(rates)}`);
});

test('a 4% gain in one scenario of three is decided early and passes: the gate asks only whether the head is worse', async () => {
  // Before the one-sided question (issue 50) the gate spent its processes trying to bound the gain
  // under +5%: here 33% passed and 66% ran to the maximum of 24 and passed as inconclusive, the
  // median pull request spending 24 processes a side and 52 scenario-pairs; now 99% pass, with 16
  // (the unchanged scenarios' own) and 32.
  const rates = await verdictRates(
    { ...paired, random: seededRandom(2408), noise: MEASURED_MION_HELLO_NOISE, trueChange: { hello: 0.04 } },
    1000,
  );
  assert.ok(rates.pass >= 0.98, `4% gain ${JSON.stringify(rates)}`);
  assert.ok(rates.medianProcesses <= 16, `4% gain ${JSON.stringify(rates)}`);
  assert.ok(rates.medianScenarioPairs <= 36, `4% gain ${JSON.stringify(rates)}`);
});

test('at every look the gate takes, the intervals of all three scenarios cover the true change together in at least 93% of pull requests (95% stated)', async () => {
  // Between zero and the threshold: most gates look several times. 1,500 gates: a rate of 95% has
  // a standard error of 0.56 points.
  const coverage = await simultaneousCoverage({
    gate,
    scenarios: SCENARIOS,
    noise: MEASURED_MION_HELLO_NOISE,
    trueChange: -0.03,
    gates: 1500,
    seed: 2403,
  });
  assert.ok(coverage >= 0.93, `simultaneous coverage ${coverage}`);
});

test('under the noise of the real heavy-validation trials, a pull request that looks several times is covered at its stated 95% or a little above, never below by more than 2 points', async () => {
  // Each gate draws one real trial's fitted noise. Too low breaks the promise; far above means
  // intervals wider than their level needs (looks or comparisons paid for twice: 99.2% here before
  // decided scenarios stopped being measured), which costs every pull request power. Some excess
  // is the design's: the intervals are priced for every look up to max-processes (eleven, 8 to
  // 128, for the noisy runners that need them), and a scenario decided early is looked at fewer
  // times (its frozen interval cannot miss again): 97.2% with five looks, 99.5% with eleven. The
  // power it costs here is small (an unchanged pull request at 4% a pair spent a median 42
  // scenario-pairs, 40 with five looks; docs/statistics.md, "Rates by noise").
  const fitted = calibrationNoise(fileURLToPath(HEAVY_VALIDATION_TRIALS)).perTrial;
  const coverage = await simultaneousCoverage({
    gate,
    scenarios: SCENARIOS,
    noise: fitted,
    trueChange: -0.03,
    gates: 1500,
    seed: 2407,
  });
  assert.ok(coverage >= 0.93 && coverage <= 0.997, `simultaneous coverage ${coverage}`);
});

test('a comparison sitting exactly at its threshold passes at most 2.5% of the time, looks included', async () => {
  // One scenario: the looks alone must be paid for (a fixed 95% interval passed 6.7% here).
  const rates = await verdictRates(
    {
      mode: 'paired',
      gate,
      scenarios: ['hello'],
      random: seededRandom(2404),
      noise: MEASURED_MION_HELLO_NOISE,
      trueChange: -gate.rpsThreshold,
    },
    4000,
  );
  // 4,000 gates: 2.5% has a standard error of 0.25 points; allow three of them.
  assert.ok(rates.pass <= 0.025 + 0.0075, `at the threshold ${JSON.stringify(rates)}`);
});

test('a bad day at the edge of the validated range: A/A is found worse at most 1 - confidence; noise blocks the rest', async () => {
  const rates = await verdictRates(
    {
      ...paired,
      random: seededRandom(2405),
      noise: dayWithPairSpread(VALIDATED_SPREAD_LOG['wall-time'] * 0.95),
      trueChange: 0,
    },
    2000,
  );
  // A finding against the head (regression, unstable) is the bound of error-budget.ts; a run whose
  // spread reads beyond the range ends in error (too noisy to pass), never in a pass.
  assert.ok(rates.regression + rates.unstable <= 0.05, `bad day ${JSON.stringify(rates)}`);
  assert.ok(rates.error > 0.3, `bad day ${JSON.stringify(rates)}`);
});

test('beyond the validated range the gate cannot pass: an error that says by how much', async () => {
  const { outcome } = await simulateGate({
    ...paired,
    random: seededRandom(2406),
    noise: dayWithPairSpread(VALIDATED_SPREAD_LOG['wall-time'] * 2),
    trueChange: 0,
  });
  assert.equal(outcome.verdict, 'error');
  assert.match(
    outcome.notes.join(' '),
    /Too noisy to pass: \S+ requests\/s spread \d+\.\d% per sample, above the \d+\.\d%/,
  );
});
