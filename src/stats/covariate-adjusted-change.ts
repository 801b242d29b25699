import { mean } from 'simple-statistics';
import type { ChangeInterval } from '../gate/gate-types.ts';
import { welchLogChange } from './t-interval.ts';

/** One server process's log figure for the subject and for the reference of the same block. */
export interface ProcessPair {
  subjectLog: number;
  referenceLog: number;
}

export interface AdjustedChange {
  change: ChangeInterval;
  /** The fitted slope: 0 is the subject alone, 1 is the subject/reference ratio. */
  slope: number;
  /** Pearson correlation of subject and reference logs within each side, pooled. */
  correlation: number;
}

/**
 * Regression adjustment (CUPED: Deng, Xu, Kohavi & Walker, "Improving the sensitivity of online
 * controlled experiments by utilizing pre-experiment data", WSDM 2013; for experiments, Lin,
 * "Agnostic notes on regression adjustments", Ann. Appl. Stat. 7, 2013). The subject's log is
 * corrected by the reference's log scaled by a slope fitted to the data:
 *
 *     adjusted = log subject - slope * (log reference - mean log reference over both sides)
 *
 * Dividing by the reference (slope 1) removes a change of machine speed entirely but adds the
 * reference's own noise; the subject alone (slope 0) adds none but keeps every drift. The fitted
 * slope (pooled within-side covariance over the reference's variance) takes the share of the
 * reference's movement that the subject really shares, so the variance left is (1 - ρ²) of the
 * subject's. The interval is then Welch's on the adjusted logs; it ignores the slope's own
 * uncertainty, a small effect with dozens of processes, and the calibration checks its coverage.
 */
export function covariateAdjustedChange(
  current: ProcessPair[],
  baseline: ProcessPair[],
  confidence: number,
): AdjustedChange {
  const centred = (pairs: ProcessPair[]) => {
    const subjectMean = mean(pairs.map((pair) => pair.subjectLog));
    const referenceMean = mean(pairs.map((pair) => pair.referenceLog));
    return pairs.map((pair) => ({
      subject: pair.subjectLog - subjectMean,
      reference: pair.referenceLog - referenceMean,
    }));
  };
  const pooled = [...centred(current), ...centred(baseline)];
  const covariance = pooled.reduce((sum, pair) => sum + pair.subject * pair.reference, 0);
  const referenceSquares = pooled.reduce((sum, pair) => sum + pair.reference ** 2, 0);
  const subjectSquares = pooled.reduce((sum, pair) => sum + pair.subject ** 2, 0);
  const slope = referenceSquares > 0 ? covariance / referenceSquares : 0;
  const correlation =
    referenceSquares > 0 && subjectSquares > 0
      ? covariance / Math.sqrt(referenceSquares * subjectSquares)
      : 0;
  const grandReferenceMean = mean([...current, ...baseline].map((pair) => pair.referenceLog));
  const adjust = (pairs: ProcessPair[]) =>
    pairs.map((pair) => pair.subjectLog - slope * (pair.referenceLog - grandReferenceMean));
  return { change: welchLogChange(adjust(current), adjust(baseline), confidence), slope, correlation };
}
