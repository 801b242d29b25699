import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runBenchmark } from '../../src/engine/run-benchmark.ts';
import { FIXTURES_DIR, planFor, quietProgress } from '../helpers/engine-helpers.ts';

test('no round starts after the time budget; the run says what it skipped', async () => {
  const plan = planFor(FIXTURES_DIR, ['correct'], { scenarios: ['hello'], rounds: 20, roundsPerBlock: 10 });
  plan.deadlineMs = Date.now() + 2500;
  const progress = quietProgress();
  const outcome = await runBenchmark(plan, progress);
  const rounds = outcome.scenarios[0]!.servers[0]!.rounds;
  assert.ok(rounds.length < 20, `${rounds.length} rounds measured`);
  for (const round of rounds) {
    assert.ok(Date.parse(round.startedAt) <= plan.deadlineMs, 'a round started after the deadline');
  }
  const skipped = 20 - rounds.length;
  assert.ok(
    outcome.warnings.includes(`time budget reached: ${skipped} of 20 rounds were skipped`),
    outcome.warnings.join(),
  );
});
