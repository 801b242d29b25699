import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the engine and the profiling preload (src/cpu-profile-preload.ts) agree on: the signal that
 * starts and stops the profiler, and the name of the n-th profile a process writes. SIGUSR1 is
 * Node's own (it opens the inspector); SIGUSR2 is free.
 */
export const CPU_PROFILE_SIGNAL = 'SIGUSR2';

export function cpuProfileFileName(pid: number, index: number): string {
  return `cpu-${pid}-${index}.cpuprofile`;
}

/** Profiling a round costs little more than this: writing a profile of a few seconds takes well under it. */
const PROFILE_WRITE_TIMEOUT_MS = 15_000;
const POLL_INTERVAL_MS = 25;

/** Starts or stops the profiler of the server `pid` (started with the preload). */
export function toggleCpuProfile(pid: number): void {
  process.kill(pid, CPU_PROFILE_SIGNAL);
}

/** Waits for the `index`-th profile of `pid` in `dir` and returns its path. */
export async function awaitCpuProfile(dir: string, pid: number, index: number): Promise<string> {
  const path = join(dir, cpuProfileFileName(pid, index));
  const deadlineMs = Date.now() + PROFILE_WRITE_TIMEOUT_MS;
  while (!existsSync(path)) {
    if (Date.now() > deadlineMs)
      throw new Error(`no CPU profile from process ${pid} within ${PROFILE_WRITE_TIMEOUT_MS / 1000} s`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, POLL_INTERVAL_MS));
  }
  return path;
}
