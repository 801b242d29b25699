// Written by npm run simulate:noise (evidence/trials/rates-by-noise.ts); test/gate/rates-by-noise.test.ts holds it.
import type { NoiseRateRow } from './noise-rate-row.ts';

/** The gate at its defaults, three scenarios, 400 simulated pull requests a cell, by pair spread. */
export const RATES_BY_PAIR_SPREAD: NoiseRateRow[] = [
  { pairSpread: 0.0207, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.0415, unchangedFails: 0, lossCaught90: 0.06 },
  { pairSpread: 0.086, unchangedFails: 0.0075, lossCaught90: 0.06 },
  { pairSpread: 0.1275, unchangedFails: 0.01, lossCaught90: 0.06 },
  { pairSpread: 0.1606, unchangedFails: 0.0175, lossCaught90: 0.06 },
  { pairSpread: 0.2145, unchangedFails: 0.1175, lossCaught90: 0.06 },
  { pairSpread: 0.2685, unchangedFails: 0.4825, lossCaught90: 0.06 },
  { pairSpread: 0.3241, unchangedFails: 0.9925, lossCaught90: 0.05 },
];
