/**
 * Trial (not a test): how often a crashing head really crashes, per request the engine counts. The
 * fail-closed trials label their heads "a crash once in N requests"; this serves one such head alone
 * in closed-loop rounds through the engine's own load path (load-round.ts, as the gate loads it),
 * starts it again after every exit, and counts exits against the requests the rounds counted, until
 * REQUESTS are counted. It prints the crashes, the rate they imply with its exact 95% interval, and
 * the count the label expects.
 *
 *   # a copy of a mion checkout made by evidence/trials/crashing-head.sh, built here like the gate builds it
 *   node --import tsx evidence/trials/crash-rate-check.ts --head /work/trials/heads/crash-100k --label 100000
 *   # plain node:http with the engine's own injected crash (PERF_GATE_INJECT_CRASH_PER_REQUESTS)
 *   node --import tsx evidence/trials/crash-rate-check.ts --inject 100000
 *   REQUESTS=2000000 ROUND_SECONDS=5 CONNECTIONS=100 ... (the defaults)
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { choosePinning } from '../../src/engine/cpu-pinning.ts';
import { runLoadRound } from '../../src/engine/load-round.ts';
import { startServer, type RunningServer } from '../../src/engine/server-process.ts';
import { killAllTrackedGroups } from '../../src/process/process-registry.ts';
import { SERVERS_DIR } from '../../src/repo-paths.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { loadRequestFor } from '../../src/scenarios/scenario-cases.ts';
import { buildServer } from '../../src/servers/build-server.ts';
import { readCatalog } from '../../src/servers/catalog.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 2_000_000);
const ROUND_SECONDS = Number(process.env.ROUND_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);

const { values } = parseArgs({
  options: { head: { type: 'string' }, label: { type: 'string' }, inject: { type: 'string' } },
});
const label = Number(values.inject ?? values.label);
if ((values.head === undefined) === (values.inject === undefined) || !(label > 0)) {
  console.error('crash-rate-check: give --head <crashing mion copy> --label <N>, or --inject <N>');
  process.exit(2);
}

const serversDir = mkdtempSync(join(tmpdir(), 'crash-rate-check-'));
const serverName = values.head ? 'mion' : 'http-node';
cpSync(join(SERVERS_DIR, serverName), join(serversDir, serverName), {
  recursive: true,
  filter: (path) => !/[/\\](node_modules|build)$/.test(path),
});
const definition = readCatalog(serversDir).find((server) => server.name === serverName)!;
const built = await buildServer(
  definition,
  values.head ? { kind: 'path', dir: values.head } : { kind: 'npm' },
  (line) => console.log(`  ${line}`),
);
if (!built.ok) {
  console.error(`crash-rate-check: ${serverName} did not build: ${built.failure.message}`);
  process.exit(1);
}

const pinning = choosePinning();
const start = () =>
  startServer(definition, {
    cpus: pinning.serverCpus,
    startupTimeoutMs: 60_000,
    runtimePath: built.server.runtime.path,
    ...(values.inject ? { injectCrashPerRequests: label } : {}),
  });

let counted = 0;
let crashes = 0;
let rounds = 0;
let server: RunningServer = await start();
const startedAt = Date.now();
try {
  while (counted < REQUESTS) {
    const outcome = await runLoadRound(
      {
        url: server.baseUrl,
        request: loadRequestFor(builtInScenarios(), 'hello', server.wireFormat),
        connections: CONNECTIONS,
        pipelining: 1,
        durationSeconds: ROUND_SECONDS,
        requestTimeoutSeconds: 10,
      },
      server.pid,
      { cpus: pinning.loadGeneratorCpus, sampleIntervalMs: 250, nodePath: process.execPath },
    );
    rounds += 1;
    counted += outcome.answer.requestsTotal;
    const exited = server.exited();
    if (exited !== undefined) {
      crashes += 1;
      console.log(
        `  round ${rounds}: exited (${exited}) after ${counted.toLocaleString('en-US')} requests in all`,
      );
      await server.stop();
      server = await start();
    }
  }
} finally {
  await server.stop();
  killAllTrackedGroups();
  rmSync(serversDir, { recursive: true, force: true });
}

const [low, high] = poissonInterval95(crashes);
const once = (rate: number) => (rate > 0 ? Math.round(counted / rate).toLocaleString('en-US') : '∞');
console.log(
  `${serverName} ${values.head ? `from ${values.head}` : 'with the injected crash'}, labelled once in ${label.toLocaleString('en-US')}: ` +
    `${crashes} crashes in ${counted.toLocaleString('en-US')} counted requests (${rounds} rounds of ${ROUND_SECONDS} s, ` +
    `${Math.round((Date.now() - startedAt) / 1000)} s): once in ${once(crashes)} (95%: once in ${once(high)} to ${once(low)}); ` +
    `the label expects ${(counted / label).toFixed(1)}`,
);

/** The exact (Garwood) 95% interval of a Poisson mean, from k events: bisection on the Poisson CDF. */
function poissonInterval95(k: number): [number, number] {
  const cdf = (x: number, mean: number) => {
    let term = Math.exp(-mean);
    let sum = term;
    for (let i = 1; i <= x; i++) sum += term *= mean / i;
    return sum;
  };
  const solve = (f: (mean: number) => number) => {
    let [lo, hi] = [0, 10 * k + 20];
    for (let step = 0; step < 100; step++) {
      const mid = (lo + hi) / 2;
      if (f(mid) > 0) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  };
  const low = k === 0 ? 0 : solve((mean) => (1 - cdf(k - 1, mean) - 0.025 < 0 ? 1 : -1));
  const high = solve((mean) => (cdf(k, mean) - 0.025 > 0 ? 1 : -1));
  return [low, high];
}
