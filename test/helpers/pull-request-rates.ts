import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import {
  DEFAULT_CRASH_WATCH_PROCESS_SHARE,
  onceInRequestsOfProcessShare,
} from '../../src/gate/crash-watch.ts';
import { crashingHeadRates, REQUESTS_PER_PROCESS } from './crashing-head-rates.ts';
import { realTrialsCell, type RealTrial } from './real-trials.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { verdictRates } from './gate-simulation.ts';
import {
  BETWEEN_RUNS_DRIFT,
  instructionRates,
  MEASURED_NOISE,
  storedInstructionRates,
  WIDEST_MEASURED_NOISE,
} from './instruction-gate-simulation.ts';
import { gateSettings } from './synthetic-results.ts';
import {
  LATENCY_AT_RATE_DATA,
  latencyAtRateRates,
  pausesMissingRequests,
  readLatencyTrial,
} from './latency-at-rate-rates.ts';
import { MEASURED_MION_HELLO_NOISE, type ProcessEffect } from './two-level-noise.ts';

/** One row of the rates the README states: a condition and the share of pull requests per verdict. */
export interface PullRequestRate {
  condition: string;
  pass: number;
  inconclusive: number;
  regression: number;
  /** unstable and error: every other way the check fails. */
  otherFailure: number;
}

const SCENARIOS: ScenarioName[] = ['hello', 'update-user', 'heavy-validation'];
/** The rows of the gate at a rate with its defaults: p99 and each process's event loop. */
export const AT_RATE_DEFAULTS = 'p99 and event loop at a quarter of the capacity (rate: 25%)';
const GATES = 2000;

/**
 * A head that takes a slow path, `factor` times as slow, in `share` of its processes, in `scenario`
 * (every scenario when undefined, each drawing on its own).
 */
function slowInSomeProcesses(
  subject: string,
  scenario: ScenarioName | undefined,
  share: number,
  factor: number,
): ProcessEffect {
  return (where, server, random) => ({
    logFactor:
      server === subject && (scenario === undefined || where === scenario) && random.uniform() < share
        ? -Math.log(factor)
        : 0,
    valid: true,
  });
}

/** Both sides of `scenario` far noisier than the rest, process by process (a neighbour on the runner). */
function noisyScenario(scenario: ScenarioName, extraLogSd: number): ProcessEffect {
  return (where, _server, random) => ({
    logFactor: where === scenario ? extraLogSd * random.normal() : 0,
    valid: true,
  });
}

/**
 * The per-pull-request rates of the gate at its defaults, every built-in scenario gated together,
 * the change (if any) in one scenario; simulated with fixed seeds, so the README's table
 * (`npm run simulate:rates`) is reproducible and test/gate/readme-rates.test.ts can hold it to them.
 */
export async function pullRequestRates(): Promise<PullRequestRate[]> {
  const gate = gateSettings();
  const wallTime = async (
    condition: string,
    loss: number,
    seed: number,
    processEffect?: ProcessEffect,
  ): Promise<PullRequestRate> => {
    const rates = await verdictRates(
      {
        mode: 'paired',
        gate,
        scenarios: SCENARIOS,
        noise: MEASURED_MION_HELLO_NOISE,
        random: seededRandom(seed),
        trueChange: loss === 0 ? 0 : { 'heavy-validation': -loss },
        ...(processEffect ? { processEffect } : {}),
      },
      GATES,
    );
    return row(condition, rates);
  };
  const counted = async (condition: string, rise: number, seed: number): Promise<PullRequestRate> =>
    row(condition, await instructionRates(MEASURED_NOISE, rise, seed));
  const subject = gate.subject;
  const crashRates = (requestsPerCrash: number, seed: number) =>
    crashingHeadRates(gate, SCENARIOS, requestsPerCrash, seed, GATES);
  return [
    await wallTime('wall time, nothing changed (A/A)', 0, 31),
    await wallTime('wall time, 3% loss in one scenario', 0.03, 32),
    await wallTime('wall time, 5% loss (the threshold) in one scenario', 0.05, 33),
    await wallTime('wall time, 8% loss in one scenario', 0.08, 34),
    // A loss of −4%: heavy-validation 4% faster, which must pass without spending the processes.
    await wallTime('wall time, 4% gain in one scenario', -0.04, 51),
    await wallTime(
      'wall time, head 30% slower in 2 of 5 processes of one scenario',
      0,
      38,
      slowInSomeProcesses(subject, 'heavy-validation', 0.4, 1.3),
    ),
    await wallTime(
      'wall time, head 1.5 times as slow in 1 of 8 processes (each drawn) of one scenario',
      0,
      46,
      slowInSomeProcesses(subject, 'heavy-validation', 1 / 8, 1.5),
    ),
    await wallTime(
      'wall time, head twice as slow in 2 of 5 processes of every scenario',
      0,
      44,
      slowInSomeProcesses(subject, undefined, 0.4, 2),
    ),
    row('wall time, head crashes once in 100,000 requests', await crashRates(100_000, 40)),
    row(
      'wall time, head crashes once in 500,000 requests (one process in nine meets it)',
      await crashRates(500_000, 39),
    ),
    // The default watch's own rarity (crash-watch-once-in: auto): one gate process in 33 meets it.
    row(
      'wall time, head fails in 3% of its processes (a crash once in 1,970,000 requests)',
      await crashRates(
        onceInRequestsOfProcessShare(REQUESTS_PER_PROCESS, DEFAULT_CRASH_WATCH_PROCESS_SHARE),
        52,
      ),
    ),
    await wallTime(
      'wall time, 5% loss in one scenario, another too noisy (±40% a process)',
      0.05,
      45,
      noisyScenario('hello', 0.4),
    ),
    await wallTime(
      'wall time, 8% loss in one scenario, another too noisy (±40% a process)',
      0.08,
      41,
      noisyScenario('hello', 0.4),
    ),
    row(
      `${AT_RATE_DEFAULTS}, nothing changed (A/A)`,
      await latencyAtRateRates(
        readLatencyTrial(LATENCY_AT_RATE_DATA.quarter.unchanged),
        'unchanged',
        GATES,
        46,
      ),
    ),
    row(
      `${AT_RATE_DEFAULTS}, head pauses 20 ms a second`,
      await latencyAtRateRates(readLatencyTrial(LATENCY_AT_RATE_DATA.quarter.pausing), 'changed', GATES, 47),
    ),
    row(
      `${AT_RATE_DEFAULTS}, head pauses 20 ms a second, the pauses missing its measured requests`,
      await latencyAtRateRates(
        pausesMissingRequests(readLatencyTrial(LATENCY_AT_RATE_DATA.quarter.pausing)),
        'changed',
        GATES,
        51,
      ),
    ),
    row(
      `${AT_RATE_DEFAULTS}, head costs 5 µs more CPU a request`,
      await latencyAtRateRates(
        readLatencyTrial(LATENCY_AT_RATE_DATA.quarter.constantCost),
        'changed',
        GATES,
        48,
      ),
    ),
    row(
      'p50 at a quarter of the capacity (gate-metrics: latency-p50), nothing changed (A/A)',
      await latencyAtRateRates(
        readLatencyTrial(LATENCY_AT_RATE_DATA.quarter.unchanged),
        'unchanged',
        GATES,
        49,
        'p50',
      ),
    ),
    row(
      'p50 at a quarter of the capacity (gate-metrics: latency-p50), head costs 5 µs more CPU a request',
      await latencyAtRateRates(
        readLatencyTrial(LATENCY_AT_RATE_DATA.quarter.constantCost),
        'changed',
        GATES,
        50,
        'p50',
      ),
    ),
    await counted('instructions, nothing changed (A/A)', 0, 35),
    await counted('instructions, 0.3% rise (the threshold) in one scenario', 0.003, 36),
    await counted('instructions, 0.5% rise in one scenario', 0.005, 37),
    row(
      'instructions against a stored baseline, nothing changed (runs up to 0.15% apart)',
      await storedInstructionRates(MEASURED_NOISE, BETWEEN_RUNS_DRIFT, 0, 42),
    ),
    row(
      'instructions against a stored baseline, 0.5% rise in one scenario',
      await storedInstructionRates(MEASURED_NOISE, BETWEEN_RUNS_DRIFT, 0.005, 43),
    ),
    row(
      'instructions against a stored baseline, nothing changed, processes spread 0.18% (the widest measured)',
      await storedInstructionRates(WIDEST_MEASURED_NOISE, BETWEEN_RUNS_DRIFT, 0, 44),
    ),
  ];
}

function row(
  condition: string,
  rates: Record<'pass' | 'inconclusive' | 'regression' | 'unstable' | 'error', number>,
): PullRequestRate {
  return {
    condition,
    pass: rates.pass,
    inconclusive: rates.inconclusive,
    regression: rates.regression,
    otherFailure: rates.unstable + rates.error,
  };
}

/** The share of pull requests whose check fails: every verdict but pass and inconclusive. */
export function failingShare(rate: PullRequestRate): number {
  return rate.regression + rate.otherFailure;
}

/** The table as the README prints it: the simulated shares, and the real gates of the same change. */
export function ratesTable(rows: PullRequestRate[], trials: RealTrial[]): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return [
    '| Pull request | pass | inconclusive (passes) | regression | unstable or error | check fails | real gates: check failed |',
    '| :----------- | ---: | --------------------: | ---------: | ----------------: | ----------: | -----------------------: |',
    ...rows.map(
      (row) =>
        `| ${row.condition} | ${percent(row.pass)} | ${percent(row.inconclusive)} | ${percent(row.regression)} | ${percent(row.otherFailure)} | ${percent(failingShare(row))} | ${realTrialsCell(row.condition, trials)} |`,
    ),
  ].join('\n');
}
