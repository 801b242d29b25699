import type { Direction } from './classify-change.ts';

export interface PublishedMethodVerdict {
  /** (measured - baseline) / baseline: 0.05 means 5 percent higher. */
  changeFraction: number;
  regression: boolean;
}

/**
 * The method behind the published tables, kept so calibration can compare our gate with it: one run
 * per server, its raw figure against the baseline's raw figure, a regression when the percent
 * difference is worse than the threshold. No interval, no reference server, no repetition.
 */
export function publishedMethodVerdict(
  measured: number,
  baseline: number,
  thresholdFraction: number,
  direction: Direction,
): PublishedMethodVerdict {
  if (!(measured > 0 && baseline > 0 && Number.isFinite(measured) && Number.isFinite(baseline))) {
    throw new RangeError(
      `measured and baseline must be positive finite numbers, got ${measured} and ${baseline}`,
    );
  }
  const changeFraction = (measured - baseline) / baseline;
  const worseBy = direction === 'higher-is-better' ? -changeFraction : changeFraction;
  return { changeFraction, regression: worseBy > thresholdFraction };
}
