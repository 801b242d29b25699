import type { RoundSample } from './results-types.ts';

/**
 * The rounds a server was loaded alone. Rounds loaded at the same time as another server (paired
 * mode's head and base) ran on a share of the CPU: they tell how the two compare, not how fast
 * either is, so speed figures and stored-baseline comparisons leave them out.
 */
export function roundsLoadedAlone(rounds: RoundSample[]): RoundSample[] {
  return rounds.filter((round) => round.loadedWith === undefined);
}
