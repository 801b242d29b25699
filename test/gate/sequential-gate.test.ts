import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GateSettings } from '../../src/config/config.ts';
import { DEFAULT_LOAD } from '../../src/config/defaults.ts';
import {
  DEFAULT_BASELINE_ROUNDS,
  DEFAULT_CONFIRMATION_ROUNDS,
  DEFAULT_EXTRA_ROUNDS_PER_BLOCK,
} from '../../src/gate/gate-defaults.ts';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { runSequentialGate } from '../../src/gate/sequential-gate.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { SCENARIO_NAMES } from '../../src/scenarios/scenario.ts';
import { seededRandom, type SeededRandom } from '../helpers/seeded-random.ts';
import {
  gateSettings,
  noisyRun,
  syntheticResults,
  type SyntheticRounds,
} from '../helpers/synthetic-results.ts';

/** mion at half the speed of http-node, as in the baseline. */
const BASELINE_RATIO = 0.5;
/** Per-round noise of the subject/reference ratio: about 10 percent. */
const RATIO_LOG_SIGMA = 0.1;
/** Simulated wall-clock cost of one round of subject and reference in both scenarios. */
const ROUND_MS = 20_000;

interface SimulatedGate {
  outcome: GateOutcome;
  /** Rounds asked of measureMore, call by call. */
  requests: number[];
}

/** The real gate on noisy synthetic runs; measureMore returns fresh synthetic blocks. */
async function simulateGate(
  random: SeededRandom,
  options: {
    currentRatio: number;
    ratioLogSigma?: number;
    gate?: GateSettings;
    firstRoundRatio?: number;
    subjectLatencyFactor?: number;
  },
): Promise<SimulatedGate> {
  const gate = options.gate ?? gateSettings();
  const run = (rounds: number, subjectRatio: number, subjectLatencyFactor = 1): ResultsFile =>
    noisyRun({
      random,
      rounds,
      scenarios: [...SCENARIO_NAMES],
      subject: gate.subject,
      reference: gate.reference,
      subjectRatio,
      ratioLogSigma: options.ratioLogSigma ?? RATIO_LOG_SIGMA,
      subjectLatencyFactor,
    });
  let clockMs = 0;
  const requests: number[] = [];
  const outcome = await runSequentialGate({
    baseline: run(DEFAULT_BASELINE_ROUNDS, BASELINE_RATIO),
    initial: run(
      DEFAULT_LOAD.rounds,
      options.firstRoundRatio ?? options.currentRatio,
      options.subjectLatencyFactor,
    ),
    gate,
    nowMs: () => clockMs,
    measureMore: async (rounds) => {
      requests.push(rounds);
      clockMs += rounds * ROUND_MS;
      return run(rounds, options.currentRatio, options.subjectLatencyFactor);
    },
  });
  return { outcome, requests };
}

async function verdictRate(
  seed: number,
  trials: number,
  currentRatio: number,
): Promise<Record<string, number>> {
  const random = seededRandom(seed);
  const counts: Record<string, number> = {};
  for (let trial = 0; trial < trials; trial++) {
    const { outcome } = await simulateGate(random, { currentRatio });
    counts[outcome.verdict] = (counts[outcome.verdict] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).map(([verdict, count]) => [verdict, count / trials]));
}

test('A/A: with 10 percent noise at most 2 percent of gates end in a regression', async () => {
  const rates = await verdictRate(11, 1000, BASELINE_RATIO);
  assert.ok((rates.regression ?? 0) <= 0.02, `false-alarm rate ${JSON.stringify(rates)}`);
  assert.equal(rates.error, undefined);
});

test('A/B: a 15 percent throughput loss with 10 percent noise ends in a regression at least 95 percent of the time', async () => {
  const rates = await verdictRate(12, 1000, BASELINE_RATIO * 0.85);
  assert.ok((rates.regression ?? 0) >= 0.95, `detection rate ${JSON.stringify(rates)}`);
});

test('a confirmed regression reports both looks and asks for one confirmation block', async () => {
  const { outcome, requests } = await simulateGate(seededRandom(3), {
    currentRatio: BASELINE_RATIO * 0.7,
    ratioLogSigma: 0.03,
  });
  assert.equal(outcome.verdict, 'regression');
  assert.equal(outcome.confirmation?.agreed, true);
  assert.deepEqual(requests, [DEFAULT_CONFIRMATION_ROUNDS]);
  assert.ok(outcome.metrics.every((comparison) => comparison.verdict === 'regression'));
  const confirmed = outcome.confirmation!.metrics;
  assert.ok(
    confirmed.every((comparison) => comparison.normalised.currentSamples === DEFAULT_CONFIRMATION_ROUNDS),
  );
  assert.equal(outcome.subjectRounds, DEFAULT_LOAD.rounds);
  assert.equal(outcome.subject, 'mion');
  assert.equal(outcome.reference, 'http-node');
});

test('slower answers at equal throughput fail the gate on latency alone', async () => {
  const { outcome } = await simulateGate(seededRandom(9), {
    currentRatio: BASELINE_RATIO,
    ratioLogSigma: 0.02,
    subjectLatencyFactor: 1.3,
  });
  assert.equal(outcome.verdict, 'regression');
  const verdicts = (metrics: GateOutcome['metrics']) =>
    metrics.map(({ scenario, metric, verdict }) => `${scenario} ${metric} ${verdict}`);
  assert.deepEqual(verdicts(outcome.metrics), [
    'hello requestsPerSecond unchanged',
    'hello latencyMean regression',
    'update-user requestsPerSecond unchanged',
    'update-user latencyMean regression',
  ]);
  assert.deepEqual(verdicts(outcome.confirmation!.metrics), verdicts(outcome.metrics));
});

test('a regression the fresh block does not repeat ends inconclusive, and only the fresh block is judged', async () => {
  // The run's first rounds were slow (say, a noisy neighbour); the confirmation block is not.
  const { outcome, requests } = await simulateGate(seededRandom(4), {
    firstRoundRatio: BASELINE_RATIO * 0.7,
    currentRatio: BASELINE_RATIO,
    ratioLogSigma: 0.01,
  });
  assert.equal(outcome.verdict, 'inconclusive');
  assert.equal(outcome.confirmation?.agreed, false);
  assert.deepEqual(requests, [DEFAULT_CONFIRMATION_ROUNDS]);
  assert.ok(outcome.confirmation!.metrics.every((comparison) => comparison.verdict === 'unchanged'));
  assert.match(outcome.notes.join('\n'), /not repeated by a fresh block/);
});

test('an improvement passes without extra rounds', async () => {
  const { outcome, requests } = await simulateGate(seededRandom(5), {
    currentRatio: BASELINE_RATIO * 1.2,
    ratioLogSigma: 0.02,
  });
  assert.equal(outcome.verdict, 'pass');
  assert.deepEqual(requests, []);
  assert.ok(outcome.metrics.every((comparison) => comparison.verdict === 'improvement'));
  const rps = outcome.metrics.find((comparison) => comparison.metric === 'requestsPerSecond')!;
  const latency = outcome.metrics.find((comparison) => comparison.metric === 'latencyMean')!;
  assert.ok(rps.normalised.estimate > 0.15 && latency.normalised.estimate < -0.13);
});

test('with little noise an unchanged subject passes, every metric unchanged', async () => {
  const { outcome } = await simulateGate(seededRandom(6), {
    currentRatio: BASELINE_RATIO,
    ratioLogSigma: 0.01,
  });
  assert.equal(outcome.verdict, 'pass');
  assert.equal(outcome.confirmation, undefined);
  assert.ok(outcome.metrics.every((comparison) => comparison.verdict === 'unchanged'));
});

test('while inconclusive, extra blocks run up to the maximum rounds', async () => {
  const gate = gateSettings({ maxRounds: 14 });
  const { outcome, requests } = await simulateGate(seededRandom(7), {
    currentRatio: BASELINE_RATIO,
    ratioLogSigma: 0.3,
    gate,
  });
  assert.equal(outcome.verdict, 'inconclusive');
  const extraRounds = 14 - DEFAULT_LOAD.rounds;
  const fullBlocks = Math.floor(extraRounds / DEFAULT_EXTRA_ROUNDS_PER_BLOCK);
  assert.deepEqual(requests, [
    ...Array.from({ length: fullBlocks }, () => DEFAULT_EXTRA_ROUNDS_PER_BLOCK),
    ...(extraRounds % DEFAULT_EXTRA_ROUNDS_PER_BLOCK ? [extraRounds % DEFAULT_EXTRA_ROUNDS_PER_BLOCK] : []),
  ]);
  assert.equal(outcome.subjectRounds, 14);
  assert.ok(outcome.metrics.every((comparison) => comparison.normalised.currentSamples === 14));
  assert.match(outcome.notes.join('\n'), /after 14 rounds of mion, the maximum/);
});

test('no extra block starts when one as long as the last would overrun the time budget', async () => {
  const blockMs = DEFAULT_EXTRA_ROUNDS_PER_BLOCK * ROUND_MS;
  // Room for two blocks but not three.
  const gate = gateSettings({ timeBudgetMinutes: (2.5 * blockMs) / 60_000, maxRounds: 100 });
  const { outcome, requests } = await simulateGate(seededRandom(8), {
    currentRatio: BASELINE_RATIO,
    ratioLogSigma: 0.3,
    gate,
  });
  assert.equal(outcome.verdict, 'inconclusive');
  assert.equal(requests.length, 2);
  assert.match(outcome.notes.join('\n'), /time budget/);
});

const REFERENCE_ONLY: SyntheticRounds = [{ 'http-node': 40_000 }, { 'http-node': 41_000 }];
const BOTH: SyntheticRounds = [
  { 'http-node': 40_000, mion: 20_000 },
  { 'http-node': 41_000, mion: 20_400 },
];

test('a baseline without the subject gives verdict error with the message', async () => {
  const outcome = await runSequentialGate({
    baseline: syntheticResults({ scenarios: { hello: REFERENCE_ONLY } }),
    initial: syntheticResults({ scenarios: { hello: BOTH } }),
    gate: gateSettings({ baselinePath: 'baseline/baseline.json' }),
    nowMs: () => 0,
    measureMore: async () => assert.fail('no extra rounds after an error'),
  });
  assert.equal(outcome.verdict, 'error');
  assert.equal(outcome.error, 'baseline/baseline.json has no rounds for subject "mion" in scenario "hello"');
  assert.deepEqual(outcome.metrics, []);
});

test('a failing extra block gives verdict error and keeps the comparison so far', async () => {
  const outcome = await runSequentialGate({
    baseline: syntheticResults({ scenarios: { hello: BOTH } }),
    initial: syntheticResults({ scenarios: { hello: [{ 'http-node': 40_000, mion: 20_000 }] } }),
    gate: gateSettings(),
    nowMs: () => 0,
    measureMore: async () => {
      throw new Error('mion did not answer within 10 s');
    },
  });
  assert.equal(outcome.verdict, 'error');
  assert.equal(outcome.error, 'mion did not answer within 10 s');
  assert.ok(outcome.metrics.every((comparison) => comparison.verdict === 'inconclusive'));
});

test('differences between the machines are reported', async () => {
  const outcome = await runSequentialGate({
    baseline: syntheticResults({ scenarios: { hello: BOTH }, environment: { cpuCount: 4 } }),
    initial: syntheticResults({ scenarios: { hello: BOTH }, environment: { cpuCount: 2 } }),
    gate: gateSettings(),
    nowMs: () => 0,
    measureMore: async () => syntheticResults({ scenarios: { hello: BOTH } }),
  });
  assert.deepEqual(outcome.environmentDrift, ['CPU count: 4 in the baseline, 2 now']);
});
