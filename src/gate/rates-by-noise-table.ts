// Written by npm run simulate:noise (evidence/trials/rates-by-noise.ts); test/gate/rates-by-noise.test.ts holds it.
import type { NoiseRateRow } from './noise-rate-row.ts';

/** The gate at its defaults, three scenarios, 1000 simulated pull requests a cell, by pair spread. */
export const RATES_BY_PAIR_SPREAD: NoiseRateRow[] = [
  { pairSpread: 0.0206, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0415, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0851, unchangedFails: 0.008, lossCaught90: 0.06 },
  { pairSpread: 0.1283, unchangedFails: 0.015, lossCaught90: 0.06 },
  { pairSpread: 0.1606, unchangedFails: 0.017, lossCaught90: 0.06 },
  { pairSpread: 0.2151, unchangedFails: 0.119, lossCaught90: 0.06 },
  { pairSpread: 0.2689, unchangedFails: 0.477, lossCaught90: 0.06 },
  { pairSpread: 0.3233, unchangedFails: 0.994, lossCaught90: 0.05 },
];
