import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { childEnvironment } from '../process/child-environment.ts';
import { runCommand } from '../process/run-command.ts';
import { makeTemporaryDir, removeTemporaryDir } from '../process/temporary-dirs.ts';
import {
  SERVER_HOST,
  startServer,
  type RunningServer,
  type StartServerOptions,
} from '../engine/server-process.ts';
import type { ServerDefinition } from '../servers/catalog.ts';
import { instructionsOfDump } from './callgrind-parse.ts';
import type { CallgrindTools } from './callgrind-tools.ts';

/** Instructions executed between two dumps, by the thread that serves requests and by all the others. */
export interface ThreadInstructions {
  /** Node's main thread: the event loop, where every request is parsed, routed and answered. */
  mainThread: number;
  /** V8's and libuv's helper threads: concurrent compilation and garbage collection, file I/O. */
  otherThreads: number;
}

/** A server running under callgrind, whose instruction counters can be read and reset. */
export interface CallgrindServer extends RunningServer {
  /**
   * Instructions executed since the previous call (or since the instrumentation was turned on);
   * the counters start again at 0.
   */
  takeInstructions(keepMainThreadDumpAs?: string): Promise<ThreadInstructions>;
  /** With `namesJitCode`: V8's map of the code it generated so far (jit-code-map.ts), or '' without it. */
  jitCodeMap(): string;
  /** Turns callgrind's instrumentation on or off; the server starts with it off, and counts nothing. */
  setInstrumentation(on: boolean): Promise<void>;
}

const CONTROL_TIMEOUT_MS = 30_000;
const DUMP_WAIT_MS = 10_000;
const DUMP_POLL_MS = 20;

/**
 * Starts a server under valgrind's callgrind. Its gdbserver pipes and its dumps go to a private
 * folder (--vgdb-prefix, --callgrind-out-file), so two servers counted at once never meet.
 * valgrind also names those pipes after the HOST and USER variables; callgrind_control is given
 * the same environment as the server, or it looks for pipes that do not exist.
 * `--smc-check=all-non-file`: V8 writes and rewrites machine code in anonymous memory, which
 * valgrind must re-translate or it runs stale code.
 */
export async function startCallgrindServer(
  server: ServerDefinition,
  tools: CallgrindTools,
  options: StartServerOptions,
  /**
   * Counting by function (the report's "Where"): V8 writes its code map (callgrind names JIT code by
   * address only), its log goes to the private folder instead of the server's, and inlining is off
   * so that a function's instructions stay its own, as in the wall-time profiles.
   */
  { namesJitCode = false }: { namesJitCode?: boolean } = {},
): Promise<CallgrindServer> {
  const workDir = makeTemporaryDir('perf-gate-callgrind-');
  const jitFlags = namesJitCode
    ? [
        '--perf-basic-prof',
        `--logfile=${join(workDir, 'v8.log')}`,
        '--no-logfile-per-isolate',
        '--no-turbo-inlining',
        '--no-maglev-inlining',
      ]
    : [];
  const vgdbPrefix = join(workDir, 'vgdb');
  const dumpPrefix = join(workDir, 'callgrind.out');
  let running: RunningServer;
  try {
    running = await startServer(server, {
      ...options,
      runtimeFlags: [...(options.runtimeFlags ?? []), ...jitFlags],
      runUnder: (command, args) => [
        tools.valgrindPath,
        [
          '--tool=callgrind',
          '--smc-check=all-non-file',
          `--vgdb-prefix=${vgdbPrefix}`,
          `--callgrind-out-file=${dumpPrefix}`,
          '--dump-line=no',
          // Start-up and the first warm-up run at valgrind's minimal slowdown; counting starts when
          // the instrumentation is turned on (setInstrumentation).
          '--instr-atstart=no',
          // One dump per thread: V8 compiles and collects garbage on helper threads whose work lands
          // at different moments in different processes; counted with the main thread, one such burst
          // moved a mion count by 20% (docs/calibration.md, "Instructions per request").
          '--separate-threads=yes',
          '--compress-strings=no',
          command,
          ...args,
        ],
      ],
    });
  } catch (error) {
    removeTemporaryDir(workDir);
    throw error;
  }
  const controlEnv = childEnvironment({ HOST: SERVER_HOST });
  const control = async (args: string[]) => {
    const result = await runCommand(
      tools.controlPath,
      [`--vgdb-prefix=${vgdbPrefix}`, ...args, String(running.pid)],
      { cwd: workDir, env: controlEnv, timeoutMs: CONTROL_TIMEOUT_MS },
    );
    if (result.exitCode !== 0) {
      throw new Error(
        `callgrind_control ${args.join(' ')} failed (exit ${result.exitCode}): ${result.output.trim()}`,
      );
    }
  };
  let dumpsTaken = 0;
  return {
    ...running,
    async setInstrumentation(on) {
      await control(['--instr', on ? 'on' : 'off']);
    },
    async takeInstructions(keepMainThreadDumpAs) {
      await control(['--dump']);
      dumpsTaken++;
      // Dumps are numbered from 1 in the order they are asked for, with one file per thread
      // ("callgrind.out.3-01" is thread 1, the main thread, of dump 3); callgrind writes them itself.
      const paths = await waitForThreadDumps(workDir, `callgrind.out.${dumpsTaken}-`);
      const counts = paths.map((path) => instructionsOfDump(readFileSync(path, 'utf8'), path));
      const mainIndex = paths.findIndex((path) => path.endsWith('-01'));
      if (keepMainThreadDumpAs) renameSync(paths[mainIndex]!, keepMainThreadDumpAs);
      for (const path of paths) rmSync(path, { force: true });
      return {
        mainThread: counts[mainIndex]!,
        otherThreads: counts.reduce((sum, count, index) => (index === mainIndex ? sum : sum + count), 0),
      };
    },
    jitCodeMap() {
      const path = jitCodeMapPath(running.pid);
      return namesJitCode && existsSync(path) ? readFileSync(path, 'utf8') : '';
    },
    async stop() {
      await running.stop();
      removeTemporaryDir(workDir);
      if (namesJitCode) rmSync(jitCodeMapPath(running.pid), { force: true });
    },
  };
}

/** Where V8 writes the code map of process `pid` (its --perf-basic-prof default; valgrind keeps the pid). */
function jitCodeMapPath(pid: number): string {
  return `/tmp/perf-${pid}.map`;
}

/**
 * callgrind_control returns once the command is sent; the dumps may still be being written. They
 * are complete when the main thread's file is there, every file has its totals line (it comes last),
 * and no new thread's file appeared since the last look.
 */
async function waitForThreadDumps(dir: string, prefix: string): Promise<string[]> {
  const deadline = Date.now() + DUMP_WAIT_MS;
  let previous: string[] = [];
  while (Date.now() < deadline) {
    const names = readdirSync(dir)
      .filter((name) => name.startsWith(prefix))
      .sort();
    const complete = names.every((name) => /^totals:/m.test(readFileSync(join(dir, name), 'utf8')));
    if (names.includes(`${prefix}01`) && complete && names.length === previous.length) {
      return names.map((name) => join(dir, name));
    }
    previous = names;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, DUMP_POLL_MS));
  }
  throw new Error(`callgrind wrote no complete dump ${prefix}01 within ${DUMP_WAIT_MS} ms`);
}
