import { slowProcessTest } from '../stats/slow-process-test.ts';
import type { Direction } from '../stats/classify-change.ts';
import type { HeadDispersion } from './gate-types.ts';

/**
 * Is one head process much slower than the rest (slow-process-test.ts)? Taken at the one-look level
 * of a comparison's share of the error budget: the test is read once, at the look where the gate
 * stops, so that share is what it spends.
 */
export function headDispersion(
  pairs: ReadonlyArray<{ first: number; second: number }>,
  confidence: number,
  direction: Direction,
): HeadDispersion | undefined {
  const headLogs = pairs.map((pair) => pair.first);
  const baseLogs = pairs.map((pair) => pair.second);
  const sign = direction === 'higher-is-better' ? 1 : -1;
  const test = slowProcessTest(
    pairs.map((pair) => sign * (pair.first - pair.second)),
    confidence,
  );
  if (!test) return undefined;
  return { ...test, headFigures: headLogs.map(Math.exp), baseFigures: baseLogs.map(Math.exp) };
}
