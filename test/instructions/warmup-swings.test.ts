import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';
import { warmupSettled } from '../../src/instructions/warmup-settled.ts';
import { measuredChunksSwing, warmupSwings } from '../../src/instructions/warmup-swings.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';

const rule = DEFAULT_INSTRUCTION_COUNTING;

interface RecordedProcess {
  name: string;
  warmup: number[];
  measured: number[];
}

/** Every counted process this project has recorded chunk by chunk: mion and http-node settle, express swings. */
function recorded(): { settling: RecordedProcess[]; swinging: RecordedProcess[] } {
  const settling: RecordedProcess[] = [];
  // The committed baseline: 24 mion processes (hello, update-user, heavy-validation), Node 20.
  const baseline = JSON.parse(readFileSync(join(REPO_ROOT, 'baseline', 'baseline.json'), 'utf8')) as {
    instructions: {
      scenarios: {
        scenario: string;
        servers: {
          server: string;
          samples: {
            process: number;
            warmupInstructionsPerRequest: number[];
            measuredInstructionsPerRequest: number[];
          }[];
        }[];
      }[];
    };
  };
  for (const { scenario, servers } of baseline.instructions.scenarios)
    for (const { server, samples } of servers)
      for (const sample of samples)
        settling.push({
          name: `baseline ${server} ${scenario} ${sample.process}`,
          warmup: sample.warmupInstructionsPerRequest,
          measured: sample.measuredInstructionsPerRequest,
        });
  // 2026-11-26's trials, among them mion under Node 24.21.0, whose count bounced for 13 chunks.
  const trials = readFileSync(
    join(REPO_ROOT, 'evidence', 'data', 'counting-conditions-2026-11-26.txt'),
    'utf8',
  );
  for (const [, name, warmup, measured] of trials.matchAll(
    /: (\S+ \S+ process \d+): \d+; warm-up ([\d ]+); measured ([\d ]+);/g,
  ))
    settling.push({ name: `${name} of 2026-11-26`, warmup: numbers(warmup!), measured: numbers(measured!) });
  const express = JSON.parse(
    readFileSync(join(REPO_ROOT, 'evidence', 'data', 'instruction-warmups-2026-11-27.json'), 'utf8'),
  ) as { processes: { server: string; settleable: boolean; chunks: number[]; measured?: number[] }[] };
  const swinging: RecordedProcess[] = [];
  for (const [index, process] of express.processes.entries()) {
    const entry = {
      name: `${process.server} ${index}`,
      warmup: process.chunks,
      measured: process.measured ?? [],
    };
    (process.settleable ? settling : swinging).push(entry);
  }
  return { settling, swinging };
}

function numbers(text: string): number[] {
  return text.trim().split(/\s+/).map(Number);
}

/** The counting loop's decision for a recorded series: the chunk at which it settles or is refused. */
function decide(chunks: number[]): { settledAt?: number; refusedAt?: number } {
  for (let length = 1; length <= chunks.length; length++) {
    const seen = chunks.slice(0, length);
    if (warmupSettled(seen, rule)) return { settledAt: length };
    if (warmupSwings(seen, rule) !== undefined) return { refusedAt: length };
  }
  return {};
}

test('no recorded mion or http-node warm-up is refused, nor are their measured chunks', () => {
  const { settling } = recorded();
  assert.ok(settling.length >= 50, `only ${settling.length} recorded processes`);
  for (const { name, warmup, measured } of settling) {
    const decision = decide(warmup);
    assert.equal(decision.refusedAt, undefined, `${name} refused at chunk ${decision.refusedAt}`);
    if (measured.length > 0)
      assert.equal(measuredChunksSwing(measured, rule), undefined, `${name}'s measured chunks`);
  }
});

test("express's counts swing with its garbage collection: refused within its first 10 chunks, however they fall", () => {
  const { swinging } = recorded();
  assert.ok(swinging.length >= 2);
  for (const { name, warmup } of swinging) {
    // The settle rule alone can be fooled: three chunks that happen to agree.
    let refusedAt: number | undefined;
    for (let length = 1; length <= warmup.length && refusedAt === undefined; length++) {
      const seen = warmup.slice(0, length);
      // Settled by chance: the measured chunks that follow swing, and the count is refused then.
      if (warmupSettled(seen, rule)) {
        const measured = warmup.slice(length, length + rule.measuredChunks);
        assert.equal(measured.length, rule.measuredChunks, `${name}: too few chunks recorded`);
        assert.ok(measuredChunksSwing(measured, rule) !== undefined, `${name}: counted at ${length}`);
        refusedAt = length + rule.measuredChunks;
      } else if (warmupSwings(seen, rule) !== undefined) refusedAt = length;
    }
    assert.ok(refusedAt !== undefined && refusedAt <= 10, `${name}: refused at ${refusedAt}`);
  }
});

test('a JIT warm-up with a spike is not a swing: its level still falls', () => {
  const chunks = [
    295_000, 168_000, 189_000, 130_000, 145_000, 344_000, 120_000, 106_900, 98_300, 97_300, 98_800,
  ];
  assert.deepEqual(decide(chunks), { settledAt: 11 });
  const httpNode = [167_877, 87_058, 82_587, 80_236, 79_620, 74_073, 69_636, 69_308, 69_400];
  assert.deepEqual(decide(httpNode), { settledAt: 9 });
});

test('a swing is up and down for ten chunks; one lone spike among flat chunks is not a swing', () => {
  const swinging = [600, 640, 605, 650, 600, 645, 602, 648, 601, 646].map((count) => count * 1000);
  const swing = warmupSwings(swinging, rule);
  assert.ok(swing !== undefined && swing > 0.06 && swing < 0.09, String(swing));
  // Nine chunks are too few to tell a swing from a warm-up that is about to settle.
  assert.equal(warmupSwings(swinging.slice(1), rule), undefined);
  const spike = [95_000, 95_100, 98_700, 95_000, 95_050, 95_020, 95_010, 95_030, 95_040, 95_020];
  assert.equal(warmupSwings(spike, rule), undefined);
});

test('measured chunks may hold one odd chunk, or a spike that decays; not up, back and up again', () => {
  // mion under Node 24.20.0: a late tier-up in the first measured chunk, outvoted by the median.
  assert.equal(measuredChunksSwing([113_253, 103_618, 103_468, 103_238, 103_470], rule), undefined);
  // http-node, 2026-11-27: one odd chunk, and one 1.55% from the median.
  assert.equal(measuredChunksSwing([108_568, 60_874, 60_530, 61_815, 60_618], rule), undefined);
  // http-node, the next process: a late spike decaying over two chunks.
  assert.equal(measuredChunksSwing([100_341, 68_773, 60_518, 61_802, 60_687], rule), undefined);
  // express, settled by chance on 643,925, 655,727, 641,394.
  const swing = measuredChunksSwing([613_340, 638_107, 606_877, 640_837, 614_864], rule);
  assert.ok(swing !== undefined && swing > 0.04 && swing < 0.05, String(swing));
});
