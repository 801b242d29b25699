import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mean, sampleVariance } from 'simple-statistics';
import { comparePaired } from '../../src/gate/compare-paired.ts';
import { compareResults } from '../../src/gate/compare-results.ts';
import { errorBudget } from '../../src/gate/error-budget.ts';
import { WALL_TIME_SAMPLING } from '../../src/gate/gate-defaults.ts';
import type { ChangeInterval } from '../../src/gate/gate-types.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { welchLogChange } from '../../src/stats/t-interval.ts';
import { calibrationNoise } from '../helpers/calibration-noise.ts';
import { verdictRates } from '../helpers/gate-simulation.ts';
import { pickOne, seededRandom, type SeededRandom } from '../../src/stats/seeded-random.ts';
import { gateSettings } from '../helpers/synthetic-results.ts';
import { MEASURED_MION_HELLO_NOISE, twoLevelRun, type TwoLevelNoise } from '../helpers/two-level-noise.ts';

/**
 * The gate's statistics under the noise measured on this machine: most of it belongs to the server
 * process, some to the minute (shared by servers measured together), some to the hour (a stored
 * baseline's run against this one). Every figure the README quotes from simulation comes from here.
 */
// Five looks (8 to 24 processes): the level these tests read rounds against stays where counting
// rounds as samples visibly misses it; the model, not the look plan, is what they check.
const gate = gateSettings({ maxProcesses: 24 });
const base = baseServerName(gate.subject);
const EXPERIMENTS = 2000;

function covers(interval: ChangeInterval, trueChange: number): boolean {
  return interval.lower <= trueChange && trueChange <= interval.upper;
}

/**
 * Every interval is computed at its error budget's level (error-budget.ts), above the 95% it holds
 * for the pull request; one look's coverage must match that level. 2,000 experiments put the rate's
 * standard error near 0.3 points at 98%, so 1.2 points is four of them.
 */
function nearLevel(rate: number, level: number): boolean {
  return Math.abs(rate - level) <= 0.012;
}

function coverage(draw: () => boolean): number {
  let covered = 0;
  for (let experiment = 0; experiment < EXPERIMENTS; experiment++) if (draw()) covered++;
  return covered / EXPERIMENTS;
}

/** How often paired mode's interval over `processes` pairs covers `trueChange`; each experiment draws its noise. */
function pairedCoverage(
  random: SeededRandom,
  drawNoise: () => TwoLevelNoise,
  processes: number,
  trueChange: number,
): number {
  return coverage(() => {
    const noise = drawNoise();
    const run = twoLevelRun({
      random,
      noise,
      processes,
      scenarios: ['hello'],
      servers: { mion: 35_000 * (1 + trueChange), [base]: 35_000 },
    });
    const [rps] = comparePaired(run, base, gate);
    return covers(rps!.estimates.paired!, trueChange);
  });
}

/** The level a one-scenario paired comparison computes its interval at. */
const PAIRED_LEVEL = errorBudget(gate, WALL_TIME_SAMPLING, 1).intervalConfidence;

test("paired: one look's interval over process pairs covers the true change at its level", () => {
  const random = seededRandom(901);
  for (const processes of [8, 24]) {
    const rate = pairedCoverage(random, () => MEASURED_MION_HELLO_NOISE, processes, -0.03);
    assert.ok(nearLevel(rate, PAIRED_LEVEL), `${processes} pairs: coverage ${rate} at level ${PAIRED_LEVEL}`);
  }
});

test('two rounds per process: the process-level interval holds its level, counting rounds as samples does not', () => {
  const random = seededRandom(902);
  const still: TwoLevelNoise = { ...MEASURED_MION_HELLO_NOISE, runOffsetLogSd: 0 };
  let processLevel = 0;
  let roundLevel = 0;
  for (let experiment = 0; experiment < EXPERIMENTS; experiment++) {
    const draw = () =>
      twoLevelRun({
        random,
        noise: still,
        processes: 8,
        roundsPerProcess: 2,
        scenarios: ['hello'],
        servers: { mion: 35_000, 'http-node': 45_000 },
      });
    const current = draw();
    const baseline = draw();
    const [rps] = compareResults(current, baseline, gate);
    if (covers(rps!.estimates.raw!, 0)) processLevel++;
    const roundLogs = (file: typeof current) =>
      file.scenarios[0]!.servers.find((entry) => entry.server === 'mion')!.rounds.map((round) =>
        Math.log(round.requestsPerSecond),
      );
    if (covers(welchLogChange(roundLogs(current), roundLogs(baseline), PAIRED_LEVEL), 0)) roundLevel++;
  }
  const processRate = processLevel / EXPERIMENTS;
  const roundRate = roundLevel / EXPERIMENTS;
  assert.ok(nearLevel(processRate, PAIRED_LEVEL), `process-level coverage ${processRate}`);
  assert.ok(
    roundRate < PAIRED_LEVEL - 0.04,
    `round-level coverage ${roundRate}: rounds of one process are not independent`,
  );
});

test('a baseline from another hour: the raw change loses its coverage, the ratio to the reference keeps it', () => {
  const random = seededRandom(903);
  const rates = { raw: 0, ratio: 0, adjusted: 0 };
  for (let experiment = 0; experiment < EXPERIMENTS; experiment++) {
    const draw = (processes: number) =>
      twoLevelRun({
        random,
        noise: MEASURED_MION_HELLO_NOISE,
        processes,
        scenarios: ['hello'],
        servers: { mion: 35_000, 'http-node': 45_000 },
      });
    const [rps] = compareResults(draw(16), draw(gate.baselineProcesses), gate);
    for (const estimator of ['raw', 'ratio', 'adjusted'] as const) {
      if (covers(rps!.estimates[estimator]!, 0)) rates[estimator]++;
    }
  }
  const raw = rates.raw / EXPERIMENTS;
  const ratio = rates.ratio / EXPERIMENTS;
  assert.ok(raw < 0.8, `raw coverage ${raw}`);
  assert.ok(nearLevel(ratio, PAIRED_LEVEL), `ratio coverage ${ratio}`);
  assert.ok(rates.adjusted / EXPERIMENTS < ratio, 'the within-run slope corrects only part of a run offset');
});

test('paired mode, default settings: A/A passes at least 90% and fails at most 1%; an 8% loss fails at least 90%', async () => {
  const aa = await verdictRates(
    { random: seededRandom(904), mode: 'paired', noise: MEASURED_MION_HELLO_NOISE, gate, trueChange: 0 },
    1000,
  );
  assert.ok(aa.pass >= 0.9 && aa.regression <= 0.01, `A/A ${JSON.stringify(aa)}`);
  const loss = await verdictRates(
    { random: seededRandom(905), mode: 'paired', noise: MEASURED_MION_HELLO_NOISE, gate, trueChange: -0.08 },
    1000,
  );
  assert.ok(loss.regression >= 0.9, `8% loss ${JSON.stringify(loss)}`);
});

test('stored-baseline mode, default settings: A/A fails at most 1%; an 8% loss fails at least 90%', async () => {
  const options = { mode: 'stored-baseline' as const, noise: MEASURED_MION_HELLO_NOISE, gate };
  const aa = await verdictRates({ ...options, random: seededRandom(906), trueChange: 0 }, 1000);
  assert.ok(aa.regression <= 0.01, `A/A ${JSON.stringify(aa)}`);
  const loss = await verdictRates({ ...options, random: seededRandom(907), trueChange: -0.08 }, 1000);
  assert.ok(loss.regression >= 0.9, `8% loss ${JSON.stringify(loss)}`);
});

test("paired mode at a 2% threshold: A/A fails within the undecided rule's bound, a 4% loss fails at least 90%", async () => {
  const strict = gateSettings({ rpsThreshold: 0.02, latencyThreshold: 0.02 });
  const options = { mode: 'paired' as const, noise: MEASURED_MION_HELLO_NOISE, gate: strict };
  const aa = await verdictRates({ ...options, random: seededRandom(908), trueChange: 0 }, 1000);
  // A threshold as narrow as the noise brings the undecided rule to its bound, (1 - confidence) / 2:
  // 1.5% here with 80% (0.7% before the rule asked for 80% within the threshold). 1,000 pull requests.
  assert.ok(aa.regression <= (1 - strict.confidence) / 2, `A/A ${JSON.stringify(aa)}`);
  const loss = await verdictRates({ ...options, random: seededRandom(909), trueChange: -0.04 }, 1000);
  assert.ok(loss.regression >= 0.9, `4% loss ${JSON.stringify(loss)}`);
});

/**
 * The calibration's own day (evidence/data/calibration.json): the machine's noise changed severalfold between
 * trials, so each experiment draws one trial's fitted components. The t interval assumes one spread
 * within a gate, which still holds there; the defaults stay safe even when the machine is busy.
 */
test('the calibration day, fitted trial by trial: the paired interval covers at its level, A/A fails at most 1%', async () => {
  const { perTrial } = calibrationNoise(
    new URL('../../evidence/data/calibration.json', import.meta.url).pathname,
  );
  assert.ok(perTrial.length >= 12, `trials in evidence/data/calibration.json: ${perTrial.length}`);
  const random = seededRandom(911);
  const drawTrial = () => pickOne(random, perTrial);
  for (const processes of [8, 24]) {
    const rate = pairedCoverage(random, drawTrial, processes, -0.05);
    assert.ok(nearLevel(rate, PAIRED_LEVEL), `${processes} pairs: coverage ${rate}`);
  }
  const aa = await verdictRates(
    { random: seededRandom(912), mode: 'paired', noise: perTrial, gate, trueChange: 0 },
    1000,
  );
  assert.ok(aa.regression <= 0.01, `A/A ${JSON.stringify(aa)}`);
});

test('the two-level generator reproduces the spreads it is given', () => {
  const random = seededRandom(910);
  const noise: TwoLevelNoise = {
    runOffsetLogSd: 0,
    blockSharedLogSd: 0,
    processLogSd: 0.03,
    roundLogSd: 0.015,
  };
  const run = twoLevelRun({
    random,
    noise,
    processes: 400,
    roundsPerProcess: 2,
    scenarios: ['hello'],
    servers: { mion: 1000 },
  });
  const rounds = run.scenarios[0]!.servers[0]!.rounds;
  const within: number[] = [];
  const processMeans: number[] = [];
  for (let index = 0; index < rounds.length; index += 2) {
    const [first, second] = [
      Math.log(rounds[index]!.requestsPerSecond),
      Math.log(rounds[index + 1]!.requestsPerSecond),
    ];
    within.push((first - second) / Math.SQRT2);
    processMeans.push((first + second) / 2);
  }
  const withinSd = Math.sqrt(mean(within.map((value) => value ** 2)));
  const betweenSd = Math.sqrt(sampleVariance(processMeans) - withinSd ** 2 / 2);
  assert.ok(Math.abs(withinSd - 0.015) < 0.002, `within ${withinSd}`);
  assert.ok(Math.abs(betweenSd - 0.03) < 0.004, `between ${betweenSd}`);
});
