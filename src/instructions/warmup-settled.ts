import { median } from 'simple-statistics';
import type { InstructionSettings } from '../results/instruction-counting.ts';

type SettleRule = Pick<InstructionSettings, 'minWarmupChunks' | 'settleTolerance' | 'settledChunks'>;

/**
 * Whether a warm-up's chunks show a settled count: enough chunks, and the last `settledChunks`
 * of them within `settleTolerance` of their median. While V8 still compiles and optimises, the
 * count per request falls chunk after chunk (http-node: ~455k, 505k, 184k, 103k, 76k, then ~64k
 * give or take 2%), so a count taken too early measures the JIT, not the server.
 */
export function warmupSettled(chunkCountsPerRequest: number[], rule: SettleRule): boolean {
  if (chunkCountsPerRequest.length < Math.max(rule.minWarmupChunks, rule.settledChunks)) return false;
  const last = chunkCountsPerRequest.slice(-rule.settledChunks);
  const middle = median(last);
  return last.every((count) => Math.abs(count / middle - 1) <= rule.settleTolerance);
}
