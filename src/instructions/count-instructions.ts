import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { functionDumpPath, jitCodeMapFile } from './function-dump-files.ts';
import { checkServerAnswers } from '../engine/correctness-check.ts';
import type { BenchmarkProgress } from '../engine/benchmark-progress.ts';
import type { InstructionCounts, InstructionSample } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import type { BuiltServer } from '../servers/build-server.ts';
import { mean, median } from 'simple-statistics';
import { startCallgrindServer, type CallgrindServer, type ThreadInstructions } from './callgrind-server.ts';
import type { CallgrindTools } from './callgrind-tools.ts';
import type { InstructionSettings } from '../results/instruction-counting.ts';
import { warmupSettled } from './warmup-settled.ts';
import { measuredChunksSwing, warmupSwings } from './warmup-swings.ts';
import { collectionSwingReason, steadyCollections } from './collection-preflight.ts';
import { sendCountingLoad, type CountingLoadPlan } from './counting-load.ts';
import { readinessCase, scenariosNamed } from '../scenarios/scenario-cases.ts';

export interface InstructionPlan extends CountingLoadPlan {
  servers: BuiltServer[];
  scenarios: ScenarioName[];
  /** Fresh processes per server, numbered from 0; the servers of one number are counted at the same time. */
  processes: number;
  tools: CallgrindTools;
  /**
   * Counting by function (the report's "Where"): the measured chunks' dumps and each process's JIT
   * code map are kept here (function-dump-files.ts).
   */
  functionDumpsDir?: string;
}

/** Under valgrind a Node server starts 10-30 times slower; mion compiles its runtime types at start. */
const STARTUP_UNDER_VALGRIND_MS = 180_000;

/**
 * Counts instructions per request: every scenario in fresh processes of its own (a process that
 * had served other scenarios first counts differently: its JIT state follows what it ran, which
 * moved mion's hello by 1.4%; docs/instructions.md), for each process number and scenario every
 * server at once, and as many of those at once as the CPUs hold (a count does not depend on the
 * machine's load, so they need not take turns). A process is checked for correct answers in its
 * scenario, warmed up with callgrind's instrumentation off (fast), then chunk by chunk with it on
 * until its count has settled, and counted over a fixed number of chunks. One sample per server,
 * process number and scenario.
 */
export async function countInstructions(
  plan: InstructionPlan,
  progress: BenchmarkProgress,
): Promise<InstructionCounts['scenarios']> {
  const samples = new Map<string, InstructionSample[]>();
  const names = plan.servers.map((s) => s.definition.name).join(', ');
  // Process-major: the first process numbers of every scenario are counted first, as the looks need.
  const units = Array.from({ length: plan.processes }, (_, processNumber) =>
    plan.scenarios.map((scenario) => ({ processNumber, scenario })),
  ).flat();
  // valgrind runs a program on one CPU whatever its threads; as many run at once as there are CPUs.
  const atOnce = Math.max(1, Math.floor(availableParallelism() / plan.servers.length));
  // A count that swings in one process swings in the next: its server's later processes in that
  // scenario are not started (each would cost minutes under valgrind to say the same). A server
  // that collects its garbage in lumps is refused before any of its processes is counted.
  const refused = await refuseLumpyCollectors(plan, progress);
  for (let first = 0; first < units.length; first += atOnce) {
    const batch = units.slice(first, first + atOnce);
    progress.status(
      `instructions: ${batch.map((unit) => `${unit.scenario} ${unit.processNumber + 1}/${plan.processes}`).join(', ')} of ${names}`,
    );
    const counted = await Promise.all(
      batch.flatMap(({ processNumber, scenario }) =>
        plan.servers.map(async (built) => {
          const swung = refused.get(`${scenario}/${built.definition.name}`);
          const sample =
            swung?.process === processNumber
              ? swung
              : swung
                ? invalidSample(
                    processNumber,
                    Date.now(),
                    `not started: the count of process ${swung.process + 1} swung (its reason says why)`,
                  )
                : await countOneProcess(plan, built, processNumber, scenario, progress);
          return { built, processNumber, scenario, sample, swung };
        }),
      ),
    );
    for (const { built, processNumber, scenario, sample, swung } of counted) {
      const key = `${scenario}/${built.definition.name}`;
      samples.set(key, [...(samples.get(key) ?? []), sample]);
      if (swingRefusals.has(sample)) refused.set(key, sample);
      if (!sample.valid && (!swung || swung === sample))
        progress.warn(
          `${built.definition.name} ${scenario}: process ${processNumber} not counted: ${sample.invalidReason}`,
        );
    }
  }
  return plan.scenarios.map((scenario) => ({
    scenario,
    servers: plan.servers.map((built) => ({
      server: built.definition.name,
      samples: samples.get(`${scenario}/${built.definition.name}`) ?? [],
    })),
  }));
}

/**
 * Runs each server natively in each scenario first (collection-preflight.ts): one whose steady state
 * collects garbage in lumps that would make its count swing is refused in seconds, where valgrind
 * would take minutes to find that no count settles. Keyed `scenario/server`, each a refusal of
 * process 0; a pre-flight that fails says nothing (the count will meet the same failure and say it).
 */
async function refuseLumpyCollectors(
  plan: InstructionPlan,
  progress: BenchmarkProgress,
): Promise<Map<string, InstructionSample>> {
  const refused = new Map<string, InstructionSample>();
  for (const scenario of plan.scenarios) {
    for (const built of plan.servers) {
      if ((built.definition.meta.runtime ?? 'node') !== 'node') continue;
      progress.status(
        `instructions: ${built.definition.name} ${scenario}, garbage collection at native speed`,
      );
      const startedAtMs = Date.now();
      const collections = await steadyCollections(plan, built, scenario).catch(() => undefined);
      const reason = collections && collectionSwingReason(collections, plan.settings);
      if (!reason) continue;
      const sample = invalidSample(0, startedAtMs, reason);
      swingRefusals.add(sample);
      refused.set(`${scenario}/${built.definition.name}`, sample);
    }
  }
  return refused;
}

/** One fresh process of `built` that serves `scenario` alone: started, checked, warmed up and counted. */
async function countOneProcess(
  plan: InstructionPlan,
  built: BuiltServer,
  processNumber: number,
  scenario: ScenarioName,
  progress: BenchmarkProgress,
): Promise<InstructionSample> {
  const startedAtMs = Date.now();
  const name = built.definition.name;
  let server: CallgrindServer;
  try {
    server = await startCallgrindServer(
      built.definition,
      plan.tools,
      {
        startupTimeoutMs: STARTUP_UNDER_VALGRIND_MS,
        runtimePath: built.runtime.path,
        nodeUnderTest: built.node,
        fixedSeeds: plan.load.serverSeeds === 'fixed',
        runtimeFlags: plan.settings.nodeFlags,
        injectWorkIterations: plan.load.injectWorkIterations?.[name],
        readyWhen: readinessCase(plan.load.scenarioCatalog, [scenario], built.definition.meta.wireFormat),
      },
      { namesJitCode: plan.functionDumpsDir !== undefined },
    );
  } catch (error) {
    return invalidSample(processNumber, startedAtMs, `start failed: ${(error as Error).message}`);
  }
  try {
    const problem = await checkServerAnswers(
      server.baseUrl,
      built.definition.meta.wireFormat,
      scenariosNamed(plan.load.scenarioCatalog, [scenario]),
      built.definition.meta.unknownKeys,
    );
    if (problem)
      return invalidSample(processNumber, startedAtMs, `answered wrong, never counted: ${problem}`);
    const sample = await countScenario(plan, server, scenario, processNumber, startedAtMs, progress);
    if (plan.functionDumpsDir) {
      writeFileSync(
        jitCodeMapFile(plan.functionDumpsDir, name, processNumber, scenario),
        server.jitCodeMap(),
      );
    }
    return sample;
  } catch (error) {
    return invalidSample(processNumber, startedAtMs, (error as Error).message);
  } finally {
    await server.stop();
  }
}

async function countScenario(
  plan: InstructionPlan,
  server: CallgrindServer,
  scenario: ScenarioName,
  processNumber: number,
  startedAtMs: number,
  progress: BenchmarkProgress,
): Promise<InstructionSample> {
  const { settings } = plan;
  if (settings.uninstrumentedWarmupRequests > 0) {
    await server.setInstrumentation(false);
    await sendCountingLoad(plan, server, scenario, settings.uninstrumentedWarmupRequests);
  }
  await server.setInstrumentation(true);
  // Start-up, the check and the uncounted warm-up are not the measured requests: start the counter afresh.
  await server.takeInstructions();
  const warmup: number[] = [];
  while (!warmupSettled(warmup, settings)) {
    if (warmup.length >= settings.maxWarmupChunks) {
      return {
        ...invalidSample(processNumber, startedAtMs, ''),
        invalidReason: `the count had not settled after ${warmup.length} warm-up chunks of ${settings.chunkRequests} requests (last: ${warmup
          .slice(-settings.settledChunks)
          .map((count) => Math.round(count))
          .join(', ')} per request)`,
        warmupInstructionsPerRequest: warmup,
      };
    }
    warmup.push((await countedChunk(plan, server, scenario)).mainThread);
    progress.status(
      `instructions: ${server.name} ${scenario} process ${processNumber + 1}, warm-up chunk ${warmup.length}: ${Math.round(warmup.at(-1)!).toLocaleString('en-US')} per request`,
    );
    if (!warmupSettled(warmup, settings)) {
      const swing = warmupSwings(warmup, settings);
      if (swing !== undefined) return swingRefusal(processNumber, startedAtMs, settings, warmup, [], swing);
    }
  }
  const measured: ThreadInstructions[] = [];
  if (plan.functionDumpsDir) mkdirSync(join(plan.functionDumpsDir, scenario), { recursive: true });
  for (let chunk = 0; chunk < settings.measuredChunks; chunk++) {
    const keepAs =
      plan.functionDumpsDir &&
      functionDumpPath(plan.functionDumpsDir, server.name, processNumber, scenario, chunk);
    measured.push(await countedChunk(plan, server, scenario, keepAs || undefined));
    progress.status(
      `instructions: ${server.name} ${scenario} process ${processNumber + 1}, measured chunk ${measured.length}/${settings.measuredChunks}: ${Math.round(measured.at(-1)!.mainThread).toLocaleString('en-US')} per request`,
    );
  }
  const mainThread = measured.map((chunk) => chunk.mainThread);
  // A swinging count can pass the settle rule by chance (three chunks that happen to agree).
  const swing = measuredChunksSwing(mainThread, settings);
  if (swing !== undefined)
    return swingRefusal(processNumber, startedAtMs, settings, warmup, mainThread, swing);
  return {
    process: processNumber,
    startedAt: new Date(startedAtMs).toISOString(),
    valid: true,
    instructionsPerRequest: median(mainThread),
    warmupInstructionsPerRequest: warmup,
    measuredInstructionsPerRequest: mainThread,
    otherThreadsInstructionsPerRequest: mean(measured.map((chunk) => chunk.otherThreads)),
    measuredRequests: settings.measuredChunks * settings.chunkRequests,
    wallSeconds: (Date.now() - startedAtMs) / 1000,
  };
}

/** Sends one chunk of requests and returns the instructions per request they cost; throws on any failed request. */
async function countedChunk(
  plan: InstructionPlan,
  server: CallgrindServer,
  scenario: ScenarioName,
  keepMainThreadDumpAs?: string,
): Promise<ThreadInstructions> {
  const requests = await sendCountingLoad(plan, server, scenario, plan.settings.chunkRequests);
  const instructions = await server.takeInstructions(keepMainThreadDumpAs);
  return {
    mainThread: instructions.mainThread / requests,
    otherThreads: instructions.otherThreads / requests,
  };
}

/** Samples refused because their count swings: the server's other processes would swing too. */
const swingRefusals = new WeakSet<InstructionSample>();

/** A process whose count swings with garbage collection: refused with why and what to use instead. */
function swingRefusal(
  processNumber: number,
  startedAtMs: number,
  settings: InstructionSettings,
  warmup: number[],
  measured: number[],
  swing: number,
): InstructionSample {
  const last = [...warmup, ...measured].slice(-2 * settings.settledChunks).map(Math.round);
  const reason =
    `the count swings ${(swing * 100).toFixed(1)}% from chunk to chunk of ${settings.chunkRequests} requests ` +
    `around a level that no longer falls (last: ${last.join(', ')} per request), as when garbage ` +
    `collections land in some chunks and not others: no count of this server settles; measure it with --measure wall-time`;
  const sample: InstructionSample = {
    ...invalidSample(processNumber, startedAtMs, reason),
    warmupInstructionsPerRequest: warmup,
    measuredInstructionsPerRequest: measured,
  };
  swingRefusals.add(sample);
  return sample;
}

/** `startedAtMs` is when the process was started (Date.now()): the sample's start and wall time come from it. */
function invalidSample(processNumber: number, startedAtMs: number, reason: string): InstructionSample {
  return {
    process: processNumber,
    startedAt: new Date(startedAtMs).toISOString(),
    valid: false,
    invalidReason: reason,
    instructionsPerRequest: 0,
    warmupInstructionsPerRequest: [],
    measuredInstructionsPerRequest: [],
    otherThreadsInstructionsPerRequest: 0,
    measuredRequests: 0,
    wallSeconds: (Date.now() - startedAtMs) / 1000,
  };
}
