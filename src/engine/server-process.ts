import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { childEnvironment } from '../process/child-environment.ts';
import { killGroupQuietly, trackProcessGroup, untrackProcessGroup } from '../process/process-registry.ts';
import { CPU_PROFILE_PRELOAD_PATH, EVENT_LOOP_PRELOAD_PATH, INJECT_CPU_PRELOAD_PATH } from '../repo-paths.ts';
import type { CorrectnessCase, WireFormat } from '../scenarios/scenario.ts';
import { builtInReadinessCase } from '../scenarios/built-in-scenarios.ts';
import type { ServerDefinition } from '../servers/catalog.ts';
import type { NodeRuntime } from '../servers/node-runtime.ts';
import { pinnedCommand } from './cpu-pinning.ts';
import { findFreePort } from './free-port.ts';
import { runServerSetup } from './server-setup.ts';
import { checkCase } from './correctness-check.ts';

export interface RunningServer {
  name: string;
  pid: number;
  baseUrl: string;
  wireFormat: WireFormat;
  /** Spawn to first correct answer. */
  startupMs: number;
  /** Set once the process has exited, with how. */
  exited(): string | undefined;
  stop(): Promise<void>;
}

/** Half the processes slow, half not: the widest spread a two-valued cost gives. */
const NOISY_PROCESS_SHARE = 0.5;

export interface StartServerOptions {
  cpus?: string;
  injectCpuMicroseconds?: number;
  /** The share of this server's processes that burn injectCpuMicroseconds (each draws at start). */
  injectCpuShare?: number;
  /** The process exits on about one request in this many. */
  injectCrashPerRequests?: number;
  /**
   * Loop iterations of added work per request: the same cost whatever runs the code (callgrind).
   * 0 still installs the hook, so that a side with no added work carries the hook's own cost too.
   */
  injectWorkIterations?: number;
  /**
   * Requests to a path burn the microseconds in a process that drew so at start (probability 1/2):
   * a scenario too noisy to judge, on every side alike.
   */
  injectNoise?: { path: string; microseconds: number }[];
  /**
   * Where the server writes CPU profiles of the rounds the engine asks for (cpu-profile-files.ts);
   * unset, the profiler is not loaded at all.
   */
  cpuProfileDir?: string;
  /**
   * Where the server writes its event loop's longest delay of each window (event-loop-delay-files.ts);
   * unset, or a server not run by Node, the monitor is not loaded.
   */
  eventLoopDir?: string;
  /** Same V8 random and hash seeds in every process: removes one source of process-to-process luck. */
  fixedSeeds?: boolean;
  /** Address-space randomisation off (setarch -R): the same memory layout in every process. */
  fixedAddressSpace?: boolean;
  startupTimeoutMs: number;
  /** The program that runs the entry; this process's own Node when unset (tests). */
  runtimePath?: string;
  /**
   * The Node under test, which runs the folder's benchmark.setup before the process starts (also
   * for a folder whose entry runs on Bun: its packages were installed for this Node); this
   * process's own Node when unset (tests).
   */
  nodeUnderTest?: NodeRuntime;
  /** Extra environment for the server, e.g. its routes-count variable. */
  extraEnv?: Record<string, string>;
  /** Flags for Node itself, before the entry (ignored for Bun). */
  runtimeFlags?: string[];
  /** Gets what the server writes to stdout (V8's --trace-gc lines, for one); unset, stdout is dropped. */
  onStdout?: (text: string) => void;
  /** A program the runtime runs under, e.g. valgrind: it gets the runtime command as its own arguments. */
  runUnder?: (command: string, args: string[]) => [string, string[]];
  /**
   * The answer that says the server is up: the first case of the first scenario measured. Unset
   * (tools and tests), the built-in hello's.
   */
  readyWhen?: CorrectnessCase;
}

/** Servers listen here, and get it as HOST; tools that name files after HOST must use the same value. */
export const SERVER_HOST = '127.0.0.1';
const HOST = SERVER_HOST;
const POLL_INTERVAL_MS = 20;
const STDERR_TAIL_CHARS = 2000;
const STOP_WAIT_MS = 3000;
const FIXED_SEED = 1;

/**
 * Runs the folder's setup, then starts one server in its own process group and waits for its first
 * correct answer (options.readyWhen); the time that takes, not the setup's, is its start-up time.
 * Throws with the reason (and the tail of its stderr) if the setup fails, or the server exits or
 * stays silent past the time-out.
 */
export async function startServer(
  server: ServerDefinition,
  options: StartServerOptions,
): Promise<RunningServer> {
  await runServerSetup(
    server,
    options.nodeUnderTest ?? { path: process.execPath, version: process.versions.node },
  );
  const port = await findFreePort(HOST);
  const baseUrl = `http://${HOST}:${port}`;
  const nodeArgs: string[] =
    (server.meta.runtime ?? 'node') === 'node' ? [...(options.runtimeFlags ?? [])] : [];
  const env: Record<string, string> = {
    ...options.extraEnv,
    PORT: String(port),
    HOST,
    NODE_ENV: 'production',
  };
  // V8's flags: Bun (JavaScriptCore) has no such seeds.
  if (options.fixedSeeds && (server.meta.runtime ?? 'node') === 'node')
    nodeArgs.push(`--random-seed=${FIXED_SEED}`, `--hash-seed=${FIXED_SEED}`);
  const injectsWork = options.injectWorkIterations !== undefined;
  const injectsNoise = (options.injectNoise ?? []).length > 0;
  if (options.injectCpuMicroseconds || injectsWork || options.injectCrashPerRequests || injectsNoise) {
    if ((server.meta.runtime ?? 'node') !== 'node') {
      // The preload hooks node:http's Server; a Bun server answers through Bun.serve instead.
      throw new Error(
        `${server.name}: injected costs work only for servers run by Node (this one runs on ${server.meta.runtime})`,
      );
    }
    nodeArgs.push('--import', pathToFileURL(INJECT_CPU_PRELOAD_PATH).href);
    if (options.injectCpuMicroseconds) env.PERF_GATE_INJECT_CPU_US = String(options.injectCpuMicroseconds);
    if (injectsWork) env.PERF_GATE_INJECT_WORK_ITERATIONS = String(options.injectWorkIterations);
    if (options.injectCpuShare !== undefined) env.PERF_GATE_INJECT_CPU_SHARE = String(options.injectCpuShare);
    if (options.injectCrashPerRequests)
      env.PERF_GATE_INJECT_CRASH_PER_REQUESTS = String(options.injectCrashPerRequests);
    if (injectsNoise) {
      env.PERF_GATE_INJECT_NOISE = JSON.stringify(
        options.injectNoise?.map((noise) => ({ ...noise, share: NOISY_PROCESS_SHARE })),
      );
    }
  }
  if (options.cpuProfileDir) {
    if ((server.meta.runtime ?? 'node') !== 'node') {
      throw new Error(
        `${server.name}: CPU profiles are V8's: only servers run by Node are profiled (this one runs on ${server.meta.runtime})`,
      );
    }
    // Inlined, a function's time is its caller's in V8's samples: the table would name the caller.
    // Off in profiled processes only (never in the verdict's), on both sides alike.
    nodeArgs.push('--no-turbo-inlining', '--no-maglev-inlining');
    nodeArgs.push('--import', pathToFileURL(CPU_PROFILE_PRELOAD_PATH).href);
    env.PERF_GATE_CPU_PROFILE_DIR = options.cpuProfileDir;
  }
  // Bun's perf_hooks has no event-loop monitor: its servers are measured without one.
  if (options.eventLoopDir && (server.meta.runtime ?? 'node') === 'node') {
    nodeArgs.push('--import', pathToFileURL(EVENT_LOOP_PRELOAD_PATH).href);
    env.PERF_GATE_EVENT_LOOP_DIR = options.eventLoopDir;
  }
  const runtimeCommand: [string, string[]] = [
    options.runtimePath ?? process.execPath,
    [...nodeArgs, join(server.dir, server.meta.entry)],
  ];
  const nodeCommand = options.runUnder ? options.runUnder(...runtimeCommand) : runtimeCommand;
  const [command, args] = pinnedCommand(
    options.cpus,
    ...(options.fixedAddressSpace ? withoutAddressRandomisation(...nodeCommand) : nodeCommand),
  );
  const startedAtMs = performance.now();
  const child = spawn(command, args, {
    cwd: server.dir,
    env: childEnvironment(env),
    stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', 'pipe'],
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${server.name}: could not spawn ${command}`);
  trackProcessGroup(pid);
  const onStdout = options.onStdout;
  if (onStdout) child.stdout?.on('data', (chunk: Buffer) => onStdout(chunk.toString()));
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL_CHARS);
  });
  let exitReason: string | undefined;
  const exitedPromise = new Promise<void>((resolvePromise) => {
    child.on('exit', (code, signal) => {
      exitReason = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolvePromise();
    });
  });
  const stop = async () => {
    killGroupQuietly(pid);
    untrackProcessGroup(pid);
    await Promise.race([exitedPromise, delay(STOP_WAIT_MS)]);
  };

  const describeExit = () =>
    `${server.name} ${exitReason}${stderrTail ? `: ${lastStderrLine(stderrTail)}` : ''}`;
  try {
    await waitForFirstCorrectAnswer(
      options.readyWhen ?? builtInReadinessCase(server.meta.wireFormat),
      baseUrl,
      child,
      options.startupTimeoutMs,
      () => exitReason !== undefined,
    );
  } catch (error) {
    // Describe the failure before stopping: afterwards every server has "exited".
    const message = exitReason ? describeExit() : `${server.name}: ${(error as Error).message}`;
    await stop();
    throw new Error(message);
  }
  return {
    name: server.name,
    pid,
    baseUrl,
    wireFormat: server.meta.wireFormat,
    startupMs: performance.now() - startedAtMs,
    exited: () => (exitReason ? describeExit() : undefined),
    stop,
  };
}

async function waitForFirstCorrectAnswer(
  readyWhen: CorrectnessCase,
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  hasExited: () => boolean,
): Promise<void> {
  const deadlineMs = performance.now() + timeoutMs;
  let lastProblem = 'never answered';
  while (performance.now() < deadlineMs) {
    if (hasExited()) throw new Error(`exited during start-up (pid ${child.pid})`);
    try {
      const problem = await checkCase(baseUrl, readyWhen);
      if (problem === undefined) return;
      lastProblem = problem;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await delay(POLL_INTERVAL_MS);
  }
  throw new Error(
    `did not answer "${readyWhen.name}" correctly within ${timeoutMs} ms (last: ${lastProblem})`,
  );
}

/** The line that explains a crash: Node prints the error line above its stack and version footer. */
function lastStderrLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const thrownLine = lines.find((line) => /^[A-Za-z]*Error\b/.test(line));
  return thrownLine ?? lines.slice(-2).join(' | ');
}

/** setarch's -R turns address-space layout randomisation off for the command it runs. */
function withoutAddressRandomisation(command: string, args: string[]): [string, string[]] {
  return ['setarch', [machine(), '-R', command, ...args]];
}

function machine(): string {
  return process.arch === 'arm64' ? 'aarch64' : process.arch === 'x64' ? 'x86_64' : process.arch;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolvePromise) => setTimeout(resolvePromise, ms));
}
