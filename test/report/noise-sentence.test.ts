import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RATES_BY_PAIR_SPREAD } from '../../src/gate/rates-by-noise-table.ts';
import { summariseGate } from '../../src/report/gate-summary.ts';
import { comparison, gateOutcome } from './gate-fixture.ts';

/** A paired requests/s comparison of `scenario` whose pairs spread by `spreadLog`. */
function paired(scenario: string, spreadLog: number) {
  return {
    ...comparison('requestsPerSecond', -0.01, -0.01, 'unchanged'),
    scenario,
    mode: 'paired' as const,
    spreadLog,
  };
}

test("a paired report states its widest pair spread and the simulated row it falls in, never a quieter one's", () => {
  const quiet = RATES_BY_PAIR_SPREAD[0]!;
  const noisy = RATES_BY_PAIR_SPREAD[3]!;
  const spread = (RATES_BY_PAIR_SPREAD[2]!.pairSpread + noisy.pairSpread) / 2;
  const gate = gateOutcome({
    mode: 'paired',
    metrics: [paired('hello', quiet.pairSpread / 2), paired('update-user', spread)],
  });
  const sentence = summariseGate(gate).details.find((line) => line.startsWith('Process pairs spread'));
  assert.ok(sentence, 'the report states its spread');
  assert.match(sentence, new RegExp(`spread ${(spread * 100).toFixed(1)}% here \\(widest: update-user\\)`));
  assert.match(
    sentence,
    new RegExp(
      `up to ${(noisy.pairSpread * 100).toFixed(1)}%, the defaults fail ${(noisy.unchangedFails * 100).toFixed(1)}%`,
    ),
  );
});

test('beyond the simulated spreads the report says so, and a stored-baseline report says nothing of pairs', () => {
  const gate = gateOutcome({ mode: 'paired', metrics: [paired('hello', 0.5)] });
  assert.match(
    summariseGate(gate).details.join('\n'),
    /spread 50\.0% here \(widest: hello\), beyond the \d+% the gate's rates were simulated at/,
  );
  assert.ok(!summariseGate(gateOutcome()).details.some((line) => line.startsWith('Process pairs spread')));
});
