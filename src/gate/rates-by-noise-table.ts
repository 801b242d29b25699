// Written by npm run simulate:noise (scripts/rates-by-noise.ts); test/gate/rates-by-noise.test.ts holds it.
import type { NoiseRateRow } from './noise-rate-row.ts';

/** The gate at its defaults, three scenarios, 400 simulated pull requests a cell, by pair spread. */
export const RATES_BY_PAIR_SPREAD: NoiseRateRow[] = [
  { pairSpread: 0.0197, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0402, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0838, unchangedFails: 0.0625, lossCaught90: 0.06 },
  { pairSpread: 0.1244, unchangedFails: 0.345, lossCaught90: 0.08 },
  { pairSpread: 0.1537, unchangedFails: 0.5225, lossCaught90: 0.06 },
  { pairSpread: 0.2081, unchangedFails: 0.7225, lossCaught90: 0.05 },
  { pairSpread: 0.2578, unchangedFails: 0.895, lossCaught90: 0.05 },
  { pairSpread: 0.3137, unchangedFails: 0.995, lossCaught90: 0.05 },
];
