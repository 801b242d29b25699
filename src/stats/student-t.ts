import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';

/**
 * The Student t quantile for any real degrees of freedom, as the Welch–Satterthwaite
 * approximation gives non-integer ones. simple-statistics has none; @stdlib's is maintained,
 * tested against reference implementations, and Apache-2.0 licensed.
 */
export function studentTQuantile(probability: number, df: number): number {
  if (!(df > 0 && Number.isFinite(df)))
    throw new RangeError(`degrees of freedom must be a finite number > 0, got ${df}`);
  if (!(probability > 0 && probability < 1))
    throw new RangeError(`probability must be in (0, 1), got ${probability}`);
  return tQuantile(probability, df);
}

/** The two-sided p-value of a Student t statistic: P(|T| ≥ |t|) with `df` degrees of freedom. */
export function studentTTwoSidedP(t: number, df: number): number {
  if (!(df > 0 && Number.isFinite(df)))
    throw new RangeError(`degrees of freedom must be a finite number > 0, got ${df}`);
  if (Number.isNaN(t)) return 1;
  return 2 * tCdf(-Math.abs(t), df);
}
