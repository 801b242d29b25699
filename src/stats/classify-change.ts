import type { ChangeInterval, Verdict } from '../gate/gate-types.ts';

/** Requests per second: higher is better. Latency: lower is better. */
export type Direction = 'higher-is-better' | 'lower-is-better';

/**
 * Verdict for a change interval against a threshold ("horizon", after google/tachometer's stats.ts),
 * drawn here for a metric where higher is better (for latency mirror the picture):
 *
 *      worse                                        better
 * ────────────────┼─────────────┼─────────────┼───────────
 *            -threshold         0        +threshold
 *    [────•────]  │             │             │           regression: all below 0, estimate (•)
 *          [────•─┼─────────]   │             │           regression: estimate beyond -threshold
 *                 │  [─────•────┼─────────]   │           unchanged: inside ±threshold
 *                 │             │  [──────────┼──•─────]  improvement: mirror of regression
 *          [──────┼──────────•──┼─────────────┼──────]    inconclusive: too wide to tell
 *                 │             │ [─────•─────┼─────────] inconclusive: above 0, estimate inside
 *
 * Requiring the estimate beyond the threshold, not the whole interval, keeps small but certain
 * changes from failing a pull request while a large change with some uncertainty still fails.
 */
export function classifyChange(
  interval: ChangeInterval,
  thresholdFraction: number,
  direction: Direction,
): Verdict {
  if (!(thresholdFraction >= 0))
    throw new RangeError(`threshold must be a fraction >= 0, got ${thresholdFraction}`);
  // Orient so that positive means better; negating keeps the threshold symmetric.
  const better =
    direction === 'higher-is-better'
      ? interval
      : { estimate: -interval.estimate, lower: -interval.upper, upper: -interval.lower };
  if (better.upper < 0 && better.estimate < -thresholdFraction) return 'regression';
  if (better.lower > 0 && better.estimate > thresholdFraction) return 'improvement';
  if (better.lower > -thresholdFraction && better.upper < thresholdFraction) return 'unchanged';
  return 'inconclusive';
}
