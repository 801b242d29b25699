/**
 * Benchmark (not a test): how many requests/s the engine's measuring path reaches on
 * http-node hello, next to standalone autocannon and wrk with the same load shape, against
 * the same server process, in interleaved repetitions. Run: npm run bench:overhead
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { median } from 'simple-statistics';
import { choosePinning, pinnedCommand } from '../../src/engine/cpu-pinning.ts';
import { runLoadRound } from '../../src/engine/load-round.ts';
import { startServer } from '../../src/engine/server-process.ts';
import { killAllTrackedGroups } from '../../src/process/process-registry.ts';
import { REPO_ROOT, SERVERS_DIR } from '../../src/repo-paths.ts';
import { readCatalog } from '../../src/servers/catalog.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { loadRequestFor } from '../../src/scenarios/scenario-cases.ts';

const REPETITIONS = Number(process.env.REPETITIONS ?? 5);
const DURATION_SECONDS = Number(process.env.DURATION_SECONDS ?? 5);
const CONNECTIONS = 100;
const PIPELINING = 10;

const pinning = choosePinning();
const httpNode = readCatalog(SERVERS_DIR).find((server) => server.name === 'http-node')!;
const server = await startServer(httpNode, { cpus: pinning.serverCpus, startupTimeoutMs: 10_000 });
const url = `${server.baseUrl}/hello`;

function standaloneAutocannon(): number {
  const binary = join(REPO_ROOT, 'node_modules', '.bin', 'autocannon');
  const flags = [
    '-c',
    String(CONNECTIONS),
    '-p',
    String(PIPELINING),
    '-d',
    String(DURATION_SECONDS),
    '--json',
    url,
  ];
  const [command, args] = pinnedCommand(pinning.loadGeneratorCpus, binary, flags);
  const run = spawnSync(command, args, { encoding: 'utf8' });
  return JSON.parse(run.stdout).requests.average;
}

function wrk(): number {
  const script = join(REPO_ROOT, 'evidence', 'trials', 'wrk-pipeline.lua');
  const flags = ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_SECONDS}s`, '-s', script, url];
  const [command, args] = pinnedCommand(pinning.loadGeneratorCpus, 'wrk', flags);
  const run = spawnSync(command, args, { encoding: 'utf8' });
  // wrk counts every parsed response, so with the pipelining script this is answers/s already.
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1]);
}

async function engine(): Promise<number> {
  const outcome = await runLoadRound(
    {
      url: server.baseUrl,
      request: loadRequestFor(builtInScenarios(), 'hello', 'rest'),
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      durationSeconds: DURATION_SECONDS,
      requestTimeoutSeconds: 10,
    },
    server.pid,
    { cpus: pinning.loadGeneratorCpus, sampleIntervalMs: 250, nodePath: process.execPath },
  );
  return outcome.answer.requestsPerSecond;
}

type Tool = 'engine' | 'autocannon' | 'wrk';
const tools: Record<Tool, () => Promise<number> | number> = { engine, autocannon: standaloneAutocannon, wrk };
const samples: Record<Tool, number[]> = { engine: [], autocannon: [], wrk: [] };
try {
  await engine(); // warm-up, not counted
  const names = Object.keys(tools) as Tool[];
  for (let repetition = 0; repetition < REPETITIONS; repetition++) {
    const order = [...names.slice(repetition % names.length), ...names.slice(0, repetition % names.length)];
    for (const name of order) samples[name].push(await tools[name]());
  }
} finally {
  await server.stop();
  killAllTrackedGroups();
}

const ratios = (name: Tool) => samples.engine.map((value, index) => value / samples[name][index]!);
console.log(
  `pinning: ${pinning.enabled ? `server CPU ${pinning.serverCpus}, load CPU ${pinning.loadGeneratorCpus}` : pinning.reason}`,
);
console.log(
  `${REPETITIONS} interleaved repetitions of ${DURATION_SECONDS} s, -c ${CONNECTIONS} -p ${PIPELINING}, http-node hello`,
);
for (const [name, values] of Object.entries(samples)) {
  console.log(
    `${name.padEnd(10)} median ${Math.round(median(values))} req/s  (${values.map(Math.round).join(', ')})`,
  );
}
console.log(`engine / autocannon: median ratio ${median(ratios('autocannon')).toFixed(3)}`);
console.log(`engine / wrk:        median ratio ${median(ratios('wrk')).toFixed(3)}`);
