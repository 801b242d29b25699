import { median } from 'simple-statistics';

/** The median, or NaN for no values: a figure with no valid round shows as missing, not as an error. */
export function medianOrNaN(values: number[]): number {
  return values.length === 0 ? Number.NaN : median(values);
}
