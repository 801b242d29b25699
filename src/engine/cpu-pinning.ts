import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { CpuPinning } from '../results/results-types.ts';

const TASKSET_PATHS = ['/usr/bin/taskset', '/bin/taskset'];

/**
 * Server and load generator on different CPUs: on a 2-core machine this cut the per-round
 * spread of a fastify/http-node ratio from about 14% to 8%. The load generator (one Node
 * thread) gets the last CPU; servers share the others.
 */
export function choosePinning(): CpuPinning {
  if (process.platform !== 'linux') return { enabled: false, reason: 'CPU pinning needs Linux' };
  const cpuCount = availableParallelism();
  if (cpuCount < 2) return { enabled: false, reason: `only ${cpuCount} CPU available` };
  if (!tasksetPath()) return { enabled: false, reason: 'taskset (util-linux) is not installed' };
  const last = cpuCount - 1;
  return {
    enabled: true,
    serverCpus: last === 1 ? '0' : `0-${last - 1}`,
    loadGeneratorCpus: String(last),
  };
}

export function tasksetPath(): string | undefined {
  return TASKSET_PATHS.find((path) => existsSync(path));
}

/** The command and arguments that start `args` pinned to `cpus`, or as they are when pinning is off. */
export function pinnedCommand(cpus: string | undefined, command: string, args: string[]): [string, string[]] {
  const taskset = tasksetPath();
  if (cpus === undefined || !taskset) return [command, args];
  return [taskset, ['-c', cpus, command, ...args]];
}
