import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { CpuPinning } from '../results/results-types.ts';

const TASKSET_PATHS = ['/usr/bin/taskset', '/bin/taskset'];

/**
 * Server and load generator on different CPUs: on a 2-core machine this cut the per-round
 * spread of a fastify/http-node ratio from about 14% to 8%.
 * On 2 or 3 CPUs the load generator (one Node thread) gets the last CPU and the servers the
 * others. One autocannon thread is the bottleneck for the fastest servers (http-node update-user
 * kept it at 89% CPU on this project's 2-core machine), so from 4 CPUs on the load generator gets
 * the upper half of them, one autocannon thread on each, and the server the lower half: a Node
 * server runs its requests on one thread, with V8's helper threads beside it.
 */
export function choosePinning(cpuCount = availableParallelism()): CpuPinning {
  if (process.platform !== 'linux') return { enabled: false, reason: 'CPU pinning needs Linux' };
  if (cpuCount < 2) return { enabled: false, reason: `only ${cpuCount} CPU available` };
  if (!tasksetPath()) return { enabled: false, reason: 'taskset (util-linux) is not installed' };
  const loadThreads = cpuCount >= 4 ? Math.floor(cpuCount / 2) : 1;
  const firstLoadCpu = cpuCount - loadThreads;
  return {
    enabled: true,
    serverCpus: cpuRange(0, firstLoadCpu - 1),
    loadGeneratorCpus: cpuRange(firstLoadCpu, cpuCount - 1),
    loadGeneratorThreads: loadThreads,
  };
}

/** taskset's list form: "3" or "0-2". */
function cpuRange(first: number, last: number): string {
  return first === last ? String(first) : `${first}-${last}`;
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
