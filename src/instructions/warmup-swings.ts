import type { InstructionSettings } from './instruction-settings.ts';

type SwingRule = Pick<InstructionSettings, 'settleTolerance' | 'settledChunks'>;

/**
 * How far a warm-up's last chunks swing from one to the next (the median of their changes, as a
 * fraction) when they show a count that will not settle, or undefined while it may still settle.
 * Two things keep a count from settling. While V8 still optimises, the count falls, with a spike
 * now and then (a tier-up): that ends. When the server's garbage is collected every few thousand
 * requests, the count swings up and down around a level that no longer falls, as each chunk holds
 * more or less of a collection: that never ends (express 5 hello: 606,877, 640,837, 614,864,
 * 642,884, 605,395, 671,768... for 20 chunks of 2,000 requests; docs/instructions.md).
 * Swinging: over the last 2 × `settledChunks` chunks the lowest count of the later half is not
 * below the earlier half's by more than the tolerance (the level no longer falls), and of the
 * changes from chunk to chunk all but one are larger than the tolerance and their direction turns
 * at least `settledChunks` times. A JIT warm-up meets the first condition only once it has settled.
 */
export function warmupSwings(chunkCountsPerRequest: number[], rule: SwingRule): number | undefined {
  const window = chunkCountsPerRequest.slice(-2 * rule.settledChunks);
  if (window.length < 2 * rule.settledChunks) return undefined;
  const earlier = Math.min(...window.slice(0, rule.settledChunks));
  const later = Math.min(...window.slice(rule.settledChunks));
  if (later < earlier * (1 - rule.settleTolerance)) return undefined;
  const changes = window.slice(1).map((count, index) => count / window[index]! - 1);
  const large = changes.filter((change) => Math.abs(change) > rule.settleTolerance).length;
  const turns = changes
    .slice(1)
    .filter((change, index) => Math.sign(change) !== Math.sign(changes[index]!)).length;
  if (large < changes.length - 1 || turns < rule.settledChunks) return undefined;
  const sizes = changes.map(Math.abs).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)];
}
