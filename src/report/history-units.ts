import type { Measure } from '../gate/gate-types.ts';

/** What a history value of each measure counts. */
export const MEASURE_UNITS: Record<Measure, string> = {
  instructions: 'instructions/request',
  'wall-time': 'requests/s',
};

/** A change as every history text shows it: "+1.00%", "−0.35%" (a true minus sign). */
export function signedPercent(fraction: number): string {
  return `${fraction >= 0 ? '+' : '−'}${Math.abs(fraction * 100).toFixed(2)}%`;
}
