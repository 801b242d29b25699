import { median } from 'simple-statistics';
import type { InstructionSettings } from '../results/instruction-counting.ts';

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
 * Measured chunks this many tolerances from their median are odd. Of every settled process
 * recorded, the second farthest measured chunk lay at most 0.45% from the median for mion; for
 * http-node 1.55%, or 11% in a process whose late spike spanned two chunks (100,341, 68,773, then
 * 60,518, 61,802, 60,687); express's, settled by chance, 3.8% and 4.2%, with a chunk between.
 */
const MEASURED_SWING_TOLERANCES = 1.5;

/**
 * How far the measured chunks swing (the median of their changes from chunk to chunk, as a
 * fraction) when they go up and down: two odd chunks (beyond 1.5 tolerances of their median) with
 * a chunk within the tolerance between them. The median outvotes one odd chunk, or a spike that
 * decays over two (a late tier-up); up, back and up again is a swing, and a warm-up that settled by
 * chance on chunks that happened to agree (express: 643,925, 655,727, 641,394, then 613,340,
 * 638,107, 606,877, 640,837, 614,864), whose median is whichever side of the swing won.
 */
export function measuredChunksSwing(measuredCountsPerRequest: number[], rule: SwingRule): number | undefined {
  const middle = median(measuredCountsPerRequest);
  const distances = measuredCountsPerRequest.map((count) => Math.abs(count / middle - 1));
  const odd = distances.flatMap((distance, index) =>
    distance > MEASURED_SWING_TOLERANCES * rule.settleTolerance ? [index] : [],
  );
  const backBetween = odd.some((index, at) =>
    odd
      .slice(at + 1)
      .some((later) =>
        distances.slice(index + 1, later).some((distance) => distance <= rule.settleTolerance),
      ),
  );
  if (!backBetween) return undefined;
  const changes = measuredCountsPerRequest
    .slice(1)
    .map((count, index) => Math.abs(count / measuredCountsPerRequest[index]! - 1));
  return median(changes);
}
