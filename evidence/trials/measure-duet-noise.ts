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
 * injected cost on the head (INJECT_US microseconds a request; a list gives one condition per size), so the table also shows whether a
 * duet reads a real change at its full size.
 *
 * Each round also reads the server's own CPU time from /proc around it: CPU microseconds per request
 * and the share of a CPU the server had. They tell why a design reads a change at the size it does:
 * log(head/base req/s) = log(head/base CPU share) − log(head/base CPU per request).
 *
 * Run: npm run bench:duet -- --mion-source tarballs:<dir> --baseline-source tarballs:<dir>
 * Environment: PAIRS (12 per condition), SERVER (mion), SCENARIO (hello), INJECT_US (1.19),
 * COMPARE (designs: one after the other against together; pipelining: together at -p 1 against -p 10),
 * OUT (a JSON file that keeps every pair's figures).
 */
import { writeFileSync } from 'node:fs';
import { mean, median, sampleStandardDeviation } from 'simple-statistics';
import { buildCliConfig } from '../../src/cli/cli-config.ts';
import { parseCliArgs } from '../../src/cli/parse-cli-args.ts';
import { runLoadRound, type LoadRoundOutcome } from '../../src/engine/load-round.ts';
import { processCpuSeconds } from '../../src/engine/process-cpu-seconds.ts';
import { REQUEST_TIMEOUT_SECONDS } from '../../src/engine/load-server.ts';
import { startServer, type RunningServer } from '../../src/engine/server-process.ts';
import { choosePinning } from '../../src/engine/cpu-pinning.ts';
import { prepare } from '../../src/stages/prepare.ts';
import { pairedLogChange } from '../../src/stats/t-interval.ts';
import { resolveNodeRuntime } from '../../src/servers/node-runtime.ts';
import { loadRequestFor } from '../../src/scenarios/scenario-cases.ts';
import type { BuiltServer } from '../../src/servers/build-server.ts';

const PAIRS = Number(process.env.PAIRS ?? 12);
const SERVER = process.env.SERVER ?? 'mion';
const SCENARIO = process.env.SCENARIO ?? 'hello';
const COMPARE = process.env.COMPARE ?? 'designs';
/** Microseconds of CPU injected into the head per request, one condition each besides A/A (0). */
const INJECTED_US = [0, ...(process.env.INJECT_US ?? '1.19').split(',').map(Number)];
if (INJECTED_US.some((us) => !(us >= 0)))
  throw new Error(`INJECT_US must list microseconds, got ${process.env.INJECT_US}`);
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
const { prepared, cleanUp } = await prepare(config, quiet);
const pinning = choosePinning();
const head = prepared.built.find((built) => built.definition.name === SERVER);
if (!head || prepared.base?.status !== 'built') {
  cleanUp();
  throw new Error(`${SERVER} and its base side must both build (give --baseline-source)`);
}
const base = prepared.base.server;
// The gate's load generator runs on the Node under test; so does this one.
const loadNode = await resolveNodeRuntime(config.nodePath);
const { load } = config;

/** One round's load, with the server's own CPU time over it (/proc, read just before and after). */
interface MeasuredLoad {
  outcome: LoadRoundOutcome;
  cpuMicrosecondsPerRequest: number;
  /** CPU seconds of the server per second of the round: 1 is one whole CPU. */
  cpuShare: number;
}

async function loadFor(
  server: RunningServer,
  seconds: number,
  pipelining = load.pipelining,
): Promise<MeasuredLoad> {
  const cpuBefore = processCpuSeconds(server.pid) ?? Number.NaN;
  const startedMs = performance.now();
  const outcome = await runLoadRound(
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
  const cpuSeconds = (processCpuSeconds(server.pid) ?? Number.NaN) - cpuBefore;
  return {
    outcome,
    cpuMicrosecondsPerRequest: (cpuSeconds * 1e6) / outcome.answer.requestsTotal,
    cpuShare: cpuSeconds / ((performance.now() - startedMs) / 1000),
  };
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
  cpuMicrosecondsPerRequest: [number, number];
  cpuShare: [number, number];
}

/** One way of measuring a pair: log(head req/s / base req/s), and the duet's own figures when it is one. */
type Design = (head: RunningServer, base: RunningServer, order: RunningServer[]) => Promise<DuetRound>;

/** A pair's figures, head first: loaded at the same time or one after the other, the same shape. */
function pairRound(head: MeasuredLoad, base: MeasuredLoad): DuetRound {
  return {
    logRatio: Math.log(head.outcome.answer.requestsPerSecond / base.outcome.answer.requestsPerSecond),
    requestsPerSecond: [head.outcome.answer.requestsPerSecond, base.outcome.answer.requestsPerSecond],
    clientCpuPercent: [head.outcome.clientCpuPercent, base.outcome.clientCpuPercent],
    cpuMicrosecondsPerRequest: [head.cpuMicrosecondsPerRequest, base.cpuMicrosecondsPerRequest],
    cpuShare: [head.cpuShare, base.cpuShare],
  };
}

async function duet(head: RunningServer, base: RunningServer, pipelining: number): Promise<DuetRound> {
  const [headLoad, baseLoad] = await Promise.all([
    loadFor(head, load.durationSeconds, pipelining),
    loadFor(base, load.durationSeconds, pipelining),
  ]);
  return pairRound(headLoad, baseLoad);
}

async function alternating(
  head: RunningServer,
  base: RunningServer,
  order: RunningServer[],
): Promise<DuetRound> {
  const loads = new Map<RunningServer, MeasuredLoad>();
  for (const server of order) loads.set(server, await loadFor(server, load.durationSeconds));
  return pairRound(loads.get(head)!, loads.get(base)!);
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
  injectedUs: number;
  rounds: Record<string, DuetRound>;
}

/** One pair of fresh processes, measured every way; `reversed` alternates which way comes first. */
async function measurePair(injectedUs: number, reversed: boolean, headFirst: boolean): Promise<PairReading> {
  const [headServer, baseServer] = await Promise.all([start(head!, injectedUs || undefined), start(base)]);
  try {
    const ordered = headFirst ? [headServer, baseServer] : [baseServer, headServer];
    for (const server of ordered) await loadFor(server, load.warmupSeconds);
    const rounds: Record<string, DuetRound> = {};
    for (const name of reversed ? [...DESIGN_NAMES].reverse() : DESIGN_NAMES) {
      rounds[name] = await DESIGNS[name]!(headServer, baseServer, ordered);
    }
    return { injectedUs, rounds };
  } finally {
    await Promise.all([headServer.stop(), baseServer.stop()]);
  }
}

const readings: PairReading[] = [];
try {
  for (let pair = 0; pair < PAIRS; pair++) {
    // Conditions interleaved pair by pair, so the machine's drift falls on both alike.
    for (const injectedUs of pair % 2 === 0 ? INJECTED_US : [...INJECTED_US].reverse()) {
      readings.push(await measurePair(injectedUs, pair % 2 === 0, Math.floor(pair / 2) % 2 === 0));
    }
    console.error(`pair ${pair + 1}/${PAIRS} of each condition measured`);
  }
} finally {
  cleanUp();
}

const conditionName = (injectedUs: number) => (injectedUs ? `head +${injectedUs} µs/request` : 'A/A');
const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(2)}%`;
console.log(
  `\n${SERVER} ${SCENARIO}: ${PAIRS} process pairs per condition, each measured both ways (${load.durationSeconds} s rounds after ${load.warmupSeconds} s warm-up)\n`,
);
console.log(
  '| Condition | Design | head/base, median | sd of log head/base (per pair) | 95% half-width at 24 pairs |',
);
console.log('| :-- | :-- | --: | --: | --: |');
for (const injectedUs of INJECTED_US) {
  const condition = conditionName(injectedUs);
  const chosen = readings.filter((reading) => reading.injectedUs === injectedUs);
  for (const design of DESIGN_NAMES) {
    const logs = chosen.map((reading) => reading.rounds[design]!.logRatio);
    const sd = sampleStandardDeviation(logs);
    console.log(
      `| ${condition} | ${design} | ${percent(Math.expm1(median(logs)))} | ${(sd * 100).toFixed(2)}% | ${((1.96 * sd * 100) / Math.sqrt(24)).toFixed(2)}% |`,
    );
  }
}
for (const design of DESIGN_NAMES) {
  const rounds = readings.map((reading) => reading.rounds[design]!);
  const cpu = rounds.flatMap((round) => round.clientCpuPercent);
  const rps = rounds.flatMap((round) => round.requestsPerSecond);
  console.log(
    `\n${design}: each load generator's CPU ${Math.round(median(cpu))}% median (max ${Math.round(Math.max(...cpu))}%), each server ${Math.round(median(rps))} req/s median; mean log head/base over A/A pairs ${percent(mean(readings.filter((r) => r.injectedUs === 0).map((r) => r.rounds[design]!.logRatio)))}.`,
  );
}

// Why a design reads a change at its size: the server's CPU per request and its share of a CPU.
console.log(
  '\n| Condition | Design | base CPU µs/request | head − base CPU µs/request | −log head/base CPU per request | log head/base CPU share | base CPU share |',
);
console.log('| :-- | :-- | --: | --: | --: | --: | --: |');
for (const injectedUs of INJECTED_US) {
  const condition = conditionName(injectedUs);
  const chosen = readings.filter((reading) => reading.injectedUs === injectedUs);
  for (const design of DESIGN_NAMES) {
    const rounds = chosen.map((reading) => reading.rounds[design]!);
    const medianOf = (pick: (round: DuetRound) => number) => median(rounds.map(pick));
    console.log(
      `| ${condition} | ${design} | ${medianOf((r) => r.cpuMicrosecondsPerRequest[1]).toFixed(1)} | ${medianOf((r) => r.cpuMicrosecondsPerRequest[0] - r.cpuMicrosecondsPerRequest[1]).toFixed(2)} | ${percent(medianOf((r) => -Math.log(r.cpuMicrosecondsPerRequest[0] / r.cpuMicrosecondsPerRequest[1])))} | ${percent(medianOf((r) => Math.log(r.cpuShare[0] / r.cpuShare[1])))} | ${medianOf((r) => r.cpuShare[1]).toFixed(2)} |`,
    );
  }
}

// Each design's reading of each condition with its 95% t interval over pairs: the change in req/s
// beside the change in CPU per request (what a CPU-bound user would lose), and the duet's reading
// less the alternating one's on the same process pairs.
const interval = (logs: number[]) => {
  const change = pairedLogChange(logs, 0.95);
  return `${percent(change.estimate)} (${percent(change.lower)} to ${percent(change.upper)})`;
};
const cpuLog = (round: DuetRound) =>
  -Math.log(round.cpuMicrosecondsPerRequest[0] / round.cpuMicrosecondsPerRequest[1]);
console.log(
  `\n| Condition | Design | req/s head/base, mean (95%) | CPU per request, base/head − 1, mean (95%) | ${DESIGN_NAMES[1]} − ${DESIGN_NAMES[0]} req/s reading (95%) |`,
);
console.log('| :-- | :-- | --: | --: | --: |');
for (const injectedUs of INJECTED_US) {
  const chosen = readings.filter((reading) => reading.injectedUs === injectedUs);
  for (const design of DESIGN_NAMES) {
    const rounds = chosen.map((reading) => reading.rounds[design]!);
    const difference =
      design === DESIGN_NAMES[1]
        ? interval(
            chosen.map((r) => r.rounds[DESIGN_NAMES[1]!]!.logRatio - r.rounds[DESIGN_NAMES[0]!]!.logRatio),
          )
        : '';
    console.log(
      `| ${conditionName(injectedUs)} | ${design} | ${interval(rounds.map((r) => r.logRatio))} | ${interval(rounds.map(cpuLog))} | ${difference} |`,
    );
  }
}
if (process.env.OUT) {
  writeFileSync(
    process.env.OUT,
    `${JSON.stringify({ server: SERVER, scenario: SCENARIO, designs: DESIGN_NAMES, load, readings }, null, 2)}\n`,
  );
}
