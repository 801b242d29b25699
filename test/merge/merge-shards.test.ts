import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorBudget } from '../../src/gate/error-budget.ts';
import { WALL_TIME_SAMPLING } from '../../src/gate/gate-defaults.ts';
import { mergeShards, type ShardFile } from '../../src/merge/merge-shards.ts';
import { decisionHeading } from '../../src/report/decision-heading.ts';
import { budget, SCENARIOS, shardFile } from '../helpers/shard-fixture.ts';
import { syntheticResults } from '../helpers/synthetic-results.ts';

describe('mergeShards', () => {
  it('joins three passing shards into one pass with every scenario in order, and each runner in the environment', () => {
    const { results, gate } = mergeShards([shardFile(3, 'pass'), shardFile(1, 'pass'), shardFile(2, 'pass')]);
    assert.equal(gate.verdict, 'pass');
    assert.deepEqual(
      gate.metrics.map((m) => m.scenario),
      SCENARIOS,
    );
    assert.deepEqual(
      results.scenarios.map((s) => s.scenario),
      SCENARIOS,
    );
    assert.deepEqual(results.settings.scenarios, SCENARIOS);
    assert.equal(results.durationSeconds, 180, 'the pull request waited for its slowest shard');
    assert.deepEqual(
      results.shardRuns?.map((run) => [run.index, run.scenarios]),
      [
        [1, ['hello']],
        [2, ['update-user']],
        [3, ['heavy-validation']],
      ],
    );
    assert.equal(gate.errorBudget?.comparisons, 3, 'one budget over every scenario of the pull request');
    assert.equal(results.shard, undefined);
    assert.equal(results.gate, undefined);
    assert.deepEqual(gate.notes, [
      'shard 1/3: note of hello',
      'shard 2/3: note of update-user',
      'shard 3/3: note of heavy-validation',
    ]);
  });

  it('keeps where each shard found the time changed, once per profiled scenario', () => {
    const where = (scenario: string) => ({
      scenario,
      measure: 'wall-time' as const,
      error: `${scenario} crashed`,
    });
    const { results } = mergeShards([
      shardFile(1, 'pass'),
      shardFile(2, 'regression', (file) => (file.where = [where('update-user')])),
      shardFile(3, 'inconclusive', (file) => (file.where = [where('heavy-validation')])),
    ]);
    assert.deepEqual(
      results.where?.map((entry) => entry.scenario),
      ['update-user', 'heavy-validation'],
    );
  });

  it('one shard decides the worst: a regression anywhere is the pull request’s', () => {
    assert.equal(
      mergeShards([shardFile(1, 'pass'), shardFile(2, 'regression'), shardFile(3, 'inconclusive')]).gate
        .verdict,
      'regression',
    );
    assert.equal(
      mergeShards([shardFile(1, 'pass'), shardFile(2, 'inconclusive'), shardFile(3, 'pass')]).gate.verdict,
      'inconclusive',
    );
  });

  it("the head's failures over the whole run are summed over the shards: the crash of one is the pull request's", () => {
    const crashed = (index: number, headOnly: number) =>
      shardFile(index, headOnly > 0 ? 'regression' : 'pass', (results) => {
        results.gate!.headFailures = { headOnly, baseOnly: 0, evidence: `shard ${index}: crashed` };
      });
    const merged = mergeShards([crashed(1, 1), crashed(2, 0), crashed(3, 2)]).gate;
    assert.equal(merged.verdict, 'regression');
    assert.deepEqual(merged.headFailures, { headOnly: 3, baseOnly: 0, evidence: 'shard 1: crashed' });
    assert.equal(
      mergeShards([shardFile(1, 'pass'), shardFile(2, 'pass'), shardFile(3, 'pass')]).gate.headFailures,
      undefined,
    );
  });

  it("the shards' crash watches add up, judged at the commonest rarity any shard watched for, with its pace", () => {
    const watched = (index: number, requestsPerProcess: number, servedRequests: number, stoppedBy?: 'cap') =>
      shardFile(index, 'pass', (results) => {
        const onceInRequests = Math.round(requestsPerProcess / -Math.log1p(-0.03));
        results.gate!.crashWatch = {
          onceInRequests,
          processShare: 0.03,
          requestsPerProcess,
          servedRequests,
          watchedRequests: servedRequests / 2,
          watchSeconds: 100,
          processes: 2,
          catchShare: -Math.expm1(-servedRequests / onceInRequests),
          capSeconds: 240,
          ...(stoppedBy ? { stoppedBy } : {}),
        };
      });
    const merged = mergeShards([
      watched(1, 30_000, 1_000_000),
      watched(2, 20_000, 800_000, 'cap'),
      watched(3, 25_000, 900_000),
    ]).gate.crashWatch!;
    // Shard 2's processes served the fewest requests: a crash in 3% of them is the commonest rarity.
    assert.equal(merged.requestsPerProcess, 20_000);
    assert.equal(merged.processShare, 0.03);
    assert.equal(merged.onceInRequests, Math.round(20_000 / -Math.log1p(-0.03)));
    assert.equal(merged.servedRequests, 2_700_000);
    assert.equal(merged.watchSeconds, 300);
    assert.ok(Math.abs(merged.catchShare - -Math.expm1(-2_700_000 / merged.onceInRequests)) < 1e-12);
    // A shard whose watch stopped at its cap says why the sum may fall short.
    assert.equal(merged.stoppedBy, 'cap');
    assert.equal(merged.capSeconds, 240);
  });

  it('a missing or failed shard makes the verdict error, naming it, never a pass', () => {
    const missing = mergeShards([shardFile(1, 'pass'), shardFile(3, 'pass')]).gate;
    assert.equal(missing.verdict, 'error');
    assert.equal(missing.error, 'shard 2/3 is missing: no results were given for it');
    const failed = mergeShards([shardFile(1, 'pass'), shardFile(2, 'error'), shardFile(3, 'pass')]).gate;
    assert.equal(failed.verdict, 'error');
    assert.equal(failed.error, 'shard 2/3 (shard-2.json): mion.base: build failed');
  });

  it('a shard too noisy to rule out a loss gives way to a regression another shows, and to a missing shard', () => {
    const tooNoisy = (index: number) =>
      shardFile(index, 'inconclusive', (results) => {
        results.gate!.verdict = 'error';
        results.gate!.metrics[0]!.tooNoisy = true;
        results.gate!.error = `too noisy to rule out a loss in ${results.gate!.metrics[0]!.scenario} requests/s`;
      });
    const withRegression = mergeShards([tooNoisy(1), shardFile(2, 'regression'), shardFile(3, 'pass')]);
    assert.equal(withRegression.gate.verdict, 'regression');
    assert.equal(withRegression.gate.error, undefined);
    const noisyOnly = mergeShards([tooNoisy(1), shardFile(2, 'pass'), shardFile(3, 'pass')]).gate;
    assert.equal(noisyOnly.verdict, 'error');
    assert.equal(noisyOnly.error, 'too noisy to rule out a loss in hello requests/s (shard 1/3)');
    assert.match(
      decisionHeading(noisyOnly).text,
      /^Too noisy to rule out a loss: hello [-+]\d+\.\d% ±\d+% \(threshold -5%\)$/,
    );
    const missing = mergeShards([tooNoisy(1), shardFile(3, 'pass')]).gate;
    assert.equal(missing.verdict, 'error');
    assert.match(missing.error ?? '', /^shard 2\/3 is missing: no results were given for it$/);
    assert.match(decisionHeading(missing).text, /^Error: the gate could not decide: shard 2\/3 is missing/);
  });

  it('refuses, in one line naming the file, what is not a shard of the same pull request', () => {
    const refused: [ShardFile[], RegExp][] = [
      [
        [
          shardFile(1, 'pass'),
          { path: 'plain.json', results: syntheticResults({ scenarios: { hello: [{ mion: 1 }] } }) },
        ],
        /^plain\.json: not a shard's results \(compare --shard k\/n --out FILE writes them\)$/,
      ],
      [
        [shardFile(1, 'pass'), shardFile(2, 'pass', (r) => (r.shard!.count = 4))],
        /^shard-2\.json: shard 2\/4 of scenarios hello, update-user, heavy-validation, but shard-1\.json is shard 1\/3 of/,
      ],
      [
        [shardFile(1, 'pass'), shardFile(2, 'pass', (r) => (r.tool.version = '9.9.9'))],
        /^shard-2\.json: not the same pull request's gate as shard-1\.json: tool version mion-perf-gate 9\.9\.9, not mion-perf-gate /,
      ],
      [
        [shardFile(1, 'pass'), shardFile(2, 'pass', (r) => (r.git = { commit: 'b'.repeat(40) }))],
        /^shard-2\.json: not the same pull request's gate as shard-1\.json: head commit b{40}, not c0ffee/,
      ],
      [
        [
          shardFile(1, 'pass'),
          shardFile(2, 'pass', (r) => (r.gate!.errorBudget = { ...budget, confidence: 0.9 })),
        ],
        /: confidence 0\.9, not 0\.95$/,
      ],
      [
        [shardFile(1, 'pass'), { ...shardFile(1, 'pass'), path: 'again.json' }],
        /^again\.json: shard 1\/3 is given twice \(also shard-1\.json\)$/,
      ],
      [[], /^merge: no shard files given$/],
    ];
    for (const [files, expected] of refused) {
      assert.throws(
        () => mergeShards(files),
        (error: Error) => {
          assert.match(error.message, expected);
          assert.doesNotMatch(error.message, /\n/);
          return error.name === 'UserInputError';
        },
      );
    }
  });
});

describe('a shard shares the pull request’s error budget', () => {
  it('gating one scenario of three, it spends what the unsharded gate spends on that scenario', () => {
    const unsharded = errorBudget({ confidence: 0.95, maxProcesses: 24 }, WALL_TIME_SAMPLING, 3, 3);
    assert.equal(budget.comparisons, 3);
    assert.equal(budget.intervalConfidence, unsharded.intervalConfidence);
    const alone = errorBudget({ confidence: 0.95, maxProcesses: 24 }, WALL_TIME_SAMPLING, 1, 1);
    assert.ok(
      alone.intervalConfidence < budget.intervalConfidence,
      'a lone scenario would spend the whole budget',
    );
  });
});
