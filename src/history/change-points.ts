import { mean, sampleVariance } from 'simple-statistics';
import { studentTTwoSidedP } from '../stats/student-t.ts';

/**
 * Change points in a history of one scenario and measure, the way Apache Otava (formerly Hunter,
 * MongoDB's E-divisive means with a t-test in place of permutations) finds them:
 * 1. within windows of `windowLength` points (overlapping by half), the split that maximises the
 *    energy divergence between the points before and after it (Matteson & James's E-divisive
 *    statistic, α = 1) is a candidate; a candidate whose two sides differ by Student's t-test at
 *    p ≤ `maxPValue`, and by at least `minMagnitude`, is kept and each side is split again;
 * 2. every kept point is tested again between its neighbours, and the weakest that no longer passes
 *    is dropped, until all pass.
 * Values are logs, so a change is a ratio; at least `minSegment` points must lie on each side.
 */
export interface ChangePointSettings {
  maxPValue: number;
  /** Fraction: 0.002 means a change of less than 0.2% is never a change point. */
  minMagnitude: number;
  minSegment: number;
  windowLength: number;
}

/**
 * Otava's defaults for the p-value and the window; 3 points a side, so that a step is named by the
 * third commit after it; 0.2% is rustc-perf's floor for a significant change. The rates these give
 * on counted instructions are simulated in test/history/change-point-rates.test.ts
 * (docs/history.md).
 */
export const DEFAULT_CHANGE_POINT_SETTINGS: ChangePointSettings = {
  maxPValue: 0.001,
  minMagnitude: 0.002,
  minSegment: 3,
  windowLength: 50,
};

export interface SplitTest {
  /** exp(mean after − mean before) − 1. */
  change: number;
  pValue: number;
}

/** Indices of the first point of each new level, ascending. */
export function findChangePoints(
  logs: number[],
  settings: ChangePointSettings = DEFAULT_CHANGE_POINT_SETTINGS,
): number[] {
  const found = new Set<number>();
  const step = Math.max(1, Math.floor(settings.windowLength / 2));
  for (let start = 0; start < logs.length; start += step) {
    const end = Math.min(logs.length, start + settings.windowLength);
    splitRecursively(logs, start, end, settings, found);
    if (end === logs.length) break;
  }
  return dropWeakChangePoints(
    logs,
    [...found].sort((a, b) => a - b),
    settings,
  );
}

/** Student's two-sample t-test (pooled variance) of the points before and after a split. */
export function testSplit(before: number[], after: number[]): SplitTest {
  const difference = mean(after) - mean(before);
  const change = Math.expm1(difference);
  const df = before.length + after.length - 2;
  const pooled =
    df <= 0
      ? Number.NaN
      : ((before.length - 1) * varianceOrZero(before) + (after.length - 1) * varianceOrZero(after)) / df;
  if (!(pooled > 0)) return { change, pValue: difference === 0 || Number.isNaN(pooled) ? 1 : 0 };
  const t = difference / Math.sqrt(pooled * (1 / before.length + 1 / after.length));
  return { change, pValue: studentTTwoSidedP(t, df) };
}

function significant(test: SplitTest, settings: ChangePointSettings): boolean {
  return test.pValue <= settings.maxPValue && Math.abs(test.change) >= settings.minMagnitude;
}

function splitRecursively(
  logs: number[],
  start: number,
  end: number,
  settings: ChangePointSettings,
  found: Set<number>,
): void {
  const at = strongestSplit(logs, start, end, settings.minSegment);
  if (at === undefined) return;
  if (!significant(testSplit(logs.slice(start, at), logs.slice(at, end)), settings)) return;
  found.add(at);
  splitRecursively(logs, start, at, settings, found);
  splitRecursively(logs, at, end, settings, found);
}

/**
 * The split of logs[start, end) with the largest E-divisive statistic
 * Q = (m·k/(m+k)) · (2·mean|x−y| − mean|x−x'| − mean|y−y'|), x before and y after it.
 */
function strongestSplit(logs: number[], start: number, end: number, minSegment: number) {
  let best: { at: number; q: number } | undefined;
  for (let at = start + minSegment; at <= end - minSegment; at++) {
    const before = logs.slice(start, at);
    const after = logs.slice(at, end);
    const between = meanAbsoluteDifference(before, after);
    const q =
      ((before.length * after.length) / (before.length + after.length)) *
      (2 * between - meanAbsoluteWithin(before) - meanAbsoluteWithin(after));
    if (!best || q > best.q) best = { at, q };
  }
  return best?.at;
}

function meanAbsoluteDifference(xs: number[], ys: number[]): number {
  let sum = 0;
  for (const x of xs) for (const y of ys) sum += Math.abs(x - y);
  return sum / (xs.length * ys.length);
}

function meanAbsoluteWithin(xs: number[]): number {
  if (xs.length < 2) return 0;
  let sum = 0;
  for (let i = 0; i < xs.length; i++)
    for (let j = i + 1; j < xs.length; j++) sum += Math.abs(xs[i]! - xs[j]!);
  return sum / ((xs.length * (xs.length - 1)) / 2);
}

function varianceOrZero(xs: number[]): number {
  return xs.length < 2 ? 0 : sampleVariance(xs);
}

/** Each change point tested between its neighbours (at most a window away); the weakest failing one goes first. */
function dropWeakChangePoints(logs: number[], points: number[], settings: ChangePointSettings): number[] {
  const kept = [...points];
  for (;;) {
    let weakest: { index: number; pValue: number } | undefined;
    for (let index = 0; index < kept.length; index++) {
      const test = testAround(logs, kept, index, settings.windowLength);
      if (!significant(test, settings) && (!weakest || test.pValue > weakest.pValue))
        weakest = { index, pValue: test.pValue };
    }
    if (!weakest) return kept;
    kept.splice(weakest.index, 1);
  }
}

/** The test of kept[index] on the points between its neighbours, each side at most half a window. */
export function testAround(logs: number[], kept: number[], index: number, windowLength: number): SplitTest {
  const { before, after } = sidesAround(logs, kept, index, windowLength);
  return testSplit(before, after);
}

/** The points between kept[index]'s neighbours (or the ends), each side at most half a window long. */
export function sidesAround(
  logs: number[],
  kept: number[],
  index: number,
  windowLength: number,
): { before: number[]; after: number[] } {
  const at = kept[index]!;
  const half = Math.max(1, Math.floor(windowLength / 2));
  const from = Math.max(kept[index - 1] ?? 0, at - half);
  const to = Math.min(kept[index + 1] ?? logs.length, at + half);
  return { before: logs.slice(from, at), after: logs.slice(at, to) };
}
