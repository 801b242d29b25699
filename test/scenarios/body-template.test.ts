import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileBodyTemplate, hasGenerators, parseGenerator } from '../../src/scenarios/body-template.ts';

test('a template without generators gives the same JSON text every time', () => {
  const make = compileBodyTemplate({ a: 1, b: ['x', { c: null }] });
  assert.equal(make(), '{"a":1,"b":["x",{"c":null}]}');
  assert.equal(hasGenerators({ a: 1 }), false);
});

test('int and date generators give values inside their bounds, new in each request', () => {
  const make = compileBodyTemplate({
    id: '{{int 1 2147483647}}',
    day: '{{date 2023-01-30 2023-02-02}}',
    keep: 'x',
  });
  const bodies = Array.from(
    { length: 300 },
    () => JSON.parse(make()) as { id: number; day: string; keep: string },
  );
  assert.equal(new Set(bodies.map((body) => body.id)).size, 300);
  for (const body of bodies) {
    assert.ok(Number.isInteger(body.id) && body.id >= 1 && body.id <= 2147483647);
    assert.ok(
      ['2023-01-30', '2023-01-31', '2023-02-01', '2023-02-02'].includes(body.day.slice(0, 10)),
      body.day,
    );
    assert.equal(body.day.slice(10), 'T12:00:00.000Z');
    assert.equal(body.keep, 'x');
  }
  // Both ends of a short range are reached: the bounds are inclusive.
  const small = compileBodyTemplate({ n: '{{int 1 2}}' });
  const seen = new Set(Array.from({ length: 200 }, () => (JSON.parse(small()) as { n: number }).n));
  assert.deepEqual([...seen].sort(), [1, 2]);
});

test('a key that looks like a generator stays as written; only values are generated', () => {
  const make = compileBodyTemplate({ '{{uuid}}': '{{uuid}}' });
  const [[key, value]] = Object.entries(JSON.parse(make()) as Record<string, string>) as [[string, string]];
  assert.equal(key, '{{uuid}}');
  assert.match(value, /^[0-9a-f-]{36}$/);
});

test('a malformed or unknown generator is refused with what is known', () => {
  assert.throws(() => parseGenerator('{{rand 1 2}}'), /not a known generator \(known: int MIN MAX/);
  assert.throws(() => parseGenerator('{{int 5 1}}'), /the smaller first/);
  assert.throws(() => parseGenerator('{{date 2023-13-01 2024-01-01}}'), /YYYY-MM-DD/);
  assert.throws(() => parseGenerator('id {{int 1 2}}'), /is not one generator/);
  assert.equal(parseGenerator('plain'), undefined);
});
