import { median } from 'simple-statistics';
import type { InstructionSettings } from './instruction-settings.ts';

type SwingRule = Pick<InstructionSettings, 'settleTolerance'>;

/**
 * Chunks a swing must last before a warm-up is refused for it. fastify's hello swung 2-8% for six
 * chunks (59,404, 58,241, 61,190, 59,891, 57,456, 61,814) and then settled at 57,500-58,000;
 * express's swung for all 20 chunks counted. Ten tell them apart (docs/instructions.md).
 */
export const SWING_WINDOW_CHUNKS = 10;

/**
 * How far a warm-up's last chunks swing from one to the next (the median of their changes, as a
 * fraction) when they show a count that will not settle, or undefined while it may still settle.
 * Two things keep a count from settling. While V8 still optimises, the count falls, with a spike
 * now and then (a tier-up): that ends. When the server's garbage is collected every few thousand
 * requests, the count swings up and down around a level that no longer falls, as each chunk holds
 * more or less of a collection: that never ends (express 5 hello: 606,877, 640,837, 614,864,
 * 642,884, 605,395, 671,768... for 20 chunks of 2,000 requests).
 * Swinging: over the last SWING_WINDOW_CHUNKS chunks the lowest count of the later half is not
 * below the earlier half's by more than the tolerance (the level no longer falls), all changes from
 * chunk to chunk but one are larger than the tolerance, and their direction turns at least 6 times
 * in 9 changes: up, down, up, down, as a JIT warm-up never does for that long.
 */
export function warmupSwings(chunkCountsPerRequest: number[], rule: SwingRule): number | undefined {
  const window = chunkCountsPerRequest.slice(-SWING_WINDOW_CHUNKS);
  if (window.length < SWING_WINDOW_CHUNKS) return undefined;
  const half = SWING_WINDOW_CHUNKS / 2;
  const earlier = Math.min(...window.slice(0, half));
  const later = Math.min(...window.slice(half));
  if (later < earlier * (1 - rule.settleTolerance)) return undefined;
  const changes = window.slice(1).map((count, index) => count / window[index]! - 1);
  const large = changes.filter((change) => Math.abs(change) > rule.settleTolerance).length;
  const turns = changes
    .slice(1)
    .filter((change, index) => Math.sign(change) !== Math.sign(changes[index]!)).length;
  if (large < changes.length - 1 || turns < changes.length - 3) return undefined;
  return median(changes.map(Math.abs));
}

/**
 * Measured chunks that disagree by this many tolerances swing. Of every settled process recorded,
 * the second farthest measured chunk lay at most 1.55% from the median (http-node, 2026-11-27;
 * mion at most 0.45%); express's, settled by chance, 3.8% and 4.2%.
 */
const MEASURED_SWING_TOLERANCES = 1.5;

/**
 * How far the measured chunks swing (the median of their changes from chunk to chunk, as a
 * fraction) when more than one of them lies beyond 1.5 tolerances of their median, or undefined.
 * The median of the measured chunks outvotes one odd chunk (a late tier-up, a collection); when
 * two or more disagree, the warm-up settled by chance on chunks that happened to agree (express:
 * 643,925, 655,727, 641,394, then 613,340, 638,107, 606,877, 640,837, 614,864) and the median is
 * whichever side of the swing won.
 */
export function measuredChunksSwing(measuredCountsPerRequest: number[], rule: SwingRule): number | undefined {
  const middle = median(measuredCountsPerRequest);
  const distances = measuredCountsPerRequest.map((count) => Math.abs(count / middle - 1));
  const beyond = distances.filter(
    (distance) => distance > MEASURED_SWING_TOLERANCES * rule.settleTolerance,
  ).length;
  if (beyond <= 1) return undefined;
  const changes = measuredCountsPerRequest
    .slice(1)
    .map((count, index) => Math.abs(count / measuredCountsPerRequest[index]! - 1));
  return median(changes);
}
