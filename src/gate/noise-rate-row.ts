/**
 * What the gate does at one pair spread, simulated at its defaults (evidence/trials/rates-by-noise.ts):
 * the share of unchanged pull requests whose check fails, and the smallest loss in one scenario that
 * fails 9 times in 10. A report places its own run's spread among these rows.
 */
export interface NoiseRateRow {
  pairSpread: number;
  unchangedFails: number;
  lossCaught90?: number;
}

/**
 * The row a run's spread falls in: the first simulated at that spread or above, so the rates a
 * report quotes are never better than its own noise earned; undefined beyond the last.
 */
export function noiseRowFor(rows: readonly NoiseRateRow[], pairSpread: number): NoiseRateRow | undefined {
  return rows.find((row) => row.pairSpread >= pairSpread);
}
