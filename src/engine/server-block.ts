import type { ServerFailure, ServerRun } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { loadRequestFor, readinessCase, scenariosNamed } from '../scenarios/scenario-cases.ts';
import type { BenchmarkPlan } from './benchmark-plan.ts';
import type { BenchmarkProgress } from './benchmark-progress.ts';
import { checkServerAnswers } from './correctness-check.ts';
import { loadServer } from './load-server.ts';
import { startServer, type RunningServer } from './server-process.ts';

/**
 * A block's servers, from start to retirement: started and checked (a server that answers wrong
 * is never timed), warmed up, and taken out when one crashes or runs away with memory. The round
 * loop (run-benchmark.ts) stops the rest after the block.
 */

/** Records what stopped a server against it; the other servers go on. */
export type MarkFailed = (name: string, failure: ServerFailure) => void;

/** A server whose memory passes this is stopped: a leak must not take the runner down with it. */
const MAX_SERVER_MEMORY_BYTES = 1024 ** 3;

/** Every server of the plan still measured (and, with restartFailed, those failed before) started and checked. */
export async function startBlock(
  plan: BenchmarkPlan,
  runs: Map<string, ServerRun>,
  markFailed: MarkFailed,
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
        ...(plan.eventLoopDir ? { eventLoopDir: plan.eventLoopDir } : {}),
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

/**
 * JIT and caches warm after every restart; the warm-up's figures are thrown away, but for the
 * requests each server answered (by name), which the crash watch counts: they meet a crash too.
 */
export async function warmUp(
  plan: BenchmarkPlan,
  running: Map<string, RunningServer>,
  progress: BenchmarkProgress,
  markFailed: MarkFailed,
): Promise<Map<string, number>> {
  const answered = new Map<string, number>();
  if (plan.load.warmupSeconds <= 0) return answered;
  const warmOne = async (name: string, server: RunningServer, scenario: ScenarioName) => {
    let maxMemoryBytes = 0;
    try {
      const outcome = await loadServer(plan, server, scenario, plan.load.warmupSeconds);
      maxMemoryBytes = Math.max(0, ...outcome.server.memoryBytes);
      answered.set(name, (answered.get(name) ?? 0) + outcome.answer.requestsTotal);
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
  return answered;
}

/** After any load: a server that crashed or ran away with memory is failed and taken out of the block. */
export async function retireIfUnhealthy(
  server: RunningServer,
  maxMemoryBytes: number,
  during: string,
  running: Map<string, RunningServer>,
  markFailed: MarkFailed,
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
