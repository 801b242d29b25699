import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scheduleRounds } from '../../src/engine/round-schedule.ts';

test('every round visits every scenario and server once, in an order rotated each round', () => {
  const blocks = scheduleRounds(['hello', 'update-user'], ['a', 'b'], 3, 2);
  const rounds = blocks.flatMap((block) => block.rounds);
  assert.equal(rounds.length, 3);
  const orders = rounds.map((round) =>
    round.visits.map((visit) => `${visit.scenario}/${visit.server}`).join(' '),
  );
  assert.deepEqual(orders, [
    'hello/a hello/b update-user/a update-user/b',
    'hello/b update-user/a update-user/b hello/a',
    'update-user/a update-user/b hello/a hello/b',
  ]);
});

test('rounds are grouped into blocks (servers restart between blocks)', () => {
  const blocks = scheduleRounds(['hello'], ['a'], 5, 2);
  assert.deepEqual(
    blocks.map((block) => [block.block, block.rounds.map((round) => round.roundInBlock)]),
    [
      [0, [0, 1]],
      [1, [0, 1]],
      [2, [0]],
    ],
  );
});
