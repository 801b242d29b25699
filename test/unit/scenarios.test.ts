import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addOneMonth, randomUser } from '../../src/scenarios/update-user.ts';
import { SCENARIOS } from '../../src/scenarios/scenarios.ts';

test('addOneMonth moves lastUpdate one calendar month forward', () => {
  const updated = addOneMonth({ id: 1, name: 'a', surname: 'b', lastUpdate: '2024-05-15T12:00:00.000Z' });
  assert.equal(updated.lastUpdate, '2024-06-15T12:00:00.000Z');
});

test('load requests for update-user are unique, so no server can cache answers', () => {
  const bodies = new Set(
    Array.from({ length: 200 }, () => SCENARIOS['update-user'].makeLoadRequest('rest').body),
  );
  assert.equal(bodies.size, 200);
  assert.equal(typeof randomUser().id, 'number');
});

test('rpc wire format wraps the parameter list and the answer in the route name', () => {
  const [firstCase] = SCENARIOS['update-user'].correctnessCases('rpc');
  assert.ok(firstCase);
  const body = JSON.parse(firstCase.request.body ?? '');
  assert.ok(Array.isArray(body.updateUser));
  assert.ok(
    firstCase.expectJson && typeof firstCase.expectJson === 'object' && 'updateUser' in firstCase.expectJson,
  );
});
