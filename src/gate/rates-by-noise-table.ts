// Written by npm run simulate:noise (evidence/trials/rates-by-noise.ts); test/gate/rates-by-noise.test.ts holds it.
import type { NoiseRateRow } from './noise-rate-row.ts';

/** The gate at its defaults, three scenarios, 400 simulated pull requests a cell, by pair spread. */
export const RATES_BY_PAIR_SPREAD: NoiseRateRow[] = [
  { pairSpread: 0.0207, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0415, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0854, unchangedFails: 0.0025, lossCaught90: 0.06 },
  { pairSpread: 0.1288, unchangedFails: 0.0125, lossCaught90: 0.06 },
  { pairSpread: 0.1597, unchangedFails: 0.0225, lossCaught90: 0.06 },
  { pairSpread: 0.216, unchangedFails: 0.0875, lossCaught90: 0.06 },
  { pairSpread: 0.2672, unchangedFails: 0.4925, lossCaught90: 0.06 },
  { pairSpread: 0.3241, unchangedFails: 0.9825, lossCaught90: 0.05 },
];
