import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  LATENCY_AT_RATE_DATA,
  latencyAtRateRates,
  readLatencyTrial,
} from '../helpers/latency-at-rate-rates.ts';

/**
 * The goals of the gate on p99 at a rate, checked on the real sequential gate at its defaults (three
 * scenarios under one budget) with every simulated process drawn from a real one
 * (test/helpers/latency-at-rate-rates.ts): the real tails, not a model of them. The README's rows
 * of the same conditions come from the same code with more pull requests (npm run simulate:rates).
 */
const GATES = 400;

test('p99 at a rate, A/A drawn from real unchanged processes: the check fails in at most 2% of pull requests', async () => {
  const rates = await latencyAtRateRates(
    readLatencyTrial(LATENCY_AT_RATE_DATA.unchanged),
    'unchanged',
    GATES,
    61,
  );
  const fails = rates.regression + rates.unstable + rates.error;
  assert.ok(fails <= 0.02, `A/A fails the check in ${(fails * 100).toFixed(1)}% of pull requests`);
});

test('p99 at a rate, a head drawn from real processes that pause 20 ms a second: the check fails in at least 95%', async () => {
  const rates = await latencyAtRateRates(
    readLatencyTrial(LATENCY_AT_RATE_DATA.pausing),
    'changed',
    GATES,
    62,
  );
  const fails = rates.regression + rates.unstable + rates.error;
  assert.ok(
    fails >= 0.95,
    `the pausing head fails the check in ${(fails * 100).toFixed(1)}% of pull requests`,
  );
});

test('p50 at a rate, A/A drawn from real unchanged processes: the check fails in at most 2% of pull requests', async () => {
  const rates = await latencyAtRateRates(
    readLatencyTrial(LATENCY_AT_RATE_DATA.unchanged),
    'unchanged',
    GATES,
    63,
    'p50',
  );
  const fails = rates.regression + rates.unstable + rates.error;
  assert.ok(fails <= 0.02, `A/A fails the check in ${(fails * 100).toFixed(1)}% of pull requests`);
});
