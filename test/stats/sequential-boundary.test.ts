import assert from 'node:assert/strict';
import { test } from 'node:test';
import { repeatedLookConfidence } from '../../src/stats/sequential-boundary.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { studentTQuantile } from '../../src/stats/student-t.ts';

/** Share of null sequences, drawn with a seed the boundary never used, whose t crosses at any look. */
function crossingRate(lookSizes: number[], intervalConfidence: number, sequences: number): number {
  const random = seededRandom(77);
  const critical = lookSizes.map((size) => studentTQuantile((1 + intervalConfidence) / 2, size - 1));
  let crossed = 0;
  for (let sequence = 0; sequence < sequences; sequence++) {
    const values: number[] = [];
    for (const [look, size] of lookSizes.entries()) {
      while (values.length < size) values.push(random.normal() * 3 + 10);
      const mean = values.reduce((sum, value) => sum + value, 0) / size;
      const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (size - 1);
      // Centred on the true mean (10): any crossing is a miss of the interval.
      if (Math.abs(mean - 10) / Math.sqrt(variance / size) > critical[look]!) {
        crossed++;
        break;
      }
    }
  }
  return crossed / sequences;
}

test("the gate's looks (8 to 24 pairs): intervals at the returned level miss at some look in 5% of null sequences", () => {
  const sizes = [8, 12, 16, 20, 24];
  const level = repeatedLookConfidence(sizes, 0.95);
  assert.ok(level > 0.95 && level < 0.99, `per-look level ${level}`);
  const rate = crossingRate(sizes, level, 20_000);
  // 20,000 sequences: the rate's standard error is 0.15 points.
  assert.ok(Math.abs(rate - 0.05) < 0.006, `family miss rate ${rate}`);
  // A fixed 95% interval at every look misses far more often: the reason for the boundary.
  assert.ok(crossingRate(sizes, 0.95, 20_000) > 0.1);
});

test("with many samples per look the level is Pocock's published normal one (5 equal looks, 5%: 0.0158)", () => {
  const level = repeatedLookConfidence([400, 800, 1200, 1600, 2000], 0.95);
  assert.ok(Math.abs(1 - level - 0.0158) < 0.0008, `per-look alpha ${1 - level}`);
});

test('one look is a plain interval; bad plans are refused', () => {
  assert.equal(repeatedLookConfidence([8], 0.95), 0.95);
  assert.throws(() => repeatedLookConfidence([8, 8], 0.95), /look sizes must rise/);
  assert.throws(() => repeatedLookConfidence([1, 4], 0.95), /look sizes must rise from at least 2/);
  assert.throws(() => repeatedLookConfidence([4, 8], 1), /confidence must be in \(0, 1\)/);
});
