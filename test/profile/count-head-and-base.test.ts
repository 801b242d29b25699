import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { findCallgrindTools, type CallgrindTools } from '../../src/instructions/callgrind-tools.ts';
import { countInstructions } from '../../src/instructions/count-instructions.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';
import { countHeadAndBase, type CountByFunction } from '../../src/profile/count-head-and-base.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { FIXTURES_DIR, liveChildProcesses, planFor, quietProgress } from '../helpers/engine-helpers.ts';

const tools: CallgrindTools | undefined = await findCallgrindTools().catch((error: Error) => {
  console.log(`# skipped: ${error.message}`);
  return undefined;
});
const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-count-where-'));
after(() => rmSync(workspace, { recursive: true, force: true }));

/**
 * Real callgrind counts of real fixture servers, by function: a head that runs 2,000 loop
 * iterations per request in one named function, against a correct base. The gate's own counting
 * settings, with smaller chunks and two measured instead of five to keep the suite quick.
 */
test(
  'counted by function, the function the head added work to leads, named through V8’s code map, with its exact count',
  { skip: tools ? false : 'valgrind is not installed', timeout: 600_000 },
  async () => {
    const plan = planFor(FIXTURES_DIR, ['spins-in-a-function', 'correct'], { scenarios: ['hello'] });
    // Chunks of 1,000 requests, two measured (as test/instructions/count-instructions.test.ts counts):
    // the settle rule is the gate's own, and 2,000 counted requests a process name the function.
    const settings = {
      ...DEFAULT_INSTRUCTION_COUNTING,
      chunkRequests: 1_000,
      maxWarmupChunks: 25,
      measuredChunks: 2,
      valgrindVersion: tools!.version,
    };
    const count: CountByFunction = async (servers, processes, { functionDumpsDir, scenarios: asked }) => {
      const scenarios = await countInstructions(
        {
          servers: servers.built,
          scenarios: asked,
          processes,
          settings,
          tools: tools!,
          load: plan.load,
          loadNodePath: process.execPath,
          functionDumpsDir,
        },
        quietProgress(),
      );
      return { instructions: { settings, scenarios } } as ResultsFile;
    };
    const [where] = await countHeadAndBase(
      count,
      plan.servers[0]!,
      plan.servers[1]!,
      ['hello'],
      { pairs: 2, dir: join(workspace, 'profiles'), confidence: 0.95, rows: 10 },
      quietProgress(),
    );
    assert.ok(where && !('error' in where) && where.measure === 'instructions', JSON.stringify(where));
    const top = where.rows[0]!;
    assert.equal(top.fn.name, 'checksumEveryRequest', where.rows.map((row) => row.fn.name).join(', '));
    assert.equal(`${top.fn.file}:${top.fn.line}`, 'server.mjs:6');
    assert.equal(top.basePerRequest, 0);
    // 2,000 iterations of a few instructions each: tens of thousands per request, nearly exact.
    assert.ok(top.change.lower! > 20_000, JSON.stringify(top.change));
    assert.ok(where.explainedShare! > 0.9, `explained ${where.explainedShare}`);
    assert.equal(where.requestsPerProcess, settings.measuredChunks * settings.chunkRequests);
    for (const dump of [...where.artifacts.headDumps, ...where.artifacts.baseDumps])
      assert.ok(existsSync(dump));
    assert.deepEqual(liveChildProcesses(), []);
  },
);
