import { seededRandom } from '../stats/seeded-random.ts';

/**
 * How an open-loop schedule spaces its requests (--arrivals): `even`, one every 1/rate seconds, as
 * wrk2 does; `poisson`, gaps drawn from the exponential distribution at the rate, the arrivals of
 * many independent users: bursts and lulls, which a server with a queue answers worse than an even
 * stream of the same rate.
 */
export const ARRIVALS = ['even', 'poisson'] as const;
export type Arrivals = (typeof ARRIVALS)[number];

/**
 * Every round draws the same Poisson schedule: head and base, every process, meet the same bursts at
 * the same moments of their rounds, so the draw is no difference between them.
 */
const POISSON_SEED = 20_261_128;

/**
 * When each of `count` requests is meant to leave, in ms from the first, at `ratePerSecond` on
 * average: request i at i / rate when even; the sum of i exponential gaps of mean 1 / rate when
 * Poisson. The count is the schedule's, whatever the draw: a round sends as many requests either way.
 */
export function arrivalOffsetsMs(arrivals: Arrivals, ratePerSecond: number, count: number): Float64Array {
  const meanGapMs = 1000 / ratePerSecond;
  const offsets = new Float64Array(count);
  if (arrivals === 'even') {
    for (let index = 0; index < count; index++) offsets[index] = index * meanGapMs;
    return offsets;
  }
  const random = seededRandom(POISSON_SEED);
  for (let index = 1; index < count; index++) {
    // 1 - u keeps the logarithm's argument in (0, 1].
    offsets[index] = offsets[index - 1]! - meanGapMs * Math.log(1 - random.uniform());
  }
  return offsets;
}
