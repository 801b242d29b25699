import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkFailing } from '../helpers/gate-simulation.ts';
import {
  LATENCY_AT_RATE_DATA,
  latencyAtRateRates,
  readLatencyTrial,
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
  data: URL,
  kind: 'unchanged' | 'changed',
  seed: number,
  percentile: SimulatedPercentile = 'p99',
): Promise<number> {
  const rates = await latencyAtRateRates(readLatencyTrial(data), kind, GATES, seed, percentile);
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
