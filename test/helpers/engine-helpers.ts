import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { choosePinning } from '../../src/engine/cpu-pinning.ts';
import type { BenchmarkPlan } from '../../src/engine/benchmark-plan.ts';
import type { BenchmarkProgress } from '../../src/engine/benchmark-progress.ts';
import { readCatalog } from '../../src/servers/catalog.ts';
import { BUILT_IN_SCENARIOS_PATH } from '../../src/repo-paths.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';

/** Purpose-made servers, correct and faulty, in the same folder layout as servers/. */
export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/servers', import.meta.url));

/** A short benchmark plan over already-installed server folders (no build step). */
export function planFor(
  serversDir: string,
  names: string[],
  load: Partial<BenchmarkPlan['load']> = {},
): BenchmarkPlan {
  const catalog = readCatalog(serversDir);
  return {
    servers: names.map((name) => ({
      definition: catalog.find((server) => server.name === name)!,
      // These fixtures run on the Node running the tests.
      runtime: { name: 'node', path: process.execPath, version: process.versions.node },
      node: { path: process.execPath, version: process.versions.node },
    })),
    unavailable: [],
    load: {
      scenarios: ['hello', 'update-user'],
      scenariosFile: BUILT_IN_SCENARIOS_PATH,
      scenarioCatalog: builtInScenarios(),
      servers: names,
      rounds: 2,
      roundsPerBlock: 1,
      durationSeconds: 1,
      warmupSeconds: 0.5,
      connections: 20,
      pipelining: 4,
      injectCpuMicroseconds: {},
      serverSeeds: 'random',
      serverAddressSpace: 'random',
      ...load,
    },
    pinning: choosePinning(),
    sampleIntervalMs: 100,
    deadlineMs: Date.now() + 5 * 60_000,
    startupTimeoutMs: 10_000,
    loadNodePath: process.execPath,
  };
}

/** Progress that keeps its lines for assertions instead of printing them. */
export function quietProgress(): BenchmarkProgress & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (line) => lines.push(line),
    warn: (line) => lines.push(`warning: ${line}`),
    status: () => {},
  };
}

interface ProcessEntry {
  pid: number;
  parentPid: number;
  processGroup: number;
  command: string;
}

/** Every process on the machine, from /proc (Linux): pid, parent, process group and name. */
function listProcesses(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command is in parentheses and may contain spaces; the fields after it are fixed.
      const closing = stat.lastIndexOf(')');
      const command = stat.slice(stat.indexOf('(') + 1, closing);
      const [state = '', parent = '', group = ''] = stat.slice(closing + 2).split(' ');
      if (state === 'Z') continue;
      entries.push({ pid: Number(name), parentPid: Number(parent), processGroup: Number(group), command });
    } catch {
      // The process ended while we looked.
    }
  }
  return entries;
}

/**
 * Processes this test process started, directly or in their groups, that are still alive:
 * found by parentage and process group, never by name.
 */
export function liveChildProcesses(rootPid = process.pid): string[] {
  // descendantsOf leaves out our own group, which also holds helpers of the test process itself
  // (tsx's esbuild); what the engine starts always runs in groups of its own.
  return stillAlive([], descendantsOf(rootPid).groups);
}

function getOwnGroup(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/**
 * Pids and process groups of every live descendant of rootPid, taken before it is stopped. Our own
 * group is never among the groups: a child caught between fork and setsid (detached spawn) is
 * still in it for a moment, and counting that group would count this test process itself.
 */
export function descendantsOf(rootPid: number): { pids: number[]; groups: number[] } {
  const processes = listProcesses();
  const found = new Set<number>([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const entry of processes) {
      if (!found.has(entry.pid) && found.has(entry.parentPid)) {
        found.add(entry.pid);
        grew = true;
      }
    }
  }
  found.delete(rootPid);
  const entries = processes.filter((entry) => found.has(entry.pid));
  const ownGroup = getOwnGroup();
  return {
    pids: entries.map((entry) => entry.pid),
    groups: [...new Set(entries.map((entry) => entry.processGroup))].filter((group) => group !== ownGroup),
  };
}

/** Live processes that are one of these pids or belong to one of these process groups. */
export function stillAlive(pids: number[], groups: number[]): string[] {
  return listProcesses()
    .filter((entry) => pids.includes(entry.pid) || groups.includes(entry.processGroup))
    .map((entry) => `${entry.pid} ${entry.command}`);
}
