// Written by npm run simulate:noise (evidence/trials/rates-by-noise.ts); test/gate/rates-by-noise.test.ts holds it.
import type { NoiseRateRow } from './noise-rate-row.ts';

/** The gate at its defaults, three scenarios, 1000 simulated pull requests a cell, by pair spread. */
export const RATES_BY_PAIR_SPREAD: NoiseRateRow[] = [
  { pairSpread: 0.0206, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0415, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0852, unchangedFails: 0.008, lossCaught90: 0.06 },
  { pairSpread: 0.1285, unchangedFails: 0.012, lossCaught90: 0.06 },
  { pairSpread: 0.1605, unchangedFails: 0.013, lossCaught90: 0.06 },
  { pairSpread: 0.215, unchangedFails: 0.113, lossCaught90: 0.06 },
  { pairSpread: 0.27, unchangedFails: 0.481, lossCaught90: 0.06 },
  { pairSpread: 0.3233, unchangedFails: 0.993, lossCaught90: 0.05 },
];
