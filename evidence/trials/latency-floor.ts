/**
 * Benchmark (not a test): the lowest p99 a machine lets the open loop measure, and how much it moves
 * from one round to the next. Two parts, run one after the other:
 *
 * 1. CPU pauses: a busy loop pinned to each CPU at once for PAUSE_SECONDS; every gap of more than
 *    1 ms between two clock reads is time the CPU was taken from it (another tenant, interrupts).
 * 2. The floor: plain node:http hello, one process, ROUNDS open-loop rounds of DURATION_SECONDS at
 *    RATE requests/s, through the engine's own path (pinned as a run pins), each round's p50, p99,
 *    p99.9 and the generator's lag.
 *
 * A server's p99 at a rate cannot repeat better than this machine's floor does: when the floor's p99
 * moves by a factor of 2 between rounds, so does the p99 of any server whose own tail is shorter.
 *
 *   npm run bench:latency-floor
 *   RATE=14000 ROUNDS=12 DURATION_SECONDS=2 PAUSE_SECONDS=10 npm run bench:latency-floor
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mean, sampleStandardDeviation } from 'simple-statistics';
import { choosePinning, pinnedCommand } from '../../src/engine/cpu-pinning.ts';
import { runLoadRound } from '../../src/engine/load-round.ts';
import { openLoopConnections } from '../../src/engine/open-loop-load.ts';
import { startServer } from '../../src/engine/server-process.ts';
import { killAllTrackedGroups } from '../../src/process/process-registry.ts';
import { SERVERS_DIR } from '../../src/repo-paths.ts';
import { readCatalog } from '../../src/servers/catalog.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { loadRequestFor } from '../../src/scenarios/scenario-cases.ts';

const RATE = Number(process.env.RATE ?? 3000);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const DURATION_SECONDS = Number(process.env.DURATION_SECONDS ?? 2);
const PAUSE_SECONDS = Number(process.env.PAUSE_SECONDS ?? 10);
for (const [name, value] of Object.entries({ RATE, ROUNDS, DURATION_SECONDS, PAUSE_SECONDS })) {
  if (!(value > 0 && Number.isFinite(value))) {
    console.error(`latency-floor: ${name} must be a positive number, got ${process.env[name]}`);
    process.exit(2);
  }
}

/** Runs in a child pinned to one CPU: prints the gaps of more than 1 ms as a JSON list of ms. */
const BUSY_LOOP = `
const { performance } = require('node:perf_hooks');
const end = performance.now() + ${PAUSE_SECONDS * 1000};
let last = performance.now();
const gaps = [];
for (;;) { const now = performance.now(); if (now - last > 1) gaps.push(now - last); last = now; if (now > end) break; }
console.log(JSON.stringify(gaps));`;

async function gapsOnCpu(cpu: number): Promise<number[]> {
  const [command, args] = pinnedCommand(String(cpu), process.execPath, ['-e', BUSY_LOOP]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolveExit) => child.on('close', resolveExit));
  return JSON.parse(output) as number[];
}

const cpus = Array.from({ length: availableParallelism() }, (_, cpu) => cpu);
console.log(`CPU pauses: a busy loop on each of ${cpus.length} CPUs at once for ${PAUSE_SECONDS} s`);
const gapsByCpu = await Promise.all(cpus.map((cpu) => gapsOnCpu(cpu)));
for (const [cpu, gaps] of gapsByCpu.entries()) {
  const lostMs = gaps.reduce((sum, gap) => sum + gap, 0);
  const longest = [...gaps].sort((a, b) => b - a).slice(0, 5);
  console.log(
    `  CPU ${cpu}: ${gaps.length} gaps over 1 ms, ${((100 * lostMs) / (PAUSE_SECONDS * 1000)).toFixed(2)}% of the time; ` +
      `longest ${longest.map((gap) => gap.toFixed(1)).join(', ') || 'none'} ms`,
  );
}

const pinning = choosePinning();
const httpNode = readCatalog(SERVERS_DIR).find((server) => server.name === 'http-node')!;
const server = await startServer(httpNode, { cpus: pinning.serverCpus, startupTimeoutMs: 10_000 });
console.log(
  `\nThe floor: http-node hello, one process, ${ROUNDS} rounds of ${DURATION_SECONDS} s at ${RATE}/s ` +
    `(${pinning.enabled ? `server CPU ${pinning.serverCpus}, load CPU ${pinning.loadGeneratorCpus}` : `not pinned: ${pinning.reason}`})`,
);
const round = (durationSeconds: number) =>
  runLoadRound(
    {
      url: server.baseUrl,
      request: loadRequestFor(builtInScenarios(), 'hello', 'rest'),
      connections: openLoopConnections(RATE),
      ratePerSecond: RATE,
      pipelining: 1,
      durationSeconds,
      requestTimeoutSeconds: 10,
    },
    server.pid,
    { cpus: pinning.loadGeneratorCpus, sampleIntervalMs: 250, nodePath: process.execPath },
  );
const p99sMs: number[] = [];
try {
  await round(1); // warm-up, not counted
  for (let index = 0; index < ROUNDS; index++) {
    const openLoop = (await round(DURATION_SECONDS)).answer.openLoop!;
    const { latencyUs, generatorLagUs } = openLoop;
    p99sMs.push(latencyUs.p99 / 1000);
    console.log(
      `  round ${index + 1}: p50 ${(latencyUs.p50 / 1000).toFixed(3)} ms, p99 ${(latencyUs.p99 / 1000).toFixed(2)} ms, ` +
        `p99.9 ${(latencyUs.p999 / 1000).toFixed(2)} ms; generator lag p99 ${(generatorLagUs.p99 / 1000).toFixed(2)} ms; ` +
        `errors ${openLoop.errors + openLoop.timeouts}`,
    );
  }
} finally {
  await server.stop();
  killAllTrackedGroups();
}
const logs = p99sMs.map((value) => Math.log(value));
const meanLog = mean(logs);
const sdLog = logs.length > 1 ? sampleStandardDeviation(logs) : 0;
console.log(
  `p99 of the ${ROUNDS} rounds: geometric mean ${Math.exp(meanLog).toFixed(2)} ms, ` +
    `range ${Math.min(...p99sMs).toFixed(2)}–${Math.max(...p99sMs).toFixed(2)} ms, standard deviation of its log ${sdLog.toFixed(3)} ` +
    `(±10% between rounds needs about 0.05)`,
);
