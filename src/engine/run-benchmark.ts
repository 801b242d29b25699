import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { saturationWarning } from './saturation-warning.ts';
import type { LoadSettings } from '../config/config.ts';
import type {
  AtRate,
  CpuPinning,
  RoundSample,
  ScenarioResult,
  ServerFailure,
  ServerRun,
} from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import type { BuiltServer } from '../servers/build-server.ts';
import { readInstalledVersion } from '../servers/installed-version.ts';
import { checkServerAnswers } from './correctness-check.ts';
import { loadRequestFor, readinessCase, scenariosNamed } from '../scenarios/scenario-cases.ts';
import { processCpuSeconds } from './process-cpu-seconds.ts';
import { awaitCpuProfile, toggleCpuProfile } from './cpu-profile-files.ts';
import { runLoadRound, type LoadRoundOutcome } from './load-round.ts';
import { generatorFellBehind, openLoopConnections, type OpenLoopAnswer } from './open-loop-load.ts';
import { scheduleRounds, type Visit } from './round-schedule.ts';
import { startServer, type RunningServer } from './server-process.ts';

export interface BenchmarkProgress {
  info(line: string): void;
  warn(line: string): void;
  /** Frequent status ("fastify hello round 3/8, 2m10s left"); a terminal may overwrite it in place. */
  status(line: string): void;
}

export interface BenchmarkPlan {
  servers: BuiltServer[];
  /** Servers that could not be built or had: shown in the report with the reason, never timed. */
  unavailable: ServerRun[];
  load: LoadSettings;
  pinning: CpuPinning;
  sampleIntervalMs: number;
  /** Date.now() value after which no new round starts. */
  deadlineMs: number;
  /** Spawn to first correct answer may take this long before the server counts as failed. */
  startupTimeoutMs: number;
  /** The Node under test: it runs the load generator too. */
  loadNodePath: string;
  /**
   * Profile every round: each server runs with V8's profiler loaded, started just before a round's
   * load and stopped just after it, its profile written here (RoundSample.cpuProfilePath).
   */
  cpuProfileDir?: string;
}

export interface BenchmarkOutcome {
  servers: ServerRun[];
  scenarios: ScenarioResult[];
  warnings: string[];
}

/** A server whose memory passes this is stopped: a leak must not take the runner down with it. */
const MAX_SERVER_MEMORY_BYTES = 1024 ** 3;
/** A request unanswered this long counts as a time-out, which makes its round invalid. */
export const REQUEST_TIMEOUT_SECONDS = 10;
/** Mean client CPU above this, per autocannon thread, means autocannon, not the server, set the pace. */
const CLIENT_SATURATED_CPU_PERCENT = 90;
/** Per visit beyond the round itself: spawning the load worker and collecting its answer. */
const VISIT_OVERHEAD_SECONDS = 0.5;

/**
 * Start, check, warm up, and run the interleaved rounds, block by block; stop every
 * server after its block. Failures are recorded against the server that caused them and
 * the other servers go on.
 */
export async function runBenchmark(
  plan: BenchmarkPlan,
  progress: BenchmarkProgress,
): Promise<BenchmarkOutcome> {
  const { load } = plan;
  const runs = new Map<string, ServerRun>(
    plan.servers.map((built) => [built.definition.name, describeServer(built)]),
  );
  const rounds = new Map<string, RoundSample[]>();
  const warnings: string[] = [];
  const schedule = scheduleRounds(
    load.scenarios,
    plan.servers.map((built) => built.definition.name),
    load.rounds,
    load.roundsPerBlock,
  );
  const together = load.loadTogether === true;
  const totalVisits = schedule.reduce(
    (sum, block) => sum + block.rounds.length * block.rounds[0]!.visits.length,
    0,
  );
  // Loaded together, the servers of one scenario's visits take one round's time between them.
  const serversPerStep = together ? Math.max(1, plan.servers.length) : 1;
  let visitsDone = 0;
  let sequence = 0;
  let skippedVisits = 0;
  const saturationWarned = new Set<string>();

  // What stopped a server in the current block: its missed rounds are kept as failed ones.
  const failedInBlock = new Map<string, string>();
  const markFailed = (name: string, failure: ServerFailure) => {
    failedInBlock.set(name, `${failure.stage} failed: ${failure.message}`);
    const run = runs.get(name);
    if (run && run.status !== 'failed') {
      run.status = 'failed';
      run.failure = failure;
      progress.warn(`${name}: ${failure.stage} failed: ${failure.message}`);
    } else if (load.restartFailedServers) {
      progress.warn(`${name}: ${failure.stage} failed again in a later process: ${failure.message}`);
    }
  };

  for (const block of schedule) {
    failedInBlock.clear();
    const running = await startBlock(
      plan,
      runs,
      markFailed,
      progress,
      block.block,
      load.restartFailedServers,
    );
    try {
      await warmUp(plan, running, progress, markFailed);
      for (const round of block.rounds) {
        for (const step of together ? visitsByScenario(round.visits) : round.visits.map((visit) => [visit])) {
          visitsDone += step.length;
          const loaded = step.flatMap((visit) => {
            const server = running.get(visit.server);
            return server ? [{ visit, server }] : [];
          });
          if (load.restartFailedServers) {
            for (const visit of step) {
              const reason = failedInBlock.get(visit.server);
              if (running.has(visit.server) || reason === undefined) continue;
              const key = `${visit.scenario}/${visit.server}`;
              const missed = invalidSample(
                block.block,
                round.roundInBlock,
                sequence++,
                new Date().toISOString(),
                `not measured: this process ${reason}`,
              );
              rounds.set(key, [...(rounds.get(key) ?? []), missed]);
            }
          }
          if (loaded.length === 0) continue;
          if (Date.now() >= plan.deadlineMs) {
            skippedVisits += loaded.length;
            continue;
          }
          const secondsLeft = Math.round(
            ((totalVisits - visitsDone) / serversPerStep) * (load.durationSeconds + VISIT_OVERHEAD_SECONDS),
          );
          progress.status(
            `block ${block.block + 1} round ${round.roundInBlock + 1}: ${loaded.map(({ visit }) => visit.server).join(' + ')} ${step[0]!.scenario} ` +
              `(${visitsDone}/${totalVisits}, ~${formatSeconds(secondsLeft)} left)`,
          );
          const names = loaded.map(({ visit }) => visit.server);
          const samples = await Promise.all(
            loaded.map(({ visit, server }) =>
              measureVisit(plan, server, visit, block.block, round.roundInBlock, sequence++, names),
            ),
          );
          for (const [index, { visit, server }] of loaded.entries()) {
            const sample = samples[index]!;
            const key = `${visit.scenario}/${visit.server}`;
            rounds.set(key, [...(rounds.get(key) ?? []), sample]);
            const saturated = saturationWarning(visit.server, visit.scenario, sample, loaded.length);
            if (saturated && !saturationWarned.has(key)) {
              saturationWarned.add(key);
              warnings.push(saturated);
            }
            await retireIfUnhealthy(server, sample.serverMaxMemoryBytes, 'a round', running, markFailed);
          }
        }
      }
    } finally {
      await Promise.all([...running.values()].map((server) => server.stop()));
    }
  }
  if (skippedVisits > 0) {
    warnings.push(`time budget reached: ${skippedVisits} of ${totalVisits} rounds were skipped`);
  }
  for (const warning of warnings) progress.warn(warning);

  return {
    servers: [...plan.unavailable, ...runs.values()],
    scenarios: load.scenarios.map((scenario) => ({
      scenario,
      servers: plan.servers.map((built) => ({
        server: built.definition.name,
        rounds: rounds.get(`${scenario}/${built.definition.name}`) ?? [],
      })),
    })),
    warnings,
  };
}

/** The server's row before anything is measured: what it is, what runs it, where it came from. */
export function describeServer(built: BuiltServer): ServerRun {
  const { definition } = built;
  return {
    name: definition.name,
    framework: definition.meta.framework,
    version: readInstalledVersion(definition, built.runtime),
    runtime: `${built.runtime.name} ${built.runtime.version}`,
    router: definition.meta.router,
    validation: definition.meta.validation,
    description: definition.meta.description,
    ...(definition.meta.unknownKeys ? { unknownKeys: definition.meta.unknownKeys } : {}),
    ...(built.sourceLabel ? { source: built.sourceLabel } : {}),
    ...(built.rebuildFrom ? { rebuildFrom: built.rebuildFrom } : {}),
    ...(definition.hasLockfile ? { lockfileDigest: lockfileDigestOf(definition.dir) } : {}),
    status: 'measured',
    startupMs: [],
  };
}

async function startBlock(
  plan: BenchmarkPlan,
  runs: Map<string, ServerRun>,
  markFailed: (name: string, failure: ServerFailure) => void,
  progress: BenchmarkProgress,
  block: number,
  restartFailed = false,
): Promise<Map<string, RunningServer>> {
  const running = new Map<string, RunningServer>();
  for (const built of plan.servers) {
    const name = built.definition.name;
    const run = runs.get(name);
    if (!run || (run.status === 'failed' && !restartFailed)) continue;
    progress.status(`block ${block + 1}: starting ${name}`);
    let server: RunningServer;
    try {
      server = await startServer(built.definition, {
        cpus: plan.pinning.serverCpus,
        injectCpuMicroseconds: plan.load.injectCpuMicroseconds[name],
        injectCpuShare: plan.load.injectCpuShare?.[name],
        injectCrashPerRequests: plan.load.injectCrashPerRequests?.[name],
        injectWorkIterations: plan.load.injectWorkIterations?.[name],
        injectNoise: Object.entries(plan.load.injectNoiseMicroseconds ?? {}).map(
          ([scenario, microseconds]) => ({
            path: loadRequestFor(plan.load.scenarioCatalog, scenario, built.definition.meta.wireFormat).path,
            microseconds,
          }),
        ),
        ...(plan.cpuProfileDir ? { cpuProfileDir: plan.cpuProfileDir } : {}),
        fixedSeeds: plan.load.serverSeeds === 'fixed',
        fixedAddressSpace: plan.load.serverAddressSpace === 'fixed',
        startupTimeoutMs: plan.startupTimeoutMs,
        runtimePath: built.runtime.path,
        nodeUnderTest: built.node,
        readyWhen: readinessCase(
          plan.load.scenarioCatalog,
          plan.load.scenarios,
          built.definition.meta.wireFormat,
        ),
      });
    } catch (error) {
      markFailed(name, { stage: 'start', message: (error as Error).message });
      continue;
    }
    const problem = await checkServerAnswers(
      server.baseUrl,
      built.definition.meta.wireFormat,
      scenariosNamed(plan.load.scenarioCatalog, plan.load.scenarios),
      built.definition.meta.unknownKeys,
    );
    if (problem) {
      await server.stop();
      markFailed(name, { stage: 'check', message: `answered wrong, never timed: ${problem}` });
      continue;
    }
    run.startupMs.push(Math.round(server.startupMs * 10) / 10);
    running.set(name, server);
  }
  return running;
}

/** JIT and caches warm after every restart; the warm-up's figures are thrown away. */
async function warmUp(
  plan: BenchmarkPlan,
  running: Map<string, RunningServer>,
  progress: BenchmarkProgress,
  markFailed: (name: string, failure: ServerFailure) => void,
): Promise<void> {
  if (plan.load.warmupSeconds <= 0) return;
  const warmOne = async (name: string, server: RunningServer, scenario: ScenarioName) => {
    let maxMemoryBytes = 0;
    try {
      const outcome = await loadServer(plan, server, scenario, plan.load.warmupSeconds);
      maxMemoryBytes = Math.max(0, ...outcome.server.memoryBytes);
    } catch (error) {
      progress.warn(`${name}: warm-up failed: ${(error as Error).message}`);
    }
    return maxMemoryBytes;
  };
  for (const scenario of plan.load.scenarios) {
    const servers = [...running];
    // Loaded together in the rounds, warmed up together too: the same conditions, in less time.
    const steps = plan.load.loadTogether ? [servers] : servers.map((entry) => [entry]);
    for (const step of steps) {
      progress.status(`warming up ${step.map(([name]) => name).join(' + ')} ${scenario}`);
      const memory = await Promise.all(step.map(([name, server]) => warmOne(name, server, scenario)));
      for (const [index, [, server]] of step.entries()) {
        await retireIfUnhealthy(server, memory[index]!, 'warm-up', running, markFailed);
      }
    }
  }
}

/** One step per scenario, in the round's order: the visits of servers loaded at the same time. */
function visitsByScenario(visits: Visit[]): Visit[][] {
  const steps = new Map<ScenarioName, Visit[]>();
  for (const visit of visits) steps.set(visit.scenario, [...(steps.get(visit.scenario) ?? []), visit]);
  return [...steps.values()];
}

async function measureVisit(
  plan: BenchmarkPlan,
  server: RunningServer,
  visit: Visit,
  block: number,
  roundInBlock: number,
  sequence: number,
  /** Every server loaded in this step, this one included. */
  loadedTogether: string[],
): Promise<RoundSample> {
  const startedAt = new Date().toISOString();
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
    ...(answer.openLoop ? { atRate: atRateOf(answer.openLoop) } : {}),
  };
}

function atRateOf(openLoop: OpenLoopAnswer): AtRate {
  return {
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

/** After any load: a server that crashed or ran away with memory is failed and taken out of the block. */
async function retireIfUnhealthy(
  server: RunningServer,
  maxMemoryBytes: number,
  during: string,
  running: Map<string, RunningServer>,
  markFailed: (name: string, failure: ServerFailure) => void,
): Promise<void> {
  const exited = server.exited();
  let message: string | undefined;
  if (exited) {
    message = `crashed during ${during}: ${exited}`;
  } else if (maxMemoryBytes > MAX_SERVER_MEMORY_BYTES) {
    const limitMegabytes = MAX_SERVER_MEMORY_BYTES / 1024 ** 2;
    message = `stopped during ${during}: memory reached ${Math.round(maxMemoryBytes / 1024 ** 2)} MB, above the ${limitMegabytes} MB limit (a leak?)`;
  }
  if (!message) return;
  markFailed(server.name, { stage: 'load', message });
  await server.stop();
  running.delete(server.name);
}

function loadServer(
  plan: BenchmarkPlan,
  server: RunningServer,
  scenario: ScenarioName,
  durationSeconds: number,
): Promise<LoadRoundOutcome> {
  const ratePerSecond = plan.load.ratePerSecondByScenario?.[scenario];
  return runLoadRound(
    {
      url: server.baseUrl,
      request: loadRequestFor(plan.load.scenarioCatalog, scenario, server.wireFormat),
      ...(ratePerSecond === undefined
        ? { connections: plan.load.connections, threads: plan.pinning.loadGeneratorThreads }
        : { connections: openLoopConnections(ratePerSecond), ratePerSecond }),
      pipelining: plan.load.pipelining,
      durationSeconds,
      requestTimeoutSeconds: REQUEST_TIMEOUT_SECONDS,
    },
    server.pid,
    {
      cpus: plan.pinning.loadGeneratorCpus,
      sampleIntervalMs: plan.sampleIntervalMs,
      nodePath: plan.loadNodePath,
    },
  );
}

function invalidSample(
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

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
}

const LOCKFILE_DIGEST_HEX_DIGITS = 12;

function lockfileDigestOf(serverDir: string): string {
  const lockfile = readFileSync(join(serverDir, 'package-lock.json'));
  return createHash('sha256').update(lockfile).digest('hex').slice(0, LOCKFILE_DIGEST_HEX_DIGITS);
}
