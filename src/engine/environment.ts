import { availableParallelism, cpus, release, totalmem, type as osType, arch } from 'node:os';
import type { Environment } from '../results/results-types.ts';

export function describeEnvironment(): Environment {
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cpuCount: availableParallelism(),
    memoryBytes: totalmem(),
    os: `${osType()} ${release()} ${arch()}`,
    nodeVersion: process.versions.node,
  };
}
