/**
 * One figure for a server's event loop over its turn at a rate, from the longest delay of each
 * 100 ms window: the second-longest window. A loop blocked again and again (a timer's 20 ms pause
 * each second comes two or three times in a turn) shows at its full length; one stall of the
 * machine or one long garbage collection, which moves an unchanged server's longest window from
 * 6 to 24 ms between processes, does not. NaN for a turn of fewer than two windows (no monitor).
 */
export function turnEventLoopDelayMs(windowsMs: readonly number[]): number {
  if (windowsMs.length < 2) return Number.NaN;
  const longestFirst = [...windowsMs].sort((a, b) => b - a);
  return longestFirst[1]!;
}
