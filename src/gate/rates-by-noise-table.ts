// Written by npm run simulate:noise (evidence/trials/rates-by-noise.ts); test/gate/rates-by-noise.test.ts holds it.
import type { NoiseRateRow } from './noise-rate-row.ts';

/** The gate at its defaults, three scenarios, 1000 simulated pull requests a cell, by pair spread. */
export const RATES_BY_PAIR_SPREAD: NoiseRateRow[] = [
  { pairSpread: 0.0208, unchangedFails: 0, lossCaught90: 0.05 },
  { pairSpread: 0.0418, unchangedFails: 0, lossCaught90: 0.05 },
  { pairSpread: 0.0858, unchangedFails: 0.006, lossCaught90: 0.06 },
  { pairSpread: 0.1295, unchangedFails: 0.011, lossCaught90: 0.06 },
  { pairSpread: 0.1626, unchangedFails: 0.017, lossCaught90: 0.06 },
  { pairSpread: 0.2166, unchangedFails: 0.122, lossCaught90: 0.06 },
  { pairSpread: 0.271, unchangedFails: 0.463, lossCaught90: 0.05 },
  { pairSpread: 0.3265, unchangedFails: 0.996, lossCaught90: 0.05 },
];
