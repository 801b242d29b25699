import { findOnPath } from '../process/find-on-path.ts';
import { lastLines, runCommand } from '../process/run-command.ts';

/** The two programs instruction counting needs, both from valgrind's package. */
export interface CallgrindTools {
  valgrindPath: string;
  /** Sends "dump" to a running callgrind through valgrind's gdbserver pipes. */
  controlPath: string;
  /** "valgrind-3.19.0": counts of different versions are never compared. */
  version: string;
}

const INSTALL_HINT = 'install valgrind (Debian and Ubuntu: sudo apt-get install -y valgrind)';
const VERSION_TIMEOUT_MS = 10_000;

/** Finds valgrind and callgrind_control on PATH; one line naming the missing one when either is absent. */
export async function findCallgrindTools(): Promise<CallgrindTools> {
  const valgrindPath = findOnPath('valgrind');
  if (!valgrindPath)
    throw new Error(`--measure instructions needs valgrind, which is not on PATH: ${INSTALL_HINT}`);
  const controlPath = findOnPath('callgrind_control');
  if (!controlPath) {
    throw new Error(`--measure instructions needs callgrind_control, which is not on PATH: ${INSTALL_HINT}`);
  }
  const result = await runCommand(valgrindPath, ['--version'], {
    cwd: process.cwd(),
    timeoutMs: VERSION_TIMEOUT_MS,
  }).catch((error: Error) => ({ exitCode: null, output: error.message }));
  const version = result.output.trim();
  if (result.exitCode !== 0 || !/^valgrind-[0-9]/.test(version)) {
    throw new Error(
      `${valgrindPath} does not run (${lastLines(result.output, 1) || 'no output'}): ${INSTALL_HINT}`,
    );
  }
  return { valgrindPath, controlPath, version };
}
