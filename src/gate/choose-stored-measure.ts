import type { Measure } from './gate-types.ts';
import { countingDifferences, type CountingConditions } from './counting-conditions.ts';

/**
 * How a compare against a stored baseline judges: by counted instructions, which hold across days
 * and machines, or not at all. Wall time against another day's figures moved by -24% on an unchanged
 * mion (docs/calibration.md, "Across days"): it is measured and shown as context, never gated.
 */
export type StoredChoice =
  { measure: 'instructions'; gated: true } | { measure: 'wall-time'; gated: false; why: string };

export interface StoredMeasureInputs {
  subject: string;
  /** --measure, when the user named one. */
  given?: Measure;
  /** The baseline's counting conditions, when it has counts. */
  baselineCounts?: CountingConditions;
  /** This run's, when valgrind is here. */
  countsHere?: CountingConditions;
}

export function chooseStoredMeasure(inputs: StoredMeasureInputs): StoredChoice {
  const { given, baselineCounts, countsHere } = inputs;
  if (given === 'instructions') return { measure: 'instructions', gated: true };
  const notGated = (why: string): StoredChoice => ({ measure: 'wall-time', gated: false, why });
  if (given === 'wall-time') return notGated('--measure wall-time was asked for');
  if (!baselineCounts) return notGated('the baseline has no instruction counts');
  if (!countsHere) return notGated('valgrind is not installed here to count instructions');
  const differences = countingDifferences(inputs.subject, countsHere, baselineCounts);
  if (differences.length > 0) return notGated(`its counts were taken otherwise: ${differences.join('; ')}`);
  return { measure: 'instructions', gated: true };
}
