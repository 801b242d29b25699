import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startCallgrindServer } from '../../src/instructions/callgrind-server.ts';
import { findCallgrindTools, type CallgrindTools } from '../../src/instructions/callgrind-tools.ts';
import { countInstructions, type InstructionPlan } from '../../src/instructions/count-instructions.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';
import { warmupSettled } from '../../src/instructions/warmup-settled.ts';
import { FIXTURES_DIR, planFor, quietProgress } from '../helpers/engine-helpers.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';

const tools: CallgrindTools | undefined = await findCallgrindTools().catch((error: Error) => {
  console.log(`# skipped: ${error.message}`);
  return undefined;
});

/** Shorter than the gate's counting, so the suite stays quick; the settle rule is the gate's own. */
function plan(name: string, injectWorkIterations: Record<string, number> = {}): InstructionPlan {
  const { servers } = planFor(FIXTURES_DIR, [name]);
  return {
    servers,
    scenarios: ['hello'],
    processes: 1,
    settings: {
      ...DEFAULT_INSTRUCTION_COUNTING,
      chunkRequests: 1_000,
      maxWarmupChunks: 25,
      measuredChunks: 2,
      valgrindVersion: tools?.version ?? '',
    },
    tools: tools!,
    load: { serverSeeds: 'random', injectWorkIterations, scenarioCatalog: builtInScenarios() },
    loadNodePath: process.execPath,
  };
}

test(
  'a server counted under callgrind: a settled warm-up, then a count per request that added work raises; each scenario in a process of its own',
  { skip: tools ? false : 'valgrind is not installed', timeout: 600_000 },
  async () => {
    const progress = quietProgress();
    // Side by side, as the gate counts head and base: the count must not care. The fixture answers
    // hello right and accepts heavy-validation's invalid users: one process serving both would have
    // been checked in both before any count; a process per scenario serves, checks and counts hello
    // alone.
    const [plain, burdened] = await Promise.all([
      countInstructions({ ...plan('skips-validation'), scenarios: ['hello', 'heavy-validation'] }, progress),
      countInstructions(plan('skips-validation', { 'skips-validation': 20_000 }), progress),
    ]);
    const sampleOf = (counts: typeof plain, scenario: string) =>
      counts.find((result) => result.scenario === scenario)!.servers[0]!.samples[0]!;
    const plainSample = sampleOf(plain, 'hello');
    const burdenedSample = sampleOf(burdened, 'hello');
    assert.equal(plainSample.valid, true, plainSample.invalidReason);
    assert.equal(burdenedSample.valid, true, burdenedSample.invalidReason);
    assert.ok(warmupSettled(plainSample.warmupInstructionsPerRequest, plan('correct').settings));
    assert.equal(plainSample.measuredRequests, 2_000);
    assert.equal(plainSample.measuredInstructionsPerRequest.length, 2);
    // V8's helper threads do some work too; it is recorded apart from the main thread's.
    assert.ok(plainSample.otherThreadsInstructionsPerRequest > 0);
    // A node:http hello costs tens of thousands of instructions; far less means the count missed the server.
    assert.ok(plainSample.instructionsPerRequest > 20_000, String(plainSample.instructionsPerRequest));
    // 20,000 loop iterations cost well over 40,000 instructions, whatever the JIT makes of the loop.
    assert.ok(
      burdenedSample.instructionsPerRequest - plainSample.instructionsPerRequest > 40_000,
      `${burdenedSample.instructionsPerRequest} against ${plainSample.instructionsPerRequest}`,
    );
    const wrong = sampleOf(plain, 'heavy-validation');
    assert.equal(wrong.valid, false);
    assert.match(wrong.invalidReason!, /^answered wrong, never counted: /);
    assert.deepEqual(wrong.warmupInstructionsPerRequest, []);
  },
);

test(
  'a server starts with the instrumentation off: nothing is counted until it is turned on',
  { skip: tools ? false : 'valgrind is not installed', timeout: 300_000 },
  async () => {
    const [built] = planFor(FIXTURES_DIR, ['correct']).servers;
    const server = await startCallgrindServer(built!.definition, tools!, { startupTimeoutMs: 120_000 });
    try {
      // Start-up runs Node's whole bootstrap (hundreds of millions of instructions); turned on just
      // now, the counters hold only the few instructions run since.
      await server.setInstrumentation(true);
      const idle = await server.takeInstructions();
      assert.ok(idle.mainThread < 5_000_000, `counted ${idle.mainThread} instructions of the start-up`);
      const answer = await fetch(`${server.baseUrl}/hello`);
      assert.equal(answer.status, 200);
      await answer.text();
      const oneRequest = await server.takeInstructions();
      assert.ok(oneRequest.mainThread > 10_000, `one request counted ${oneRequest.mainThread}`);
      // Off again: a request is answered, and not counted.
      await server.setInstrumentation(false);
      await (await fetch(`${server.baseUrl}/hello`)).text();
      const uncounted = await server.takeInstructions();
      // Switching the instrumentation off is itself counted until it takes hold: a fresh clone's run
      // on 2026-11-26 read 382,953 off against 3,815,788 on (a tenth, just over); a request counted
      // in full would read about as much as the first.
      assert.ok(
        uncounted.mainThread < oneRequest.mainThread / 4,
        `${uncounted.mainThread} counted with the instrumentation off, ${oneRequest.mainThread} with it on`,
      );
    } finally {
      await server.stop();
    }
  },
);
