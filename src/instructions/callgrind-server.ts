import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnvironment } from '../process/child-environment.ts';
import { runCommand } from '../process/run-command.ts';
import {
  SERVER_HOST,
  startServer,
  type RunningServer,
  type StartServerOptions,
} from '../engine/server-process.ts';
import type { ServerDefinition } from '../servers/catalog.ts';
import { instructionsOfDump } from './callgrind-parse.ts';
import type { CallgrindTools } from './callgrind-tools.ts';

/** A server running under callgrind, whose instruction counter can be read and reset. */
export interface CallgrindServer extends RunningServer {
  /** Instructions executed since the previous call (or since start); the counter starts again at 0. */
  takeInstructions(): Promise<number>;
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
): Promise<CallgrindServer> {
  const workDir = mkdtempSync(join(tmpdir(), 'perf-gate-callgrind-'));
  const vgdbPrefix = join(workDir, 'vgdb');
  const dumpPrefix = join(workDir, 'callgrind.out');
  let running: RunningServer;
  try {
    running = await startServer(server, {
      ...options,
      runUnder: (command, args) => [
        tools.valgrindPath,
        [
          '--tool=callgrind',
          '--smc-check=all-non-file',
          `--vgdb-prefix=${vgdbPrefix}`,
          `--callgrind-out-file=${dumpPrefix}`,
          '--dump-line=no',
          '--compress-strings=no',
          command,
          ...args,
        ],
      ],
    });
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  const controlEnv = childEnvironment({ HOST: SERVER_HOST });
  let dumpsTaken = 0;
  return {
    ...running,
    async takeInstructions() {
      const result = await runCommand(
        tools.controlPath,
        [`--vgdb-prefix=${vgdbPrefix}`, '--dump', String(running.pid)],
        {
          cwd: workDir,
          env: controlEnv,
          timeoutMs: CONTROL_TIMEOUT_MS,
        },
      );
      if (result.exitCode !== 0) {
        throw new Error(`callgrind_control --dump failed (exit ${result.exitCode}): ${result.output.trim()}`);
      }
      dumpsTaken++;
      // Dumps are numbered from 1 in the order they are asked for; callgrind writes them itself.
      const dumpPath = await waitForFile(workDir, `callgrind.out.${dumpsTaken}`);
      const instructions = instructionsOfDump(readFileSync(dumpPath, 'utf8'), dumpPath);
      rmSync(dumpPath, { force: true });
      return instructions;
    },
    async stop() {
      await running.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** callgrind_control returns once the command is sent; the dump may still be being written. */
async function waitForFile(dir: string, name: string): Promise<string> {
  const deadline = Date.now() + DUMP_WAIT_MS;
  while (Date.now() < deadline) {
    if (readdirSync(dir).includes(name)) {
      const path = join(dir, name);
      // A dump is complete when its totals line is there (it comes last).
      if (/^totals:/m.test(readFileSync(path, 'utf8'))) return path;
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, DUMP_POLL_MS));
  }
  throw new Error(`callgrind wrote no dump ${name} within ${DUMP_WAIT_MS} ms`);
}
