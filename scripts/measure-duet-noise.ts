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
 * Environment: PAIRS (12 per condition), SERVER (mion), SCENARIO (hello), INJECT_US (1.19),
 * COMPARE (designs: one after the other against together; pipelining: together at -p 1 against -p 10).
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
const SCENARIO = process.env.SCENARIO ?? 'hello';
const COMPARE = process.env.COMPARE ?? 'designs';
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

function loadFor(
  server: RunningServer,
  seconds: number,
  pipelining = load.pipelining,
): Promise<LoadRoundOutcome> {
  return runLoadRound(
    {
      url: server.baseUrl,
      request: loadRequestFor(load.scenarioCatalog, SCENARIO, server.wireFormat),
      connections: load.connections,
      pipelining,
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

interface DuetRound {
  /** log(head req/s / base req/s) */
  logRatio: number;
  requestsPerSecond: [number, number];
  clientCpuPercent: [number, number];
}

/** One way of measuring a pair: log(head req/s / base req/s), and the duet's own figures when it is one. */
type Design = (head: RunningServer, base: RunningServer, order: RunningServer[]) => Promise<DuetRound>;

async function duet(head: RunningServer, base: RunningServer, pipelining: number): Promise<DuetRound> {
  const [headOutcome, baseOutcome] = await Promise.all([
    loadFor(head, load.durationSeconds, pipelining),
    loadFor(base, load.durationSeconds, pipelining),
  ]);
  return {
    logRatio: Math.log(headOutcome.answer.requestsPerSecond / baseOutcome.answer.requestsPerSecond),
    requestsPerSecond: [headOutcome.answer.requestsPerSecond, baseOutcome.answer.requestsPerSecond],
    clientCpuPercent: [headOutcome.clientCpuPercent, baseOutcome.clientCpuPercent],
  };
}

async function alternating(
  head: RunningServer,
  base: RunningServer,
  order: RunningServer[],
): Promise<DuetRound> {
  const rps = new Map<RunningServer, number>();
  for (const server of order)
    rps.set(server, (await loadFor(server, load.durationSeconds)).answer.requestsPerSecond);
  return {
    logRatio: Math.log(rps.get(head)! / rps.get(base)!),
    requestsPerSecond: [rps.get(head)!, rps.get(base)!],
    clientCpuPercent: [NaN, NaN],
  };
}

/**
 * COMPARE=designs (the default): one after the other against together, at --pipelining.
 * COMPARE=pipelining: together at -p 1 (mion's pages today) against together at -p 10 (the 2023 pages).
 */
const DESIGNS: Record<string, Design> =
  COMPARE === 'pipelining'
    ? { 'duet -p 1': (head, base) => duet(head, base, 1), 'duet -p 10': (head, base) => duet(head, base, 10) }
    : { alternating, duet: (head, base) => duet(head, base, load.pipelining) };
const DESIGN_NAMES = Object.keys(DESIGNS);

interface PairReading {
  injected: boolean;
  rounds: Record<string, DuetRound>;
}

/** One pair of fresh processes, measured every way; `reversed` alternates which way comes first. */
async function measurePair(injected: boolean, reversed: boolean, headFirst: boolean): Promise<PairReading> {
  const [headServer, baseServer] = await Promise.all([
    start(head!, injected ? INJECT_US : undefined),
    start(base),
  ]);
  try {
    const ordered = headFirst ? [headServer, baseServer] : [baseServer, headServer];
    for (const server of ordered) await loadFor(server, load.warmupSeconds);
    const rounds: Record<string, DuetRound> = {};
    for (const name of reversed ? [...DESIGN_NAMES].reverse() : DESIGN_NAMES) {
      rounds[name] = await DESIGNS[name]!(headServer, baseServer, ordered);
    }
    return { injected, rounds };
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
  for (const design of DESIGN_NAMES) {
    const logs = chosen.map((reading) => reading.rounds[design]!.logRatio);
    const sd = sampleStandardDeviation(logs);
    console.log(
      `| ${condition} | ${design} | ${percent(Math.expm1(median(logs)))} | ${(sd * 100).toFixed(2)}% | ${((1.96 * sd * 100) / Math.sqrt(24)).toFixed(2)}% |`,
    );
  }
}
for (const design of DESIGN_NAMES.filter((name) => name !== 'alternating')) {
  const rounds = readings.map((reading) => reading.rounds[design]!);
  const cpu = rounds.flatMap((round) => round.clientCpuPercent);
  const rps = rounds.flatMap((round) => round.requestsPerSecond);
  console.log(
    `\n${design}: each load generator's CPU ${Math.round(median(cpu))}% median (max ${Math.round(Math.max(...cpu))}%), each server ${Math.round(median(rps))} req/s median; mean log head/base over A/A pairs ${percent(mean(readings.filter((r) => !r.injected).map((r) => r.rounds[design]!.logRatio)))}.`,
  );
}
