// Written by npm run simulate:noise (evidence/trials/rates-by-noise.ts); test/gate/rates-by-noise.test.ts holds it.
import type { NoiseRateRow } from './noise-rate-row.ts';

/** The gate at its defaults, three scenarios, 400 simulated pull requests a cell, by pair spread. */
export const RATES_BY_PAIR_SPREAD: NoiseRateRow[] = [
  { pairSpread: 0.0207, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0415, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0854, unchangedFails: 0.0025, lossCaught90: 0.06 },
  { pairSpread: 0.1288, unchangedFails: 0.0125, lossCaught90: 0.06 },
  { pairSpread: 0.1601, unchangedFails: 0.035, lossCaught90: 0.06 },
  { pairSpread: 0.2159, unchangedFails: 0.21, lossCaught90: 0.06 },
  { pairSpread: 0.2681, unchangedFails: 0.5625, lossCaught90: 0.06 },
  { pairSpread: 0.3213, unchangedFails: 0.995, lossCaught90: 0.05 },
];
