import type { AtRate, RoundSample } from '../results/results-types.ts';
import type { BenchmarkPlan } from './benchmark-plan.ts';
import { awaitCpuProfile, toggleCpuProfile } from './cpu-profile-files.ts';
import { EVENT_LOOP_WINDOW_MS, eventLoopWindowsMs } from './event-loop-delay-files.ts';
import type { LoadRoundOutcome } from './load-round.ts';
import { loadServer } from './load-server.ts';
import { generatorFellBehind, type OpenLoopAnswer } from './open-loop-load.ts';
import { processCpuSeconds } from './process-cpu-seconds.ts';
import type { Visit } from './round-schedule.ts';
import type { RunningServer } from './server-process.ts';

/** Mean client CPU above this, per autocannon thread, means autocannon, not the server, set the pace. */
const CLIENT_SATURATED_CPU_PERCENT = 90;

/**
 * One visit of a round: the server loaded for the round's duration, its sample taken (throughput,
 * latency, resources, at a rate the open loop's figures), and the sample invalid, with the reason,
 * where anything went wrong.
 */
export async function measureVisit(
  plan: BenchmarkPlan,
  server: RunningServer,
  visit: Visit,
  block: number,
  roundInBlock: number,
  sequence: number,
  /** Every server loaded in this step, this one included. */
  loadedTogether: string[],
): Promise<RoundSample> {
  const startedAtMs = Date.now();
  const startedAt = new Date(startedAtMs).toISOString();
  const others = loadedTogether.filter((name) => name !== server.name);
  const loadedWith = others.length > 0 ? { loadedWith: others } : {};
  const cpuSecondsBefore = processCpuSeconds(server.pid);
  const profileIndex = plan.cpuProfileDir ? nextProfileIndex(server) : undefined;
  let outcome: LoadRoundOutcome;
  let cpuProfilePath: string | undefined;
  try {
    if (profileIndex !== undefined) toggleCpuProfile(server.pid);
    outcome = await loadServer(plan, server, visit.scenario, plan.load.durationSeconds);
    if (profileIndex !== undefined) {
      toggleCpuProfile(server.pid);
      cpuProfilePath = await awaitCpuProfile(plan.cpuProfileDir!, server.pid, profileIndex);
    }
  } catch (error) {
    return {
      ...invalidSample(block, roundInBlock, sequence, startedAt, (error as Error).message),
      ...loadedWith,
    };
  }
  const { answer } = outcome;
  const cpuSecondsAfter = processCpuSeconds(server.pid);
  const eventLoopWindowsMs =
    plan.eventLoopDir && answer.openLoop
      ? await turnEventLoopWindowsMs(plan.eventLoopDir, server.pid, startedAtMs)
      : undefined;
  const problems = [
    answer.errors > 0 ? `${answer.errors} errors` : '',
    answer.timeouts > 0 ? `${answer.timeouts} timeouts` : '',
    answer.non2xx > 0 ? `${answer.non2xx} non-2xx answers` : '',
    answer.requestsTotal === 0 ? 'no request completed' : '',
    answer.requestsTotal > 0 && answer.minRequestsInASecond === 0
      ? 'stalled: a second passed with no answer'
      : '',
    answer.openLoop ? (generatorFellBehind(answer.openLoop) ?? '') : '',
  ].filter((problem) => problem !== '');
  return {
    block,
    roundInBlock,
    sequence,
    startedAt,
    valid: problems.length === 0,
    ...(problems.length > 0 ? { invalidReason: problems.join(', ') } : {}),
    requestsPerSecond: answer.requestsPerSecond,
    latencyMs: answer.latencyMs,
    throughputBytesPerSecond: answer.throughputBytesPerSecond,
    requestsTotal: answer.requestsTotal,
    errors: answer.errors,
    timeouts: answer.timeouts,
    non2xx: answer.non2xx,
    serverMaxMemoryBytes: Math.max(0, ...outcome.server.memoryBytes),
    serverMaxCpuPercent: Math.max(0, ...outcome.server.cpuPercent),
    serverMemorySeriesBytes: outcome.server.memoryBytes,
    serverCpuSeriesPercent: outcome.server.cpuPercent.map((cpu) => Math.round(cpu * 10) / 10),
    clientCpuPercent: outcome.clientCpuPercent,
    // Load generators of servers loaded together share the load CPUs: each has its share of them. The
    // open loop polls its schedule and is always busy: its lag, not its CPU, says when it fell behind.
    clientSaturated:
      answer.openLoop === undefined &&
      outcome.clientCpuPercent >=
        (CLIENT_SATURATED_CPU_PERCENT * (plan.pinning.loadGeneratorThreads ?? 1)) / loadedTogether.length,
    ...(cpuSecondsBefore !== undefined && cpuSecondsAfter !== undefined && answer.requestsTotal > 0
      ? { serverCpuSecondsPerRequest: (cpuSecondsAfter - cpuSecondsBefore) / answer.requestsTotal }
      : {}),
    ...(cpuProfilePath ? { cpuProfilePath } : {}),
    ...loadedWith,
    ...(answer.openLoop ? { atRate: atRateOf(answer.openLoop, eventLoopWindowsMs) } : {}),
  };
}

/**
 * The windows of the server's event loop from the start of this visit to its end. The window that
 * holds the turn's last moments is written up to one window later: waited for, then read.
 */
async function turnEventLoopWindowsMs(dir: string, pid: number, startedAtMs: number): Promise<number[]> {
  const endedAtMs = Date.now();
  await new Promise((resolvePromise) => setTimeout(resolvePromise, EVENT_LOOP_WINDOW_MS));
  return eventLoopWindowsMs(dir, pid, startedAtMs, endedAtMs + EVENT_LOOP_WINDOW_MS);
}

function atRateOf(openLoop: OpenLoopAnswer, eventLoopWindowsMs: number[] | undefined): AtRate {
  return {
    ...(eventLoopWindowsMs && eventLoopWindowsMs.length > 0
      ? { eventLoopWindowsMs: eventLoopWindowsMs.map((delayMs) => Math.round(delayMs * 100) / 100) }
      : {}),
    ratePerSecond: openLoop.ratePerSecond,
    achievedPerSecond: openLoop.achievedPerSecond,
    waitedForConnection: openLoop.waitedForConnection,
    resentAfterClose: openLoop.resent,
    latencyHistogram: openLoop.latencyHistogram,
    generatorLagUs: openLoop.generatorLagUs,
  };
}

/** Profiles each running process has been asked for so far: the preload numbers its files the same way. */
const profilesAsked = new WeakMap<RunningServer, number>();

function nextProfileIndex(server: RunningServer): number {
  const index = profilesAsked.get(server) ?? 0;
  profilesAsked.set(server, index + 1);
  return index;
}

/** A round that gave no figures, with why: kept in the results as a failed round, never a sample. */
export function invalidSample(
  block: number,
  roundInBlock: number,
  sequence: number,
  startedAt: string,
  reason: string,
): RoundSample {
  return {
    block,
    roundInBlock,
    sequence,
    startedAt,
    valid: false,
    invalidReason: reason,
    requestsPerSecond: 0,
    latencyMs: { mean: 0, p50: 0, p90: 0, p99: 0, max: 0 },
    throughputBytesPerSecond: 0,
    requestsTotal: 0,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    serverMaxMemoryBytes: 0,
    serverMaxCpuPercent: 0,
    serverMemorySeriesBytes: [],
    serverCpuSeriesPercent: [],
    clientCpuPercent: 0,
    clientSaturated: false,
  };
}
