/**
 * Loop iterations per request that add `wantedRise` (0.003 for 0.3%) to a server's instructions per
 * request. A loop's cost is not proportional to its length: a probe of 1,000 iterations priced one
 * at 35.76 instructions, yet 8 iterations added 0.19–0.20% of 95,733 (about 23 each) and 14 added
 * 0.36–0.45%. A short loop has a fixed part besides its cost per iteration (negative here: the hook
 * with no iterations is compiled differently). So a second probe near the wanted size measures what
 * that size really adds, and the count moves from there along the long probe's slope:
 *
 *   added(n) = nearAdded + perIteration · (n − nearIterations)
 *   n        = nearIterations + (wantedRise · plainInstructions − nearAdded) / perIteration
 *
 * At least one iteration, so that a condition named for a rise never injects nothing.
 */
export function iterationsForRise(probe: {
  wantedRise: number;
  plainInstructions: number;
  perIteration: number;
  nearIterations: number;
  nearAdded: number;
}): number {
  const { wantedRise, plainInstructions, perIteration, nearIterations, nearAdded } = probe;
  if (!(perIteration > 0)) throw new RangeError(`perIteration must be positive, got ${perIteration}`);
  const iterations = nearIterations + (wantedRise * plainInstructions - nearAdded) / perIteration;
  return Math.max(1, Math.round(iterations));
}
