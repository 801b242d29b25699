import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareInstructionsPaired, compareInstructionsStored } from '../../src/gate/compare-instructions.ts';
import { ComparisonError } from '../../src/gate/scenario-rounds.ts';
import { errorBudget } from '../../src/gate/error-budget.ts';
import { INSTRUCTION_SAMPLING, WALL_TIME_SAMPLING } from '../../src/gate/gate-defaults.ts';
import { DEFAULT_INSTRUCTION_COUNTING } from '../../src/instructions/instruction-settings.ts';
import type { InstructionSample, ResultsFile } from '../../src/results/results-types.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { gateSettings, syntheticResults } from '../helpers/synthetic-results.ts';

const gate = gateSettings({ measure: 'instructions' });
const base = baseServerName(gate.subject);
const settings = { ...DEFAULT_INSTRUCTION_COUNTING, valgrindVersion: 'valgrind-3.19.0' };

function sample(process: number, instructionsPerRequest: number, valid = true): InstructionSample {
  return {
    process,
    startedAt: '2026-11-21T10:00:00.000Z',
    valid,
    ...(valid ? {} : { invalidReason: 'the count had not settled' }),
    instructionsPerRequest,
    warmupInstructionsPerRequest: [instructionsPerRequest * 3, instructionsPerRequest],
    measuredInstructionsPerRequest: [instructionsPerRequest, instructionsPerRequest],
    otherThreadsInstructionsPerRequest: 20_000,
    measuredRequests: 6000,
    wallSeconds: 90,
  };
}

/** A results file whose hello scenario holds these counts per server, and the subject's runtime. */
function counted(counts: Record<string, number[]>, runtime = 'node 24.9.0'): ResultsFile {
  const file = syntheticResults({ scenarios: { hello: [{ mion: 30_000, 'http-node': 50_000 }] } });
  return {
    ...file,
    servers: file.servers.map((run) => ({ ...run, runtime })),
    instructions: {
      settings,
      scenarios: [
        {
          scenario: 'hello',
          servers: Object.entries(counts).map(([server, values]) => ({
            server,
            samples: values.map((value, index) => sample(index, value)),
          })),
        },
      ],
    },
  };
}

test('paired: a 1% rise of the head over four process pairs is a regression at the default threshold (0.3%)', () => {
  const file = counted({
    mion: [97_000 * 1.01, 96_600 * 1.01, 96_900 * 1.01, 96_700 * 1.01],
    [base]: [97_100, 96_500, 96_800, 96_800],
  });
  const [comparison] = compareInstructionsPaired(file, base, gate);
  assert.equal(comparison!.metric, 'instructionsPerRequest');
  assert.equal(comparison!.decidedBy, 'paired');
  assert.equal(comparison!.threshold, 0.003);
  assert.ok(Math.abs(comparison!.estimates.paired!.estimate - 0.01) < 0.002);
  assert.equal(comparison!.verdict, 'regression');
});

test('paired: the same counts on both sides are unchanged, and fewer instructions are an improvement', () => {
  const same = counted({ mion: [97_000, 96_600, 96_900, 96_700], [base]: [96_980, 96_610, 96_890, 96_690] });
  assert.equal(compareInstructionsPaired(same, base, gate)[0]!.verdict, 'unchanged');
  const fewer = counted({ mion: [92_000, 91_600, 91_900, 91_700], [base]: [96_950, 96_700, 96_850, 96_650] });
  assert.equal(compareInstructionsPaired(fewer, base, gate)[0]!.verdict, 'improvement');
});

test('paired: a process that failed on one side leaves its pair out', () => {
  const file = counted({ mion: [97_000, 96_600, 96_900], [base]: [97_000, 96_600, 96_900] });
  file.instructions!.scenarios[0]!.servers[1]!.samples[1] = sample(1, 0, false);
  const [comparison] = compareInstructionsPaired(file, base, gate);
  assert.equal(comparison!.estimates.paired!.currentSamples, 2);
});

test('stored: this run against the baseline, subject alone, Welch interval over processes', () => {
  const baseline = counted({ mion: [96_900, 96_600, 97_000, 96_700, 96_800, 96_850] });
  const current = counted({ mion: [98_900, 98_500, 98_800, 98_700] });
  const [comparison] = compareInstructionsStored(current, baseline, gate);
  assert.equal(comparison!.mode, 'stored-baseline');
  assert.equal(comparison!.decidedBy, 'raw');
  assert.equal(comparison!.estimates.raw!.baselineSamples, 6);
  assert.equal(comparison!.verdict, 'regression');
});

test('stored: counts under another Node, valgrind or counting settings are refused, naming the difference', () => {
  const baseline = counted({ mion: [96_900, 96_600, 97_000] }, 'node 20.20.2');
  const current = counted({ mion: [96_900, 96_600, 97_000] });
  assert.throws(
    () => compareInstructionsStored(current, baseline, gate),
    /cannot be compared: mion ran on node 24\.9\.0 here and on node 20\.20\.2 in the baseline; record the baseline again/,
  );
  const otherValgrind = counted({ mion: [96_900, 96_600, 97_000] });
  otherValgrind.instructions!.settings = {
    ...settings,
    valgrindVersion: 'valgrind-3.22.0',
    measuredChunks: 7,
  };
  assert.throws(
    () => compareInstructionsStored(current, otherValgrind, gate),
    (error: Error) =>
      /valgrindVersion is "valgrind-3\.19\.0" here and "valgrind-3\.22\.0" in the baseline/.test(
        error.message,
      ) && /measuredChunks is 5 here and 7 in the baseline/.test(error.message),
  );
});

test('stored: counts taken with other scenarios in the process or from another build are refused; another processor seen is not', () => {
  const current = counted({ mion: [96_900, 96_600, 97_000] });
  const sharedProcesses = counted({ mion: [96_900, 96_600, 97_000] });
  sharedProcesses.instructions!.settings = { ...settings };
  delete sharedProcesses.instructions!.settings.scenariosPerProcess;
  assert.throws(
    () => compareInstructionsStored(current, sharedProcesses, gate),
    /each scenario was counted in a process of its own here and every scenario of the run was counted in one process, in turn in the baseline/,
  );
  // The processor valgrind showed is recorded, not compared: masking glibc's or V8's CPU features
  // moved hello's count by 0.03% at most (docs/instructions.md).
  const haswell = { summary: 'glibc 2.36, haswell, family 6 model 0x3c, hwcaps 0x6', digest: '0aad23d2343f' };
  const older = { summary: 'glibc 2.36, x86_64, family 6 model 0x2a, hwcaps 0x2', digest: '1bbe34e3454a' };
  current.instructions!.countedCpu = haswell;
  const otherCpu = counted({ mion: [96_900, 96_600, 97_000] });
  otherCpu.instructions!.countedCpu = older;
  assert.equal(compareInstructionsStored(current, otherCpu, gate)[0]!.metric, 'instructionsPerRequest');
  const withSource = (file: ResultsFile, source: string): ResultsFile => ({
    ...file,
    servers: file.servers.map((row) => (row.name === 'mion' ? { ...row, source } : row)),
  });
  const sameCpu = counted({ mion: [96_900, 96_600, 97_000] });
  sameCpu.instructions!.countedCpu = haswell;
  const fromNpm = withSource(sameCpu, 'npm:0.8.10');
  const fromPath = withSource(current, 'path:/src/mion @ 3e2b3b633ceb');
  assert.throws(
    () => compareInstructionsStored(fromPath, fromNpm, gate),
    /mion here was built from path: and mion in the baseline from npm: \(path: and hand-packed tarballs: of one commit counted 0\.05% apart; npm: builds were never measured\); .*--allow-build-difference/,
  );
  // Said so by the user: compared, as the same build would be.
  const [allowed] = compareInstructionsStored(fromPath, fromNpm, { ...gate, allowBuildDifference: true });
  assert.equal(allowed!.metric, 'instructionsPerRequest');
  const [alike] = compareInstructionsStored(fromPath, withSource(sameCpu, 'path:/elsewhere'), gate);
  assert.equal(alike!.metric, 'instructionsPerRequest');
});

test('paired: a head and base built by different methods are refused unless the user allows it', () => {
  const file = counted({ mion: [97_000, 96_600, 96_900, 96_700], [base]: [97_100, 96_500, 96_800, 96_800] });
  const built = (head: string, baseSource: string): ResultsFile => ({
    ...file,
    servers: [
      ...file.servers.map((row) => (row.name === 'mion' ? { ...row, source: head } : row)),
      { ...file.servers.find((row) => row.name === 'mion')!, name: base, source: baseSource },
    ],
  });
  assert.throws(
    () => compareInstructionsPaired(built('path:.', 'npm:0.8.10'), base, gate),
    /head "mion" was built from path: and base "mion\.base" from npm:/,
  );
  assert.equal(
    compareInstructionsPaired(built('path:.', 'npm:0.8.10'), base, {
      ...gate,
      allowBuildDifference: true,
    })[0]!.metric,
    'instructionsPerRequest',
  );
  assert.equal(
    compareInstructionsPaired(built('path:.', 'path:base'), base, gate)[0]!.metric,
    'instructionsPerRequest',
  );
});

test('a file without counts, or with only failed counts, is named in a ComparisonError', () => {
  const timedOnly = syntheticResults({ scenarios: { hello: [{ mion: 30_000, 'http-node': 50_000 }] } });
  assert.throws(
    () => compareInstructionsStored(counted({ mion: [1, 2] }), timedOnly, gate),
    (error: Error) => error instanceof ComparisonError && /has no instruction counts/.test(error.message),
  );
  const failed = counted({ mion: [97_000, 96_000], [base]: [97_000, 96_000] });
  failed.instructions!.scenarios[0]!.servers[0]!.samples = [sample(0, 0, false)];
  assert.throws(
    () => compareInstructionsPaired(failed, base, gate),
    /no valid instruction count of head "mion" in scenario "hello": all 1 failed \(first reason: the count had not settled\)/,
  );
});

test('paired counts are priced with the instruction look plan, not the wall-time one', () => {
  const file = counted({ mion: [97_000, 96_600, 96_900, 96_700], [base]: [96_980, 96_610, 96_890, 96_690] });
  const [comparison] = compareInstructionsPaired(file, base, gate);
  const priced = errorBudget(gate, INSTRUCTION_SAMPLING, 1).intervalConfidence;
  assert.equal(comparison!.estimates.paired!.confidence, priced);
  assert.notEqual(priced, errorBudget(gate, WALL_TIME_SAMPLING, 1).intervalConfidence);
});

test('paired: a head not counted where its base was counts against it as a regression', () => {
  const file = counted({ mion: [97_000, 96_600, 96_900, 96_700], [base]: [96_980, 96_610, 96_890, 96_690] });
  const head = file.instructions!.scenarios[0]!.servers[0]!;
  head.samples[1] = sample(1, 0, false);
  assert.deepEqual(compareInstructionsPaired(file, base, gate)[0]!.failures, {
    headOnly: 1,
    baseOnly: 0,
    headEvidence: 'process 2: the count had not settled',
  });
  assert.equal(compareInstructionsPaired(file, base, gate)[0]!.verdict, 'regression');
});
