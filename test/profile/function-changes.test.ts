import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  functionChanges,
  leavesOutZero,
  type CostByFunction,
  type ProfiledPair,
} from '../../src/profile/function-changes.ts';

function side(cost: Record<string, number>): CostByFunction {
  const functions: CostByFunction['functions'] = new Map();
  for (const [name, microseconds] of Object.entries(cost)) {
    functions.set(name, { fn: { name, file: 'app.js', line: 1, column: 1 }, cost: microseconds });
  }
  const totalCost = Object.values(cost).reduce((sum, value) => sum + value, 0);
  return { functions, totalCost };
}

const pair = (head: Record<string, number>, base: Record<string, number>, requests = 10): ProfiledPair => ({
  head: side(head),
  base: side(base),
  headRequests: requests,
  baseRequests: requests,
});

describe('function changes between head and base', () => {
  it('takes per-pair differences per request, with a t interval over the pairs', () => {
    // validate per request, head minus base: 1.0, 1.1, 1.2 µs → mean 1.1, sd 0.1, t(0.975, 2) = 4.3027.
    const where = functionChanges(
      [
        pair({ validate: 30, parse: 50 }, { validate: 20, parse: 50 }),
        pair({ validate: 31, parse: 50 }, { validate: 20, parse: 50 }),
        pair({ validate: 32, parse: 50 }, { validate: 20, parse: 50 }),
      ],
      { confidence: 0.95, rows: 10 },
    );
    const validate = where.rows[0]!;
    assert.equal(validate.fn.name, 'validate');
    const close = (actual: number | undefined, expected: number) =>
      assert.ok(Math.abs(actual! - expected) < 1e-9, `${actual} is not ${expected}`);
    close(validate.change.mean, 1.1);
    const halfWidth = (4.302652729911275 * 0.1) / Math.sqrt(3);
    close(validate.change.lower, 1.1 - halfWidth);
    close(validate.change.upper, 1.1 + halfWidth);
    close(validate.headPerRequest, 3.1);
    close(validate.basePerRequest, 2);
    assert.equal(where.rows[1]!.change.mean, 0);
    close(where.totalChange.mean, 1.1);
    close(where.explainedShare, 1);
    assert.equal(where.functionsOutsideZero, 1);
  });

  it('counts a function one side never ran as 0 there, and ranks by size of change either way', () => {
    const where = functionChanges(
      [
        pair({ added: 30, moved: 0, same: 10 }, { moved: 45, same: 10 }),
        pair({ added: 32, moved: 1, same: 11 }, { moved: 44, same: 10 }),
      ],
      { confidence: 0.95, rows: 2 },
    );
    assert.deepEqual(
      where.rows.map((row) => row.fn.name),
      ['moved', 'added'],
    );
    assert.equal(where.rows[1]!.basePerRequest, 0);
    assert.equal(where.functionsCompared, 3);
  });

  it('gives no share of a total change whose interval holds zero', () => {
    const where = functionChanges(
      [pair({ a: 12 }, { a: 10 }), pair({ a: 8 }, { a: 10 }), pair({ a: 11 }, { a: 10 })],
      { confidence: 0.95, rows: 5 },
    );
    assert.equal(leavesOutZero(where.totalChange), false);
    assert.equal(where.explainedShare, undefined);
  });

  it('has no interval from one pair, and refuses a pair without requests', () => {
    const one = functionChanges([pair({ a: 12 }, { a: 10 })], { confidence: 0.95, rows: 5 });
    assert.equal(one.rows[0]!.change.lower, undefined);
    assert.throws(
      () => functionChanges([pair({ a: 1 }, { a: 1 }, 0)], { confidence: 0.95, rows: 5 }),
      /requests/,
    );
  });
});
