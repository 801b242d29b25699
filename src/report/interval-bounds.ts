import type { ChangeInterval } from '../gate/gate-types.ts';

/**
 * An interval whose upper end is more than four times its lower one (as factors, 1 + bound) says the
 * processes could not bound the change at all: a crashing head's confirmation read "−99.6% to
 * +25163.8%". Such an interval is written in words, never as five-digit percentages.
 */
const MOST_FACTOR_RANGE = 4;

export function tooWideToBound(change: Pick<ChangeInterval, 'lower' | 'upper'>): boolean {
  if (!Number.isFinite(change.lower) || !Number.isFinite(change.upper)) return true;
  return change.lower <= -1 || (1 + change.upper) / (1 + change.lower) > MOST_FACTOR_RANGE;
}
