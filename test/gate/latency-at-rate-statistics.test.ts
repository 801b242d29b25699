import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkFailing } from '../helpers/gate-simulation.ts';
import {
  LATENCY_AT_RATE_DATA,
  latencyAtRateRates,
  pausesMissingRequests,
  readLatencyTrial,
  type LatencyAtRateTrial,
  type SimulatedPercentile,
} from '../helpers/latency-at-rate-rates.ts';

/**
 * The goals of the gate on p99 at a rate, checked on the real sequential gate at its defaults (three
 * scenarios under one budget) with every simulated process drawn from a real one
 * (test/helpers/latency-at-rate-rates.ts): the real tails, not a model of them. The README's rows
 * of the same conditions come from the same code with more pull requests (npm run simulate:rates).
 */
const GATES = 400;

/** The share of GATES simulated pull requests whose check fails, drawn from a trial file's processes. */
async function failingShare(
  data: URL | LatencyAtRateTrial,
  kind: 'unchanged' | 'changed',
  seed: number,
  percentile: SimulatedPercentile = 'p99',
): Promise<number> {
  const trial = data instanceof URL ? readLatencyTrial(data) : data;
  const rates = await latencyAtRateRates(trial, kind, GATES, seed, percentile);
  return checkFailing(rates);
}

const asPercent = (share: number) => `${(share * 100).toFixed(1)}%`;

for (const [capacity, share] of [
  ['quarter', '25%'],
  ['half', '50%'],
] as const) {
  const trials = LATENCY_AT_RATE_DATA[capacity];
  test(`p99 at ${share} of the capacity, A/A drawn from real unchanged processes: the check fails in at most 2% of pull requests`, async () => {
    const fails = await failingShare(trials.unchanged, 'unchanged', 61);
    assert.ok(fails <= 0.02, `A/A fails the check in ${asPercent(fails)} of pull requests`);
  });

  test(`p99 at ${share} of the capacity, a head drawn from real processes that pause 20 ms a second: the check fails in at least 95%`, async () => {
    const fails = await failingShare(trials.pausing, 'changed', 62);
    assert.ok(fails >= 0.95, `the pausing head fails the check in ${asPercent(fails)} of pull requests`);
  });

  test(`p50 at ${share} of the capacity, A/A drawn from real unchanged processes: the check fails in at most 2% of pull requests`, async () => {
    const fails = await failingShare(trials.unchanged, 'unchanged', 63, 'p50');
    assert.ok(fails <= 0.02, `A/A fails the check in ${asPercent(fails)} of pull requests`);
  });
}

/**
 * The event loop, watched from inside each process (2026-11-28's runs at a quarter of the capacity):
 * the gate's defaults gate it beside p99, so that a head is caught on any machine, also where its
 * pauses miss the measured requests (each head process given its base's p99 and p50).
 */
test('the event loop alone, A/A drawn from real unchanged processes: the check fails in at most 2% of pull requests', async () => {
  const fails = await failingShare(LATENCY_AT_RATE_DATA.quarter.unchanged, 'unchanged', 64, 'loop');
  assert.ok(fails <= 0.02, `A/A fails the check in ${asPercent(fails)} of pull requests`);
});

test('the defaults at 25%, a head that pauses 20 ms a second whose pauses miss the measured requests: the check fails in at least 95%', async () => {
  const missed = pausesMissingRequests(readLatencyTrial(LATENCY_AT_RATE_DATA.quarter.pausing));
  const fails = await failingShare(missed, 'changed', 65);
  assert.ok(fails >= 0.95, `the pausing head fails the check in ${asPercent(fails)} of pull requests`);
});
