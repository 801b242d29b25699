import type { ChangeInterval, Verdict } from '../gate/gate-types.ts';

/** Requests per second: higher is better. Latency: lower is better. */
export type Direction = 'higher-is-better' | 'lower-is-better';

/**
 * Verdict for a change interval against a threshold ("horizon", after google/tachometer's stats.ts),
 * drawn here for a metric where higher is better (for latency and counts mirror the picture). The
 * gate asks one question: is the head worse by more than the threshold? An interval clear of
 * -threshold answers it; +threshold only names an improvement, and bounds nothing.
 *
 *      worse                                        better
 * ────────────────┼─────────────┼─────────────┼───────────
 *            -threshold         0        +threshold
 *    [────•────]  │             │             │             regression: all below 0, estimate (•)
 *          [────•─┼─────────]   │             │             regression: estimate beyond -threshold
 *                 │  [─────•────┼─────────]   │             unchanged: a loss beyond -threshold ruled out
 *                 │  [──────────┼───•─────────┼─────────]   unchanged: however far above +threshold it reaches
 *                 │             │  [──────────┼──•─────]    improvement: mirror of regression
 *          [──────┼──────────•──┼───────]     │             inconclusive: a loss beyond -threshold not ruled out
 *
 * Requiring the estimate beyond the threshold, not the whole interval, keeps small but certain
 * losses from failing a pull request while a large loss with some uncertainty still fails; an
 * improvement is named on the same terms, so that a baseline a little off (a stored one, another
 * run) is not called a gain, and reads `unchanged` however sure its small gain. A
 * comparison whose interval already clears -threshold is decided: the question is answered, and
 * measuring it further could only ask how much better the head is, which no verdict depends on (a
 * real 4% gain ran every pull request to its last process while the gate asked for an upper bound
 * under +threshold). The intervals hold at every look whatever stops the looking
 * (sequential-boundary.ts), so stopping here spends no error: a true loss beyond the threshold
 * reads `unchanged` only when its interval misses it, as before.
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
  if (better.lower > -thresholdFraction) return 'unchanged';
  return 'inconclusive';
}
