import { startServer } from '../engine/server-process.ts';
import { readinessCase } from '../scenarios/scenario-cases.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import type { BuiltServer } from '../servers/build-server.ts';
import { sendCountingLoad, type CountingLoadPlan } from './counting-load.ts';
import type { InstructionSettings } from '../results/instruction-counting.ts';

/**
 * What a server's garbage collection does in its steady state, seen at native speed in seconds
 * before valgrind spends minutes on it: a count swings from chunk to chunk when a major collection
 * (V8's Mark-Compact) lands in some chunks and not in others, and it does so for as long as the
 * server runs (express 5 hello: one every 3,000 requests or so, each as long as 6% of a chunk of
 * 2,000 requests; docs/instructions.md). fastify's and plain node:http's steady states have none.
 */
export interface SteadyCollections {
  /** Major collections that started in the timed window. */
  majorCollections: number;
  /** Their mean cost: the pause plus the incremental marking steps that led to it. */
  meanMajorMs: number;
  /** The time one chunk's requests took in the window. */
  chunkMs: number;
}

/** Requests of the timed window, in chunks of the counting's size: enough to meet a collection every few chunks. */
const TIMED_CHUNKS = 10;
const STARTUP_TIMEOUT_MS = 60_000;
/** Two collections at least: one could be the warm-up's last. */
const MIN_MAJOR_COLLECTIONS = 2;
/**
 * A collection this large a share of a chunk's time refuses the count: half the settle tolerance.
 * Time understates a collection's share of the instructions: express's collections took 3-6% of a
 * chunk's time on this machine, and its counted chunks swung 4-10%.
 */
const SWING_SHARE_OF_TOLERANCE = 0.5;

/**
 * V8's --trace-gc line of a major collection: "[pid:isolate]  5058 ms: Mark-Compact 41.4 (64.6) ->
 * 14.2 (62.1) MB, 3.64 / 0.02 ms  (+ 14.4 ms in 110 steps since start of marking, ..." (Node 20);
 * Node 24's V8 writes "MB, pooled: 16 MB, 3.64 / 0.02 ms". The milliseconds are since the isolate
 * started.
 */
const MAJOR_COLLECTION_LINE =
  /\]\s+([\d.]+) ms: Mark-Compact[^,]*,(?: pooled: [\d.]+ MB,)? ([\d.]+) \/ [\d.]+ ms(?:\s+\(\+ ([\d.]+) ms in)?/;

/** A major collection of a --trace-gc line: when it started (ms since the isolate's start) and its cost, pause and marking. */
export function majorCollectionOf(line: string): { atMs: number; costMs: number } | undefined {
  const match = MAJOR_COLLECTION_LINE.exec(line);
  if (!match) return undefined;
  return { atMs: Number(match[1]), costMs: Number(match[2]) + Number(match[3] ?? 0) };
}

/**
 * Starts `built` natively with the counting's Node flags and --trace-gc, sends it the counting's
 * uncounted warm-up, then times TIMED_CHUNKS chunks and reads the major collections that started
 * within them.
 */
export async function steadyCollections(
  plan: CountingLoadPlan,
  built: BuiltServer,
  scenario: ScenarioName,
): Promise<SteadyCollections> {
  const lines: string[] = [];
  let partial = '';
  const server = await startServer(built.definition, {
    startupTimeoutMs: STARTUP_TIMEOUT_MS,
    runtimePath: built.runtime.path,
    nodeUnderTest: built.node,
    fixedSeeds: plan.load.serverSeeds === 'fixed',
    runtimeFlags: [...plan.settings.nodeFlags, '--trace-gc'],
    injectWorkIterations: plan.load.injectWorkIterations?.[built.definition.name],
    readyWhen: readinessCase(plan.load.scenarioCatalog, [scenario], built.definition.meta.wireFormat),
    onStdout: (text) => {
      const split = (partial + text).split('\n');
      partial = split.pop() ?? '';
      lines.push(...split);
    },
  });
  // The isolate's clock starts with the process: within the start-up's polling of it.
  const spawnedAtMs = performance.now() - server.startupMs;
  const send = (amount: number) => sendCountingLoad(plan, server, scenario, amount);
  try {
    await send(plan.settings.uninstrumentedWarmupRequests);
    const windowStartMs = performance.now() - spawnedAtMs;
    await send(TIMED_CHUNKS * plan.settings.chunkRequests);
    const windowEndMs = performance.now() - spawnedAtMs;
    const majors = lines.flatMap((line) => {
      const major = majorCollectionOf(line);
      return major && major.atMs >= windowStartMs ? [major.costMs] : [];
    });
    return {
      majorCollections: majors.length,
      meanMajorMs: majors.length ? majors.reduce((sum, ms) => sum + ms, 0) / majors.length : 0,
      chunkMs: (windowEndMs - windowStartMs) / TIMED_CHUNKS,
    };
  } finally {
    await server.stop();
  }
}

/**
 * Why a count of this server would swing, or undefined when its steady state collects too rarely or
 * too cheaply to move a chunk past the settle tolerance.
 */
export function collectionSwingReason(
  collections: SteadyCollections,
  settings: Pick<InstructionSettings, 'settleTolerance' | 'chunkRequests'>,
): string | undefined {
  const share = collections.meanMajorMs / collections.chunkMs;
  if (collections.majorCollections < MIN_MAJOR_COLLECTIONS) return undefined;
  if (share < SWING_SHARE_OF_TOLERANCE * settings.settleTolerance) return undefined;
  return (
    `its garbage is collected in lumps: ${collections.majorCollections} major collections in ` +
    `${TIMED_CHUNKS * settings.chunkRequests} requests after the warm-up, each ${collections.meanMajorMs.toFixed(1)} ms, ` +
    `${(share * 100).toFixed(1)}% of a chunk of ${settings.chunkRequests} requests (run natively before counting), ` +
    `so its count would swing as they land in some chunks and not others: no count of this server settles; ` +
    `measure it with --measure wall-time`
  );
}
