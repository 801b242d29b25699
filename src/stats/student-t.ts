import { gammaln } from 'simple-statistics';

/**
 * Student's t distribution for any real degrees of freedom, as the Welch–Satterthwaite
 * approximation gives non-integer ones. simple-statistics has no t quantile, so it is built here
 * on the regularized incomplete beta function.
 */

/** Enough for the continued fraction at df up to about 1e8; it needs O(sqrt(df)) terms (NR §6.4). */
const MAX_CONTINUED_FRACTION_TERMS = 100_000;
const RELATIVE_EPSILON = 1e-15;
/** Stands in for zero in Lentz's method so no division by zero occurs (NR §5.2). */
const TINY = 1e-300;

/**
 * Continued fraction of the incomplete beta function, evaluated with the modified Lentz method.
 * Source: Numerical Recipes (Press et al., 3rd ed.) §6.4 `betacf`, eqs. 6.4.5–6.4.6;
 * Abramowitz & Stegun 26.5.8.
 */
function incompleteBetaContinuedFraction(x: number, a: number, b: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_CONTINUED_FRACTION_TERMS; m++) {
    const m2 = 2 * m;
    // Even step d_{2m} of eq. 6.4.6.
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    // Odd step d_{2m+1}.
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < RELATIVE_EPSILON) return h;
  }
  throw new RangeError(`incomplete beta continued fraction did not converge for a=${a}, b=${b}, x=${x}`);
}

/**
 * Regularized incomplete beta I_x(a, b). Source: Numerical Recipes §6.4 `betai`, eq. 6.4.1 for the
 * prefactor and the symmetry I_x(a, b) = 1 - I_{1-x}(b, a) (eq. 6.4.3) to evaluate the continued
 * fraction where it converges fast, x < (a + 1) / (a + b + 2).
 */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  if (!(a > 0 && b > 0)) throw new RangeError(`incomplete beta needs a > 0 and b > 0, got a=${a}, b=${b}`);
  if (!(x >= 0 && x <= 1)) throw new RangeError(`incomplete beta needs 0 <= x <= 1, got ${x}`);
  if (x === 0 || x === 1) return x;
  const logPrefactor = gammaln(a + b) - gammaln(a) - gammaln(b) + a * Math.log(x) + b * Math.log1p(-x);
  const prefactor = Math.exp(logPrefactor);
  if (x < (a + 1) / (a + b + 2)) return (prefactor * incompleteBetaContinuedFraction(x, a, b)) / a;
  return 1 - (prefactor * incompleteBetaContinuedFraction(1 - x, b, a)) / b;
}

function checkDegreesOfFreedom(df: number): void {
  if (!(df > 0 && Number.isFinite(df)))
    throw new RangeError(`degrees of freedom must be a finite number > 0, got ${df}`);
}

/**
 * P(T > t) for t >= 0. Computed directly rather than as 1 - CDF so that small tail probabilities
 * keep their precision. Source: Abramowitz & Stegun 26.7.1 with 26.5.27, i.e.
 * P(T > t) = I_{df/(df+t²)}(df/2, 1/2) / 2 (Numerical Recipes eq. 6.14.10).
 */
function upperTailProbability(t: number, df: number): number {
  return 0.5 * regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** Cumulative distribution function of Student's t with `df` degrees of freedom. */
export function studentTCdf(t: number, df: number): number {
  checkDegreesOfFreedom(df);
  if (Number.isNaN(t)) throw new RangeError('t must be a number');
  const tail = upperTailProbability(Math.abs(t), df);
  return t >= 0 ? 1 - tail : tail;
}

/**
 * Quantile (inverse CDF) of Student's t: the t with P(T <= t) = probability. The CDF is monotone,
 * so bisection on the upper tail always converges; it costs about 60 tail evaluations, cheap
 * beside a benchmark round.
 */
export function studentTQuantile(probability: number, df: number): number {
  checkDegreesOfFreedom(df);
  if (!(probability > 0 && probability < 1))
    throw new RangeError(`probability must be in (0, 1), got ${probability}`);
  if (probability === 0.5) return 0;
  if (probability < 0.5) return -studentTQuantile(1 - probability, df);
  const tail = 1 - probability;
  let low = 0;
  let high = 1;
  while (upperTailProbability(high, df) > tail) {
    low = high;
    high *= 2;
    // Only for df far below 1 with an extreme probability: t² would overflow, so the quantile
    // is out of reach of doubles and is reported as infinite (an interval that says nothing).
    if (!Number.isFinite(high * high)) return Number.POSITIVE_INFINITY;
  }
  // Stop at a relative precision far finer than any interval we print.
  while (high - low > 1e-12 * high) {
    const middle = (low + high) / 2;
    if (upperTailProbability(middle, df) > tail) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
