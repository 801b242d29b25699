import { availableParallelism, cpus, release, totalmem, type as osType, arch } from 'node:os';
import type { Environment } from '../results/results-types.ts';

/** nodeVersion: the Node under test, which runs the load generator and the Node servers. */
export function describeEnvironment(nodeVersion: string): Environment {
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cpuCount: availableParallelism(),
    memoryBytes: totalmem(),
    os: `${osType()} ${release()} ${arch()}`,
    nodeVersion,
  };
}
