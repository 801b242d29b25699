/**
 * Benchmark (not a test): does loading head and base at the same time ("duet") cancel the noise
 * that alternating rounds leave? Measured one after the other, as the paired gate first did, a
 * pair's two processes meet noise faster than a round (other tenants' bursts on a shared host) on
 * one side only. In a duet both servers share the server CPU and each has its own load generator
 * on the load CPU, so a burst slows both alike, and with equal shares of the CPU their req/s ratio
 * follows their cost ratio.
 *
 * Each pair of processes (head and base of the subject) is measured both ways, the design that goes
 * first alternating pair by pair: one round each, one after the other (the gate's first design),
 * and one duet round (its design since: loadTogether in the engine). Half the pairs carry an
 * injected cost on the head (INJECT_US microseconds a request), so the table also shows whether a
 * duet reads a real change at its full size.
 *
 * Run: npm run bench:duet -- --mion-source tarballs:<dir> --baseline-source tarballs:<dir>
 * Environment: PAIRS (12 per condition), SERVER (mion), SCENARIO (hello), INJECT_US (1.19).
 */
import { mean, median, sampleStandardDeviation } from 'simple-statistics';
import { buildCliConfig } from '../src/cli/cli-config.ts';
import { parseCliArgs } from '../src/cli/parse-cli-args.ts';
import { runLoadRound, type LoadRoundOutcome } from '../src/engine/load-round.ts';
import { REQUEST_TIMEOUT_SECONDS } from '../src/engine/run-benchmark.ts';
import { startServer, type RunningServer } from '../src/engine/server-process.ts';
import { prepareMeasurement } from '../src/pipeline.ts';
import { resolveNodeRuntime } from '../src/servers/node-runtime.ts';
import { loadRequestFor } from '../src/scenarios/scenario-cases.ts';
import type { BuiltServer } from '../src/servers/build-server.ts';

const PAIRS = Number(process.env.PAIRS ?? 12);
const SERVER = process.env.SERVER ?? 'mion';
const SCENARIO = (process.env.SCENARIO ?? 'hello') as 'hello' | 'update-user';
const INJECT_US = Number(process.env.INJECT_US ?? 1.19);
const STARTUP_TIMEOUT_MS = 60_000;

const parsed = parseCliArgs([
  'compare',
  '--servers',
  `http-node,${SERVER}`,
  '--scenario',
  SCENARIO,
  ...process.argv.slice(2),
]);
if (parsed.help) throw new Error('see the comment at the top of this script');
const config = buildCliConfig('compare', parsed.raw);
const quiet = { info: () => {}, warn: (line: string) => console.error(line), status: () => {} };
const { prepared, pinning, cleanUp } = await prepareMeasurement(config, quiet);
const head = prepared.built.find((built) => built.definition.name === SERVER);
if (!head || prepared.base?.status !== 'built') {
  cleanUp();
  throw new Error(`${SERVER} and its base side must both build (give --baseline-source)`);
}
const base = prepared.base.server;
// The gate's load generator runs on the Node under test; so does this one.
const loadNode = await resolveNodeRuntime(config.nodePath);
const { load } = config;

function loadFor(server: RunningServer, seconds: number): Promise<LoadRoundOutcome> {
  return runLoadRound(
    {
      url: server.baseUrl,
      request: loadRequestFor(load.scenarioCatalog, SCENARIO, server.wireFormat),
      connections: load.connections,
      pipelining: load.pipelining,
      durationSeconds: seconds,
      requestTimeoutSeconds: REQUEST_TIMEOUT_SECONDS,
      threads: pinning.loadGeneratorThreads,
    },
    server.pid,
    { cpus: pinning.loadGeneratorCpus, sampleIntervalMs: 250, nodePath: loadNode.path },
  );
}

function start(built: BuiltServer, injectCpuMicroseconds?: number): Promise<RunningServer> {
  return startServer(built.definition, {
    cpus: pinning.serverCpus,
    ...(injectCpuMicroseconds ? { injectCpuMicroseconds } : {}),
    startupTimeoutMs: STARTUP_TIMEOUT_MS,
    runtimePath: built.runtime.path,
  });
}

interface PairReading {
  injected: boolean;
  /** log(head req/s / base req/s) */
  alternating: number;
  duet: number;
  duetRequestsPerSecond: [number, number];
  duetClientCpuPercent: [number, number];
}

/** One pair of fresh processes, measured both ways; `duetFirst` alternates which way comes first. */
async function measurePair(injected: boolean, duetFirst: boolean, headFirst: boolean): Promise<PairReading> {
  const [headServer, baseServer] = await Promise.all([
    start(head!, injected ? INJECT_US : undefined),
    start(base),
  ]);
  try {
    const ordered = headFirst ? [headServer, baseServer] : [baseServer, headServer];
    for (const server of ordered) await loadFor(server, load.warmupSeconds);
    const alternatingRound = async () => {
      const rps = new Map<RunningServer, number>();
      for (const server of ordered) {
        rps.set(server, (await loadFor(server, load.durationSeconds)).answer.requestsPerSecond);
      }
      return Math.log(rps.get(headServer)! / rps.get(baseServer)!);
    };
    const duetRound = async () => {
      const [headOutcome, baseOutcome] = await Promise.all([
        loadFor(headServer, load.durationSeconds),
        loadFor(baseServer, load.durationSeconds),
      ]);
      return { headOutcome, baseOutcome };
    };
    let alternating: number;
    let duet: { headOutcome: LoadRoundOutcome; baseOutcome: LoadRoundOutcome };
    if (duetFirst) {
      duet = await duetRound();
      alternating = await alternatingRound();
    } else {
      alternating = await alternatingRound();
      duet = await duetRound();
    }
    const { headOutcome, baseOutcome } = duet;
    return {
      injected,
      alternating,
      duet: Math.log(headOutcome.answer.requestsPerSecond / baseOutcome.answer.requestsPerSecond),
      duetRequestsPerSecond: [headOutcome.answer.requestsPerSecond, baseOutcome.answer.requestsPerSecond],
      duetClientCpuPercent: [headOutcome.clientCpuPercent, baseOutcome.clientCpuPercent],
    };
  } finally {
    await Promise.all([headServer.stop(), baseServer.stop()]);
  }
}

const readings: PairReading[] = [];
try {
  for (let pair = 0; pair < PAIRS; pair++) {
    // Conditions interleaved pair by pair, so the machine's drift falls on both alike.
    for (const injected of pair % 2 === 0 ? [false, true] : [true, false]) {
      readings.push(await measurePair(injected, pair % 2 === 0, Math.floor(pair / 2) % 2 === 0));
    }
    console.error(`pair ${pair + 1}/${PAIRS} of each condition measured`);
  }
} finally {
  cleanUp();
}

const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(2)}%`;
console.log(
  `\n${SERVER} ${SCENARIO}: ${PAIRS} process pairs per condition, each measured both ways (${load.durationSeconds} s rounds after ${load.warmupSeconds} s warm-up)\n`,
);
console.log(
  '| Condition | Design | head/base, median | sd of log head/base (per pair) | 95% half-width at 24 pairs |',
);
console.log('| :-- | :-- | --: | --: | --: |');
for (const injected of [false, true]) {
  const condition = injected ? `head +${INJECT_US} µs/request` : 'A/A';
  const chosen = readings.filter((reading) => reading.injected === injected);
  for (const design of ['alternating', 'duet'] as const) {
    const logs = chosen.map((reading) => reading[design]);
    const sd = sampleStandardDeviation(logs);
    console.log(
      `| ${condition} | ${design} | ${percent(Math.expm1(median(logs)))} | ${(sd * 100).toFixed(2)}% | ${((1.96 * sd * 100) / Math.sqrt(24)).toFixed(2)}% |`,
    );
  }
}
const duetCpu = readings.flatMap((reading) => reading.duetClientCpuPercent);
const duetRps = readings.flatMap((reading) => reading.duetRequestsPerSecond);
console.log(
  `\nDuet rounds: each load generator's CPU ${Math.round(median(duetCpu))}% median (max ${Math.round(Math.max(...duetCpu))}%), each server ${Math.round(median(duetRps))} req/s median; mean log head/base over A/A duets ${percent(mean(readings.filter((r) => !r.injected).map((r) => r.duet)))}.`,
);
