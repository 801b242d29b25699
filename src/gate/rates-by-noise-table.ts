// Written by npm run simulate:noise (evidence/trials/rates-by-noise.ts); test/gate/rates-by-noise.test.ts holds it.
import type { NoiseRateRow } from './noise-rate-row.ts';

/** The gate at its defaults, three scenarios, 400 simulated pull requests a cell, by pair spread. */
export const RATES_BY_PAIR_SPREAD: NoiseRateRow[] = [
  { pairSpread: 0.0203, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0408, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0844, unchangedFails: 0.065, lossCaught90: 0.06 },
  { pairSpread: 0.1277, unchangedFails: 0.3425, lossCaught90: 0.06 },
  { pairSpread: 0.16, unchangedFails: 0.5475, lossCaught90: 0.06 },
  { pairSpread: 0.2127, unchangedFails: 0.77, lossCaught90: 0.05 },
  { pairSpread: 0.2675, unchangedFails: 0.9225, lossCaught90: 0.05 },
  { pairSpread: 0.3165, unchangedFails: 0.985, lossCaught90: 0.05 },
];
