import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareResults } from '../../src/gate/compare-results.ts';
import { subjectProcesses } from '../../src/gate/sequential-gate.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';
import { mergeResults } from '../../src/results/merge-results.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { gateSettings, syntheticResults, type SyntheticRounds } from '../helpers/synthetic-results.ts';

/** mion always at half of http-node, on a machine whose speed changes every round. */
function halfSpeedRounds(machineSpeeds: number[]): SyntheticRounds {
  return machineSpeeds.map((speed) => ({ 'http-node': 40_000 * speed, mion: 20_000 * speed }));
}

test('merged blocks and sequence numbers follow those of the base and stay distinct', () => {
  const base = syntheticResults({
    scenarios: { hello: halfSpeedRounds([1, 0.9, 1.1, 1]) },
    roundsPerBlock: 2,
  });
  const extra = syntheticResults({
    scenarios: { hello: halfSpeedRounds([0.6, 1.4, 0.7]) },
    roundsPerBlock: 2,
  });
  const merged = mergeResults(base, extra);
  const mion = merged.scenarios[0]!.servers.find((entry) => entry.server === 'mion')!.rounds;
  assert.deepEqual(
    mion.map((round) => [round.block, round.roundInBlock]),
    [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
      [3, 0],
    ],
  );
  const mergedRounds = merged.scenarios.flatMap((result) => result.servers.flatMap((entry) => entry.rounds));
  const sequences = mergedRounds.map((round) => round.sequence);
  assert.equal(new Set(sequences).size, sequences.length, 'sequence numbers are unique');
  const lastBaseSequence = Math.max(
    ...mergedRounds.filter((round) => round.block < 2).map((round) => round.sequence),
  );
  for (const round of mergedRounds.filter((candidate) => candidate.block >= 2)) {
    assert.ok(round.sequence > lastBaseSequence, 'extra rounds come after the base in the global order');
  }
});

test('after merging, subject and reference still pair within their own round', () => {
  const gate = gateSettings();
  const base = syntheticResults({ scenarios: { hello: halfSpeedRounds([1, 0.9, 1.1, 1]) } });
  // The extra file numbers its blocks from 0 again, as a fresh engine run would.
  const extra = syntheticResults({ scenarios: { hello: halfSpeedRounds([0.5, 1.5, 0.6, 1.3]) } });
  const merged = mergeResults(base, extra);
  const [rps] = compareResults(merged, base, gate);
  assert.equal(rps!.estimates.ratio!.currentSamples, 8);
  // Every correctly paired ratio is exactly 0.5, as in the base.
  assert.ok(Math.abs(rps!.estimates.ratio!.estimate) < 1e-12);
  assert.ok(Math.abs(rps!.estimates.ratio!.upper - rps!.estimates.ratio!.lower) < 1e-12);
});

test('merging leaves both inputs unchanged and adds up what accumulates', () => {
  const base = syntheticResults({ scenarios: { hello: halfSpeedRounds([1, 1]) } });
  const extra = syntheticResults({ scenarios: { hello: halfSpeedRounds([1, 1]) } });
  extra.warnings.push('client CPU above 90 percent in 1 round');
  extra.servers.find((run) => run.name === 'mion')!.status = 'failed';
  extra.servers.find((run) => run.name === 'mion')!.failure = { stage: 'start', message: 'port in use' };
  base.servers.find((run) => run.name === 'mion')!.warmUpRequests = 30_000;
  extra.servers.find((run) => run.name === 'mion')!.warmUpRequests = 12_000;
  const baseBefore = structuredClone(base);
  const extraBefore = structuredClone(extra);
  const merged = mergeResults(base, extra);
  assert.deepEqual(base, baseBefore);
  assert.deepEqual(extra, extraBefore);
  assert.equal(merged.durationSeconds, base.durationSeconds + extra.durationSeconds);
  assert.deepEqual(merged.warnings, [
    'client CPU above 90 percent in 1 round',
    'extra rounds: server "mion" failed at start: port in use',
  ]);
  const mion = merged.servers.find((run) => run.name === 'mion')!;
  assert.equal(mion.status, 'measured');
  // One start per process: two in each file.
  assert.equal(mion.startupMs.length, 4);
  assert.equal(mion.warmUpRequests, 42_000, 'warm-ups of both parts, for the crash watch');
});

test('scenarios and servers new in the extra file are added', () => {
  const base = syntheticResults({ scenarios: { hello: halfSpeedRounds([1, 1]) } });
  const extra = syntheticResults({
    scenarios: { 'update-user': [{ fastify: 30_000, mion: 20_000 }] },
  });
  const merged = mergeResults(base, extra);
  assert.deepEqual(
    merged.scenarios.map((result) => result.scenario),
    ['hello', 'update-user'],
  );
  assert.ok(merged.servers.some((run) => run.name === 'fastify'));
  const updateUser = merged.scenarios[1]!.servers.find((entry) => entry.server === 'mion')!.rounds;
  // The base's two rounds were two processes (blocks 0 and 1).
  assert.equal(updateUser[0]!.block, 2);
});

test('counted processes are merged too, numbered past those already there, so pairs stay pairs', () => {
  const settings = { ...DEFAULT_INSTRUCTION_COUNTING, valgrindVersion: 'valgrind-3.19.0' };
  const counts = (values: number[]): ResultsFile => ({
    ...syntheticResults({ scenarios: { hello: halfSpeedRounds([1]) } }),
    scenarios: [],
    instructions: {
      settings,
      scenarios: [
        {
          scenario: 'hello',
          servers: ['mion', 'mion.base'].map((server) => ({
            server,
            samples: values.map((value, process) => ({
              process,
              startedAt: '2026-11-21T10:00:00.000Z',
              valid: true,
              instructionsPerRequest: value,
              warmupInstructionsPerRequest: [],
              measuredInstructionsPerRequest: [value],
              otherThreadsInstructionsPerRequest: 0,
              measuredRequests: 6000,
              wallSeconds: 90,
            })),
          })),
        },
      ],
    },
  });
  const merged = mergeResults(counts([97_000, 97_100]), counts([97_200, 97_300, 97_400]));
  for (const entry of merged.instructions!.scenarios[0]!.servers) {
    assert.deepEqual(
      entry.samples.map((sample) => [sample.process, sample.instructionsPerRequest]),
      [
        [0, 97_000],
        [1, 97_100],
        [2, 97_200],
        [3, 97_300],
        [4, 97_400],
      ],
    );
  }
  assert.equal(subjectProcesses(merged, 'mion'), 5);
  // A file without counts takes the other's as they are.
  assert.deepEqual(
    mergeResults(syntheticResults({ scenarios: { hello: halfSpeedRounds([1]) } }), counts([1])).instructions
      ?.scenarios[0]!.servers[0]!.samples.length,
    1,
  );
});
