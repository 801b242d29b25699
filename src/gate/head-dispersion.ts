import { pairedDispersion } from '../stats/paired-dispersion.ts';
import type { HeadDispersion } from './gate-types.ts';

/**
 * The head's spread across processes against its base's, for a comparison of `thresholdFraction`
 * (paired-dispersion.ts). The margin is half the threshold, in logs: a head whose processes stray
 * from their median by half a threshold more than the base's, on average, sends a user a slow
 * process often enough to matter, while counts that differ by a few instructions fail nobody.
 */
export function headDispersion(
  pairs: ReadonlyArray<{ first: number; second: number }>,
  confidence: number,
  thresholdFraction: number,
): HeadDispersion | undefined {
  const headLogs = pairs.map((pair) => pair.first);
  const baseLogs = pairs.map((pair) => pair.second);
  const test = pairedDispersion(headLogs, baseLogs, confidence, Math.log1p(thresholdFraction) / 2);
  if (!test) return undefined;
  return { ...test, headFigures: headLogs.map(Math.exp), baseFigures: baseLogs.map(Math.exp) };
}
