import { mean, sampleStandardDeviation } from 'simple-statistics';
import { studentTQuantile } from './student-t.ts';

/**
 * Is one head process much slower than its pair's base, beyond what the other pairs' spread
 * explains? A head that takes a slow path in a process now and then (a deoptimisation some
 * processes hit, a cache some processes miss) may move its mean by less than the threshold while a
 * user meets the slow process in one restart of eight.
 *
 * Each pair's difference d = head − base (log figures, oriented so that lower is worse) cancels the
 * machine's swings the two sides shared. The slowest pair is set against the others, as a new
 * observation against a normal sample (the studentized deleted residual behind Grubbs' test):
 *
 *     others  ●●●●●●●            mean m, standard deviation s, n − 1 of them
 *     slowest          ←── e ──●  e = m − d_min
 *
 *     t = e / (s·√(1 + 1/(n − 1)))   Student's t with n − 2 degrees of freedom for any one pair,
 *
 * and since the slowest of n was picked, its quantile is taken at α/n (Bonferroni). The head is
 * called erratic when t passes that quantile and the slowest process is more than MARGIN slower
 * than the others: a pair that merely stands out on a quiet machine fails nobody, and a machine
 * whose processes now and then run 20% slow on both sides (heavy tails) rarely makes a head
 * process look 35% slow.
 * Under a pull request that changes nothing, the test flags at most α of scenarios under normal
 * noise whatever its spread (test/stats/slow-process-test.test.ts, and the gate's simulation in
 * docs/statistics.md, "An erratic head").
 */
export interface SlowProcessTest {
  /** e: how much slower (log) the slowest head process is than the other pairs' mean. */
  extraSpreadLog: number;
  /**
   * t and the quantile it must pass: for the slowest of the m pairs a step looks at, Student's t on
   * m − 2 degrees of freedom at (1 − confidence)/(steps·m).
   */
  statistic: number;
  criticalValue: number;
  confidence: number;
  pairs: number;
  /** t beyond its quantile and e beyond the margin. */
  headMoreErratic: boolean;
}

/** A process more than a third slower than the others (ln 1.35): one restart in eight a user notices. */
export const SLOW_PROCESS_MARGIN_LOG = Math.log(1.35);
/** Four pairs give two degrees of freedom, the fewest with a finite quantile worth the name. */
const FEWEST_PAIRS = 4;
const LARGEST_STATISTIC = 1e6;

/**
 * Up to one slow process in four is looked for: the slowest is set against the rest, then, with it
 * set aside, the next slowest against what remains (Rosner's generalised extreme studentized
 * deviate procedure, one-sided), so that slow processes do not hide each other by widening the
 * others' spread. The budget is split evenly between the steps. One in eight missed a head whose
 * processes were ten times as slow in 6 of 24 (t 2.0 against 4.4 at the third step; 72 at the
 * seventh), at a cost of about 2 points of power for one slow process in 8 (docs/statistics.md).
 */
const PAIRS_PER_SLOW_PROCESS = 4;

/**
 * `differences`: head − base per pair, in logs, oriented so that a slower head is lower (for a
 * metric where higher is worse, pass base − head). The result is the first step that finds a slow
 * process, or the first step when none does.
 */
export function slowProcessTest(
  differences: readonly number[],
  confidence: number,
): SlowProcessTest | undefined {
  if (differences.length < FEWEST_PAIRS) return undefined;
  const steps = Math.max(1, Math.floor(differences.length / PAIRS_PER_SLOW_PROCESS));
  const stepConfidence = 1 - (1 - confidence) / steps;
  let remaining = [...differences].sort((a, b) => a - b);
  let first: SlowProcessTest | undefined;
  for (let step = 0; step < steps && remaining.length >= FEWEST_PAIRS; step++) {
    const result = slowestAgainstOthers(remaining, stepConfidence, differences.length, confidence);
    if (result.headMoreErratic) return result;
    first ??= result;
    remaining = remaining.slice(1);
  }
  return first;
}

/** One step: `ascending[0]`, the slowest remaining pair, against the rest. */
function slowestAgainstOthers(
  ascending: readonly number[],
  stepConfidence: number,
  pairs: number,
  confidence: number,
): SlowProcessTest {
  const others = ascending.slice(1);
  const excess = mean(others) - ascending[0]!;
  const spread = sampleStandardDeviation(others) * Math.sqrt(1 + 1 / others.length);
  // Identical other pairs leave no spread: any excess stands out infinitely (JSON has no Infinity).
  const statistic =
    spread > 0 ? Math.min(excess / spread, LARGEST_STATISTIC) : excess > 0 ? LARGEST_STATISTIC : 0;
  const criticalValue = studentTQuantile(1 - (1 - stepConfidence) / ascending.length, ascending.length - 2);
  return {
    extraSpreadLog: excess,
    statistic,
    criticalValue,
    confidence,
    pairs,
    headMoreErratic: statistic > criticalValue && excess > SLOW_PROCESS_MARGIN_LOG,
  };
}
