import { seededRandom } from './seeded-random.ts';
import { studentTQuantile } from './student-t.ts';

/**
 * Null sequences simulated per boundary. The per-look level sits near the 1/(looks × comparisons)
 * tail; with 40,000 sequences a family level of 0.05/6 still rests on over 300 crossings, which puts
 * the boundary's own Monte Carlo error under a hundredth of a t quantile.
 */
const NULL_SEQUENCES = 40_000;
/** Fixed, so that the same plan gives the same intervals on every run and machine. */
const BOUNDARY_SEED = 20_240_924;
/** Bisection steps on the per-look level: 2^-30 of its range is far below the Monte Carlo error. */
const BISECTION_STEPS = 30;

const cache = new Map<string, number>();

/**
 * The per-look confidence of repeated confidence intervals with a constant nominal level across
 * looks (Pocock, "Group sequential methods in the design and analysis of clinical trials",
 * Biometrika 64, 1977; as intervals: Jennison & Turnbull, "Interim analyses: the repeated confidence
 * interval approach", JRSS B 51, 1989). A gate that looks at its samples after `lookSizes[0]`, then
 * after each following size, and stops whenever it likes, covers the true change at every look at
 * once with probability `familyConfidence` when each look's two-sided t interval is taken at the
 * returned level. Any stopping rule and any decision read from the intervals then keep that level:
 * the gate may look again while a metric is inconclusive without inflating its error rates.
 *
 * The level is found by simulation: under no change, the one-sample t statistic of normal
 * samples does not depend on their spread, so standard normal sequences suffice. The per-look
 * level is bisected until the share of sequences that cross at any look equals 1 - familyConfidence.
 * Pocock's constant level, rather than O'Brien–Fleming's, because the gate's decisions come
 * early: at 8 pairs most pull requests are decided, and O'Brien–Fleming's early looks are nearly
 * blind.
 */
export function repeatedLookConfidence(lookSizes: number[], familyConfidence: number): number {
  if (!(familyConfidence > 0 && familyConfidence < 1))
    throw new RangeError(`confidence must be in (0, 1), got ${familyConfidence}`);
  if (
    lookSizes.length === 0 ||
    lookSizes.some((size, index) => !(size >= 2) || size <= (lookSizes[index - 1] ?? 0))
  )
    throw new RangeError(`look sizes must rise from at least 2, got ${lookSizes.join(', ')}`);
  if (lookSizes.length === 1) return familyConfidence;
  const key = `${lookSizes.join(',')}@${familyConfidence}`;
  const known = cache.get(key);
  if (known !== undefined) return known;

  const statistics = nullLookStatistics(lookSizes);
  const familyAlpha = 1 - familyConfidence;
  // The per-look level lies between Bonferroni's (alpha / looks: never crosses too often) and a
  // single look's (alpha: always does with more than one look).
  let low = familyAlpha / lookSizes.length;
  let high = familyAlpha;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = (low + high) / 2;
    if (crossingShare(statistics, lookSizes, middle) > familyAlpha) high = middle;
    else low = middle;
  }
  const confidence = 1 - low;
  cache.set(key, confidence);
  return confidence;
}

/** |t| at each look of each simulated null sequence, flat: sequence by sequence, look by look. */
function nullLookStatistics(lookSizes: number[]): Float64Array {
  const random = seededRandom(BOUNDARY_SEED);
  const looks = lookSizes.length;
  const statistics = new Float64Array(NULL_SEQUENCES * looks);
  for (let sequence = 0; sequence < NULL_SEQUENCES; sequence++) {
    let count = 0;
    let sum = 0;
    let sumOfSquares = 0;
    for (let look = 0; look < looks; look++) {
      for (; count < lookSizes[look]!; count++) {
        const value = random.normal();
        sum += value;
        sumOfSquares += value * value;
      }
      const mean = sum / count;
      const variance = (sumOfSquares - count * mean * mean) / (count - 1);
      statistics[sequence * looks + look] = Math.abs(mean) / Math.sqrt(variance / count);
    }
  }
  return statistics;
}

/** The share of sequences whose |t| passes the two-sided level-`alpha` quantile at some look. */
function crossingShare(statistics: Float64Array, lookSizes: number[], alpha: number): number {
  const looks = lookSizes.length;
  const critical = lookSizes.map((size) => studentTQuantile(1 - alpha / 2, size - 1));
  let crossed = 0;
  for (let sequence = 0; sequence < NULL_SEQUENCES; sequence++) {
    for (let look = 0; look < looks; look++) {
      if (statistics[sequence * looks + look]! > critical[look]!) {
        crossed++;
        break;
      }
    }
  }
  return crossed / NULL_SEQUENCES;
}
