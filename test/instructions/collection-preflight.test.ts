import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  collectionSwingReason,
  majorCollectionOf,
  steadyCollections,
} from '../../src/instructions/collection-preflight.ts';
import { findCallgrindTools } from '../../src/instructions/callgrind-tools.ts';
import { countInstructions } from '../../src/instructions/count-instructions.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { FIXTURES_DIR, planFor, quietProgress } from '../helpers/engine-helpers.ts';

const settings = {
  ...DEFAULT_INSTRUCTION_COUNTING,
  uninstrumentedWarmupRequests: 10_000,
  valgrindVersion: '',
};
const load = { serverSeeds: 'random' as const, scenarioCatalog: builtInScenarios() };

function preflightOf(name: string) {
  const [built] = planFor(FIXTURES_DIR, [name]).servers;
  return steadyCollections({ settings, load, loadNodePath: process.execPath }, built!, 'hello');
}

test('a server whose old space fills and is collected in lumps is refused at native speed; one that collects none is not', async () => {
  const lumpy = await preflightOf('collects-in-lumps');
  assert.ok(lumpy.majorCollections >= 2, JSON.stringify(lumpy));
  const reason = collectionSwingReason(lumpy, settings);
  assert.match(reason ?? '', /major collections in 20000 requests after the warm-up, each [\d.]+ ms/);
  assert.match(reason ?? '', /measure it with --measure wall-time$/);
  const steady = await preflightOf('correct');
  assert.equal(steady.majorCollections, 0, JSON.stringify(steady));
  assert.equal(collectionSwingReason(steady, settings), undefined);
});

test("a major collection is read from the --trace-gc lines of Node 20's V8 and of Node 24's", () => {
  const node20 =
    '[9918:0x22a82e40]      203 ms: Mark-Compact 58.4 (87.4) -> 11.4 (44.0) MB, 13.78 / 0.00 ms  (+ 2.8 ms in 7 steps since start of marking, biggest step 1.1 ms)';
  const node24 =
    '[9890:0xf55e000]      260 ms: Mark-Compact 55.9 (110.7) -> 18.0 (84.0) MB, pooled: 16 MB, 9.85 / 0.00 ms  (+ 6.6 ms in 57 steps since start of marking)';
  assert.deepEqual(majorCollectionOf(node20), { atMs: 203, costMs: 13.78 + 2.8 });
  assert.deepEqual(majorCollectionOf(node24), { atMs: 260, costMs: 9.85 + 6.6 });
  assert.deepEqual(
    majorCollectionOf(
      '[1:0x1]  90 ms: Mark-Compact (reduce) 12.0 (14.0) -> 9.0 (13.0) MB, 4.00 / 0.00 ms  (average mu = 0.9)',
    ),
    { atMs: 90, costMs: 4 },
  );
  assert.equal(
    majorCollectionOf('[1:0x1]  95 ms: Scavenge 12.0 (14.0) -> 9.0 (13.0) MB, 0.50 / 0.00 ms'),
    undefined,
  );
});

test('the refusal needs two collections after the warm-up, each at least half the settle tolerance of a chunk', () => {
  const chunkMs = 300;
  const tolerance = settings.settleTolerance;
  const lumps = (majorCollections: number, meanMajorMs: number) =>
    collectionSwingReason({ majorCollections, meanMajorMs, chunkMs }, settings);
  assert.ok(lumps(2, chunkMs * tolerance * 0.5));
  assert.equal(lumps(1, chunkMs), undefined, 'one collection may be the warm-up’s last');
  assert.equal(lumps(10, chunkMs * tolerance * 0.49), undefined, 'collections too cheap to move a chunk');
});

const tools = await findCallgrindTools().catch((error: Error) => {
  console.log(`# skipped the counting: ${error.message}`);
  return undefined;
});

test(
  'a count refused by the pre-flight starts no process under valgrind, and says why on process 0 only',
  { skip: tools ? false : 'valgrind is not installed', timeout: 120_000 },
  async () => {
    const progress = quietProgress();
    const counts = await countInstructions(
      {
        ...planFor(FIXTURES_DIR, ['collects-in-lumps']),
        scenarios: ['hello'],
        processes: 2,
        settings: { ...settings, valgrindVersion: tools!.version },
        tools: tools!,
        load,
        loadNodePath: process.execPath,
      },
      progress,
    );
    const [first, second] = counts[0]!.servers[0]!.samples;
    assert.equal(first?.valid, false);
    assert.match(first!.invalidReason ?? '', /garbage is collected in lumps/);
    assert.deepEqual(first!.warmupInstructionsPerRequest, []);
    assert.match(second!.invalidReason ?? '', /^not started: the count of process 1 swung/);
    assert.equal(progress.lines.filter((line) => line.includes('lumps')).length, 1);
  },
);
