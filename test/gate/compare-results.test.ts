import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ComparisonError, compareResults } from '../../src/gate/compare-results.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { gateSettings, syntheticResults, type SyntheticRounds } from '../helpers/synthetic-results.ts';

const gate = gateSettings({
  subject: 'mion',
  reference: 'http-node',
  baselinePath: 'baseline/baseline.json',
});

/** Rounds where mion runs at `ratios[i]` of http-node, on a machine whose speed varies by round. */
function rounds(ratios: number[], machineSpeeds: number[]): SyntheticRounds {
  return ratios.map((ratio, index) => {
    const reference = 40_000 * (machineSpeeds[index % machineSpeeds.length] ?? 1);
    return { 'http-node': reference, mion: reference * ratio };
  });
}

const BASELINE_RATIOS = [0.5, 0.502, 0.498, 0.501, 0.499, 0.5];

function expectComparisonError(action: () => unknown, message: string): void {
  assert.throws(action, (error: unknown) => {
    assert.ok(error instanceof ComparisonError, `not a ComparisonError: ${String(error)}`);
    assert.equal(error.message, message);
    return true;
  });
}

test('a slower machine changes the raw figures but not the verdict, decided on the ratio', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1, 1.02, 0.98]) } });
  const current = syntheticResults({
    scenarios: { hello: rounds([0.501, 0.499, 0.5, 0.5], [0.7, 0.71, 0.69]) },
  });
  const comparisons = compareResults(current, baseline, gate);
  assert.deepEqual(
    comparisons.map(({ scenario, metric, verdict }) => [scenario, metric, verdict]),
    [
      ['hello', 'requestsPerSecond', 'unchanged'],
      ['hello', 'latencyMean', 'unchanged'],
    ],
  );
  const [rps, latency] = comparisons;
  assert.ok(Math.abs(rps!.estimates.ratio!.estimate) < 0.005);
  assert.ok(
    Math.abs(rps!.estimates.raw!.estimate - -0.3) < 0.01,
    `raw rps change ${rps!.estimates.raw!.estimate}`,
  );
  // Little's law in the synthetic rounds: latency grows as throughput falls.
  assert.ok(
    Math.abs(latency!.estimates.raw!.estimate - (1 / 0.7 - 1)) < 0.02,
    `raw latency change ${latency!.estimates.raw!.estimate}`,
  );
  assert.equal(rps!.threshold, gate.rpsThreshold);
  assert.equal(latency!.threshold, gate.latencyThreshold);
  // The ratio decides on the same machine too (docs/calibration.md). The adjusted estimator's
  // fitted slope (a little under 1 here) removes most, not all, of a 30 percent change of speed.
  assert.equal(rps!.decidedBy, 'ratio');
  assert.ok(Math.abs(rps!.estimates.adjusted!.estimate) < 0.03);
  assert.ok(rps!.referenceCorrelation! > 0.9, `correlation ${rps!.referenceCorrelation}`);
});

test('a baseline from another machine is decided on the ratio to the reference', () => {
  const baseline = syntheticResults({
    scenarios: { hello: rounds(BASELINE_RATIOS, [1, 1.02, 0.98]) },
    environment: { cpuModel: 'Other CPU' },
  });
  const current = syntheticResults({ scenarios: { hello: rounds([0.45, 0.451, 0.449, 0.45], [0.7]) } });
  const [rps] = compareResults(current, baseline, gate, 'current run', ['CPU model: differs']);
  assert.equal(rps!.decidedBy, 'ratio');
  assert.equal(rps!.verdict, 'regression');
  assert.ok(Math.abs(rps!.estimates.ratio!.estimate - -0.1) < 0.01);
});

test('two rounds of one process are one sample, not two', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const current = syntheticResults({
    scenarios: { hello: rounds([0.5, 0.5, 0.49, 0.51, 0.5, 0.5], [1]) },
    roundsPerBlock: 2,
  });
  const [rps] = compareResults(current, baseline, gate);
  assert.equal(rps!.estimates.raw!.currentSamples, 3);
  assert.equal(rps!.estimates.raw!.baselineSamples, BASELINE_RATIOS.length);
});

test('reference rounds with a saturated load generator are left out of the reference estimators', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const current = syntheticResults({ scenarios: { hello: rounds([0.5, 0.5, 0.5, 0.5], [1]) } });
  const reference = current.scenarios[0]!.servers.find((entry) => entry.server === 'http-node')!;
  reference.rounds[0] = { ...reference.rounds[0]!, clientSaturated: true };
  const [rps] = compareResults(current, baseline, gate);
  assert.equal(rps!.estimates.ratio!.currentSamples, 3);
  assert.equal(rps!.estimates.raw!.currentSamples, 4);
});

test('rounds loaded together with another server (paired mode) are never compared with rounds loaded alone', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const current = syntheticResults({ scenarios: { hello: rounds([0.5, 0.5, 0.5, 0.5], [1]) } });
  const subject = current.scenarios[0]!.servers.find((entry) => entry.server === 'mion')!;
  // Half speed on a shared CPU: read as a 50% regression if these rounds counted.
  const together = (round: (typeof subject.rounds)[number], block: number) => ({
    ...round,
    block,
    requestsPerSecond: round.requestsPerSecond / 2,
    loadedWith: ['mion.base'],
  });
  subject.rounds.push(...subject.rounds.map((round, index) => together(round, 10 + index)));
  const [rps] = compareResults(current, baseline, gate);
  assert.equal(rps!.verdict, 'unchanged');
  assert.equal(rps!.estimates.raw!.currentSamples, 4);

  const pairedOnly = structuredClone(baseline);
  const baselineSubject = pairedOnly.scenarios[0]!.servers.find((entry) => entry.server === 'mion')!;
  baselineSubject.rounds = baselineSubject.rounds.map((round) => together(round, round.block));
  expectComparisonError(
    () => compareResults(current, pairedOnly, gate, 'current run'),
    'baseline/baseline.json has no rounds for subject "mion" in scenario "hello" loaded alone (each of its rounds was loaded at the same time as another server, as paired mode loads head and base)',
  );
});

test('a subject 20 percent slower is a throughput and a latency regression', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const current = syntheticResults({ scenarios: { hello: rounds([0.4, 0.401, 0.399, 0.4], [1]) } });
  const [rps, latency] = compareResults(current, baseline, gate);
  assert.equal(rps!.verdict, 'regression');
  assert.equal(latency!.verdict, 'regression');
  assert.ok(rps!.estimates.ratio!.upper < 0 && latency!.estimates.ratio!.lower > 0);
});

test('higher latency at equal throughput is a latency regression only', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const slowAnswers: SyntheticRounds = rounds([0.5, 0.501, 0.499, 0.5], [1]).map((round) => ({
    ...round,
    mion: {
      requestsPerSecond: round.mion as number,
      latencyMeanMs: (1.3 * 1_000_000) / (round.mion as number),
    },
  }));
  const [rps, latency] = compareResults(
    syntheticResults({ scenarios: { hello: slowAnswers } }),
    baseline,
    gate,
  );
  assert.equal(rps!.verdict, 'unchanged');
  assert.equal(latency!.verdict, 'regression');
  assert.ok(Math.abs(latency!.estimates.ratio!.estimate - 0.3) < 0.01);
});

test('subject and reference are paired by process, and invalid rounds are left out', () => {
  // The machine speed swings by round; only correct pairing gives ratios of exactly 0.5.
  const speeds = [1, 0.6, 1.4, 0.8, 1.2, 0.9];
  const baseline = syntheticResults({ scenarios: { hello: rounds([0.5, 0.5, 0.5, 0.5, 0.5, 0.5], speeds) } });
  const currentRounds = rounds([0.5, 0.5, 0.5, 0.5, 0.5], speeds);
  currentRounds[1] = { ...currentRounds[1], mion: { requestsPerSecond: 1, valid: false } };
  currentRounds[3] = { ...currentRounds[3], 'http-node': { requestsPerSecond: 1, valid: false } };
  const [rps] = compareResults(syntheticResults({ scenarios: { hello: currentRounds } }), baseline, gate);
  assert.equal(rps!.estimates.ratio!.currentSamples, 3, 'rounds 0, 2 and 4 have both servers valid');
  assert.equal(rps!.estimates.raw!.currentSamples, 4, 'the subject alone is valid in 4 rounds');
  assert.ok(Math.abs(rps!.estimates.ratio!.estimate) < 1e-12);
  assert.equal(rps!.estimates.ratio!.lower, rps!.estimates.ratio!.upper);
  assert.equal(rps!.verdict, 'unchanged');
});

test('every scenario of the run is compared, in the order of its settings', () => {
  const scenarios = { hello: rounds(BASELINE_RATIOS, [1]), 'update-user': rounds(BASELINE_RATIOS, [1]) };
  const comparisons = compareResults(syntheticResults({ scenarios }), syntheticResults({ scenarios }), gate);
  assert.deepEqual(
    comparisons.map(({ scenario, metric }) => `${scenario} ${metric}`),
    [
      'hello requestsPerSecond',
      'hello latencyMean',
      'update-user requestsPerSecond',
      'update-user latencyMean',
    ],
  );
});

test('a scenario missing from the baseline is an error naming the baseline file', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const current = syntheticResults({
    scenarios: { hello: rounds(BASELINE_RATIOS, [1]), 'update-user': rounds(BASELINE_RATIOS, [1]) },
  });
  expectComparisonError(
    () => compareResults(current, baseline, gate),
    'baseline/baseline.json has no results for scenario "update-user"',
  );
});

test('a scenario the run lists but did not measure is an error', () => {
  const current = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  current.settings.scenarios = ['hello', 'update-user'];
  expectComparisonError(
    () => compareResults(current, current, gate),
    'current run has no results for scenario "update-user"',
  );
});

test('a subject missing from the baseline is an error', () => {
  const baseline = syntheticResults({
    scenarios: { hello: BASELINE_RATIOS.map(() => ({ 'http-node': 40_000 })) },
  });
  const current = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  expectComparisonError(
    () => compareResults(current, baseline, gate),
    'baseline/baseline.json has no rounds for subject "mion" in scenario "hello"',
  );
});

test('a reference missing from the run is an error, labelled as the caller names the run', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const current = syntheticResults({ scenarios: { hello: BASELINE_RATIOS.map(() => ({ mion: 20_000 })) } });
  expectComparisonError(
    () => compareResults(current, baseline, gate, 'confirmation block'),
    'confirmation block has no rounds for reference "http-node" in scenario "hello"',
  );
});

test('a subject that failed to build is an error that carries the failure', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const current: ResultsFile = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  current.scenarios[0]!.servers = current.scenarios[0]!.servers.filter((entry) => entry.server !== 'mion');
  const mion = current.servers.find((run) => run.name === 'mion')!;
  mion.status = 'failed';
  mion.failure = { stage: 'build', message: 'tsc exited with code 2' };
  expectComparisonError(
    () => compareResults(current, baseline, gate),
    'current run has no rounds for subject "mion" in scenario "hello" (build failed: tsc exited with code 2)',
  );
});

test('a subject with only invalid rounds is an error with the first reason', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const current = syntheticResults({
    scenarios: {
      hello: [0, 1].map(() => ({ 'http-node': 40_000, mion: { requestsPerSecond: 5, valid: false } })),
    },
  });
  expectComparisonError(
    () => compareResults(current, baseline, gate),
    'current run has no valid rounds for subject "mion" in scenario "hello": all 2 were invalid (first reason: 3 non-2xx answers)',
  );
});

test('no round with both servers valid is an error', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const current = syntheticResults({
    scenarios: {
      hello: [
        { 'http-node': { requestsPerSecond: 1, valid: false }, mion: 20_000 },
        { 'http-node': 40_000, mion: { requestsPerSecond: 1, valid: false } },
      ],
    },
  });
  expectComparisonError(
    () => compareResults(current, baseline, gate),
    'current run has no process in scenario "hello" where both subject "mion" and reference "http-node" have a valid round with an unsaturated load generator',
  );
});

test('a run that lists no scenario is an error', () => {
  const baseline = syntheticResults({ scenarios: { hello: rounds(BASELINE_RATIOS, [1]) } });
  const current = syntheticResults({ scenarios: {} });
  expectComparisonError(
    () => compareResults(current, baseline, gate),
    'current run lists no scenario to compare',
  );
});
