import { join } from 'node:path';

/**
 * Where counting by function keeps its files, one folder per scenario (beside the wall-time
 * profiles: profiles/<scenario>/): the main thread's callgrind dump of every measured chunk, and
 * the process's JIT code map that names the addresses in them.
 */
export function functionDumpPath(
  dir: string,
  server: string,
  processNumber: number,
  scenario: string,
  chunk: number,
): string {
  return join(dir, scenario, `${server}-process-${processNumber + 1}-chunk-${chunk + 1}.callgrind`);
}

export function jitCodeMapFile(dir: string, server: string, processNumber: number, scenario: string): string {
  return join(dir, scenario, `${server}-process-${processNumber + 1}.perf-map`);
}
