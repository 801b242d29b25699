import { medianOrNaN } from '../stats/median-or-nan.ts';
import { logMeanByProcess, matchedProcesses } from '../stats/process-samples.ts';
import { logMeanInterval, type FactorInterval } from '../stats/t-interval.ts';
import type { ResultsFile, RoundSample, ScenarioResult } from '../results/results-types.ts';
import { roundsLoadedAlone } from '../results/rounds-loaded-alone.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { BYTES_PER_MEBIBYTE } from './format-numbers.ts';
import { mergedLatency } from './merged-latency.ts';

/** The reference server when the results name none, as in the published tables. */
export const DEFAULT_REFERENCE_SERVER = 'http-node';

/**
 * One server in one scenario, over its valid rounds only: an invalid round (errors, non-2xx) is
 * never a speed sample. Central figures are medians across rounds, so one disturbed round moves
 * them little; peaks (memory, CPU) are maxima, as the published "Max" columns. NaN when no round
 * is valid.
 */
export interface ServerScenarioSummary {
  scenario: ScenarioName;
  server: string;
  validRounds: number;
  invalidRounds: number;
  /** Why the first invalid round was rejected, for a server with no valid round at all. */
  firstInvalidReason?: string;
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP99Ms: number;
  /** With --rate: p50 and p99 of every request of the valid rounds, their histograms merged. */
  atRate?: { p50Ms: number; p99Ms: number };
  /** Response bytes per second / 2^20: the unit of the published "Output (Mb/s)" column. */
  outputMebibytesPerSecond: number;
  /** Largest resident memory sampled / 2^20: the unit of the published "Max Memory (Mb)" column. */
  maxMemoryMebibytes: number;
  maxCpuPercent: number;
  /** Valid rounds in which the load generator was CPU-bound: their figures describe the client. */
  clientSaturatedRounds: number;
  /**
   * This server's median requests/s divided by the reference's (the two Req figures of the
   * table). Undefined when either has no valid round.
   */
  fractionOfReference?: number;
  /** Server processes (blocks) with a valid round: the figures' independent samples. */
  processes: number;
  /**
   * 95% over processes: where the geometric mean of this server's requests/s per process lies,
   * given how much its processes differ. Absent with fewer than two processes.
   */
  requestsPerSecondInterval?: FactorInterval;
  /**
   * 95% over processes measured beside the reference (same block): this server's requests/s as
   * a fraction of the reference's. Absent with fewer than two such processes.
   */
  fractionOfReferenceInterval?: FactorInterval;
}

/** The level of the process intervals a results table shows beside its figures. */
export const PROCESS_INTERVAL_CONFIDENCE = 0.95;

const requestsPerSecond = (round: RoundSample) => round.requestsPerSecond;

function processIntervals(
  valid: RoundSample[],
  referenceRounds: RoundSample[] | undefined,
): Pick<ServerScenarioSummary, 'processes' | 'requestsPerSecondInterval' | 'fractionOfReferenceInterval'> {
  const byProcess = logMeanByProcess(valid, requestsPerSecond);
  const ownInterval = logMeanInterval([...byProcess.values()], PROCESS_INTERVAL_CONFIDENCE);
  const referenceByProcess = referenceRounds && logMeanByProcess(referenceRounds, requestsPerSecond);
  const ratios = referenceByProcess
    ? matchedProcesses(byProcess, referenceByProcess).map(({ first, second }) => first - second)
    : [];
  const ratioInterval = logMeanInterval(ratios, PROCESS_INTERVAL_CONFIDENCE);
  return {
    processes: byProcess.size,
    ...(ownInterval ? { requestsPerSecondInterval: ownInterval } : {}),
    ...(ratioInterval ? { fractionOfReferenceInterval: ratioInterval } : {}),
  };
}

function maxOrNaN(values: number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}

/**
 * The Req column of this server divided by the reference's: the table's own figures, so the
 * column agrees with what a reader divides. (A median of per-round ratios, which pairs rounds as
 * the gate does, differed by up to 7 points from that division on update-user, and confused.)
 */
function fractionOfReference(valid: RoundSample[], referenceRounds: RoundSample[]): number | undefined {
  const referenceRps = medianOrNaN(referenceRounds.filter((r) => r.valid).map((r) => r.requestsPerSecond));
  if (valid.length === 0 || !(referenceRps > 0)) return undefined;
  return medianOrNaN(valid.map((r) => r.requestsPerSecond)) / referenceRps;
}

export function summariseServerRounds(
  scenario: ScenarioName,
  server: string,
  rounds: RoundSample[],
  referenceRounds: RoundSample[] | undefined,
): ServerScenarioSummary {
  const valid = rounds.filter((round) => round.valid);
  const invalid = rounds.filter((round) => !round.valid);
  return {
    scenario,
    server,
    validRounds: valid.length,
    invalidRounds: invalid.length,
    firstInvalidReason: invalid[0]?.invalidReason,
    requestsPerSecond: medianOrNaN(valid.map((r) => r.requestsPerSecond)),
    latencyMeanMs: medianOrNaN(valid.map((r) => r.latencyMs.mean)),
    latencyP99Ms: medianOrNaN(valid.map((r) => r.latencyMs.p99)),
    ...atRateFigures(valid),
    outputMebibytesPerSecond: medianOrNaN(valid.map((r) => r.throughputBytesPerSecond)) / BYTES_PER_MEBIBYTE,
    maxMemoryMebibytes: maxOrNaN(valid.map((r) => r.serverMaxMemoryBytes)) / BYTES_PER_MEBIBYTE,
    maxCpuPercent: maxOrNaN(valid.map((r) => r.serverMaxCpuPercent)),
    clientSaturatedRounds: valid.filter((r) => r.clientSaturated).length,
    fractionOfReference: referenceRounds ? fractionOfReference(valid, referenceRounds) : undefined,
    ...processIntervals(valid, referenceRounds),
  };
}

function atRateFigures(valid: RoundSample[]): Pick<ServerScenarioSummary, 'atRate'> {
  const merged = mergedLatency(valid);
  return merged ? { atRate: { p50Ms: merged.latencyUs.p50 / 1000, p99Ms: merged.latencyUs.p99 / 1000 } } : {};
}

export function referenceServerOf(results: ResultsFile): string {
  return results.settings.reference ?? DEFAULT_REFERENCE_SERVER;
}

/**
 * Summaries of every server measured in a scenario, in the order the results list them, from the
 * rounds each was loaded alone (rounds-loaded-alone.ts). A server never loaded alone (paired mode's
 * base side) has no row.
 */
export function summariseScenario(results: ResultsFile, scenario: ScenarioResult): ServerScenarioSummary[] {
  const reference = referenceServerOf(results);
  const referenceRounds = scenario.servers.find((s) => s.server === reference)?.rounds;
  return scenario.servers
    .filter((s) => s.rounds.length === 0 || roundsLoadedAlone(s.rounds).length > 0)
    .map((s) =>
      summariseServerRounds(
        scenario.scenario,
        s.server,
        roundsLoadedAlone(s.rounds),
        referenceRounds && roundsLoadedAlone(referenceRounds),
      ),
    );
}
