import type { GateSettings } from '../../src/config/config.ts';
import { firstLookProcesses } from '../../src/gate/gate-defaults.ts';
import { pairedDesign, storedBaselineDesign } from '../../src/gate/gate-design.ts';
import { storedReference } from '../../src/gate/compare-results.ts';
import type { ComparisonMode, GateOutcome } from '../../src/gate/gate-types.ts';
import { runSequentialGate } from '../../src/gate/sequential-gate.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { pickOne, type SeededRandom } from '../../src/stats/seeded-random.ts';
import { twoLevelRun, type ProcessEffect, type TwoLevelNoise } from './two-level-noise.ts';
import { VerdictTally } from './verdict-tally.ts';

/** mion's and http-node's hello throughput on this machine, roughly: only their ratio matters. */
const SUBJECT_RPS = 35_000;
const REFERENCE_RPS = 45_000;
/**
 * Simulated wall time of one process pair in one scenario (start, warm-up, one round each), for the
 * time budget: real paired gates at the defaults took 4.5 s a pair when one scenario was measured
 * alone and 12 s for a pair of each of the three (the rounds' start times in the 2026-11-27 trials,
 * docs/statistics.md "Rates by noise"). Mostly fixed waits (a 1 s warm-up, a 2 s round), so a
 * runner's speed changes it little.
 */
export const PROCESS_PAIR_MS = 4_500;

/**
 * The same at a fixed rate (--rate 25%): 25.4 s between two rounds of one server while the three
 * scenarios were measured, so 8.5 s a scenario-pair (the 2026-11-28 trials at a rate), the capacity
 * probe, the loop's last window and the generator's settling added to each round.
 */
export const AT_RATE_PROCESS_PAIR_MS = 8_500;

/**
 * What a run spends before the gate's first look, out of its time budget: building both sides of
 * mion and the comparison table's rounds, about 70 s each in the real A/A gates of 2026-11-26
 * (234–244 s with builds, 168–169 s measuring, of which 24 pairs of the first look at 4 s).
 */
export const BEFORE_FIRST_LOOK_MS = 140_000;

export interface SimulatedGate {
  outcome: GateOutcome;
  /** Processes asked of measureMore, call by call. */
  requests: number[];
  /** Processes per side the gate used, confirmation included. */
  processes: number;
  /**
   * Process pairs summed over the scenarios each look measured, confirmation included: what the
   * gate's measuring time is proportional to, as later looks measure only the undecided scenarios.
   */
  scenarioPairs: number;
}

export interface GateSimulationOptions {
  random: SeededRandom;
  mode: ComparisonMode;
  /**
   * One noise model for every gate, or several: then each gate, and the stored baseline it reads,
   * draws one of them, as a real machine is quiet one hour and busy the next (the components
   * fitted trial by trial to a calibration).
   */
  noise: TwoLevelNoise | TwoLevelNoise[];
  gate: GateSettings;
  /** True relative change of the subject's throughput, e.g. -0.08; per scenario as a record (others 0). */
  trueChange: number | Partial<Record<ScenarioName, number>>;
  scenarios?: ScenarioName[];
  /** Faults of the processes beyond the noise (two-level-noise.ts): a slow path, crashes, a noisy scenario. */
  processEffect?: ProcessEffect;
  /** Wall time charged to the time budget per process pair of one scenario; PROCESS_PAIR_MS when unset. */
  processPairMs?: number;
}

/**
 * The real sequential gate, fed by the two-level model instead of servers. Paired: head and base in
 * the same run (one run offset for both). Stored baseline: a baseline of its own run, then this run.
 */
export async function simulateGate(options: GateSimulationOptions): Promise<SimulatedGate> {
  const { random, gate } = options;
  const drawNoise = (): TwoLevelNoise =>
    Array.isArray(options.noise) ? pickOne(random, options.noise) : options.noise;
  const noise = drawNoise();
  const scenarios = options.scenarios ?? ['hello'];
  const trueChange = (scenario: ScenarioName) =>
    typeof options.trueChange === 'number' ? options.trueChange : (options.trueChange[scenario] ?? 0);
  const baseServer = baseServerName(gate.subject);
  const runOffsetLog = noise.runOffsetLogSd * random.normal();
  const servers = (scenario: ScenarioName) => {
    const subjectRps = SUBJECT_RPS * (1 + trueChange(scenario));
    return options.mode === 'paired'
      ? { [gate.subject]: subjectRps, [baseServer]: SUBJECT_RPS }
      : { [gate.subject]: subjectRps, [storedReference(gate)]: REFERENCE_RPS };
  };
  const run = (processes: number, measured = scenarios) =>
    twoLevelRun({
      random,
      noise,
      processes,
      scenarios: measured,
      servers,
      runOffsetLog,
      ...(options.processEffect ? { processEffect: options.processEffect } : {}),
    });
  const initial = run(firstLookProcesses(gate));
  let scenarioPairs = firstLookProcesses(gate) * scenarios.length;
  const design =
    options.mode === 'paired'
      ? pairedDesign(gate, baseServer)
      : storedBaselineDesign(
          gate,
          twoLevelRun({
            random,
            noise: drawNoise(),
            processes: gate.baselineProcesses,
            scenarios,
            servers: { [gate.subject]: SUBJECT_RPS, [storedReference(gate)]: REFERENCE_RPS },
          }),
          initial,
        );
  // The run's clock: builds and the table, then the first look, before the gate's first step.
  const pairMs = options.processPairMs ?? PROCESS_PAIR_MS;
  let clockMs = BEFORE_FIRST_LOOK_MS + firstLookProcesses(gate) * scenarios.length * pairMs;
  const requests: number[] = [];
  const outcome = await runSequentialGate({
    ...design,
    initial,
    gate,
    nowMs: () => clockMs,
    deadlineMs: gate.timeBudgetMinutes * 60_000,
    measureMore: async (processes, measured) => {
      requests.push(processes);
      scenarioPairs += processes * measured.length;
      clockMs += processes * measured.length * pairMs;
      return run(processes, measured);
    },
  });
  const processes = firstLookProcesses(gate) + requests.reduce((sum, count) => sum + count, 0);
  return { outcome, requests, processes, scenarioPairs };
}

export interface VerdictRates {
  pass: number;
  inconclusive: number;
  regression: number;
  unstable: number;
  error: number;
  medianProcesses: number;
  /** Median of SimulatedGate.scenarioPairs: the measuring time, in pairs of one scenario. */
  medianScenarioPairs: number;
}

/** The share of the simulated pull requests whose check fails: a regression, an unstable head or an error. */
export function checkFailing(rates: VerdictRates): number {
  return rates.regression + rates.unstable + rates.error;
}

/** Runs `gates` simulated gates and counts their verdicts, as fractions. */
export async function verdictRates(options: GateSimulationOptions, gates: number): Promise<VerdictRates> {
  const tally = new VerdictTally();
  const processes: number[] = [];
  const scenarioPairs: number[] = [];
  for (let index = 0; index < gates; index++) {
    const simulated = await simulateGate(options);
    tally.add(simulated.outcome.verdict);
    processes.push(simulated.processes);
    scenarioPairs.push(simulated.scenarioPairs);
  }
  processes.sort((a, b) => a - b);
  scenarioPairs.sort((a, b) => a - b);
  return {
    ...tally.shares(),
    medianProcesses: processes[Math.floor(gates / 2)]!,
    medianScenarioPairs: scenarioPairs[Math.floor(gates / 2)]!,
  };
}
