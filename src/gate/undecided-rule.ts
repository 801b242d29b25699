import type { GateSettings } from '../config/config.ts';
import { AT_RATE_METRICS, worseSign } from './gated-metrics.ts';
import { likelyWithinThreshold, samplesToShowWithin } from './detectable-worsening.ts';
import { LIKELY_WITHIN_LEVEL } from '../stats/detectable-change.ts';
import { VALIDATED_AT_RATE_SPREAD_LOG, VALIDATED_SPREAD_LOG } from './gate-defaults.ts';
import { decidingChange, METRIC_LABEL, type ComparedMetric, type MetricComparison } from './gate-types.ts';

/**
 * What the gate does with a comparison it could not decide, once its processes or its time ran out.
 * The check is green only when the run showed the head is not worse (fail closed), so an
 * undecided comparison passes only when the run is 85% sure it lies within the threshold:
 *
 *   estimate at least z₀.₈₅ standard errors inside       -> stays inconclusive: passes, said so
 *   the threshold (LIKELY_WITHIN_LEVEL)
 *   otherwise                                            -> too noisy to rule out a loss: fails
 *                                                           (tooNoisy, verdict error), naming the
 *                                                           spread and what would decide it
 *   spread beyond the validated range                    -> cannot pass (tooNoisy, guardNoise)
 *
 *        worse                                        better
 *   ──────────────┼─────────────┼──────────────────────────
 *            -threshold         0
 *         [──•┼───────────────────]    too noisy to rule out a loss (past it, zero inside)
 *         [───┼──•─────────]    │      too noisy to rule out a loss (not 85% sure within)
 *            [┼──────────•──────┼─]    inconclusive: passes with a notice (85% sure within)
 *
 * Nothing else lets an undecided comparison pass: an interval that holds zero says the run could
 * not tell, not that the head is fine, and noise as wide as the threshold must block the pass
 * rather than excuse the loss (issue 50: with a pass granted whenever the one-look interval held
 * zero, an 8% loss in a scenario whose pairs spread 14% passed in half the pull requests).
 *
 * An undecided comparison is never named a regression, even with its estimate past the threshold:
 * a regression is what an interval at the gate's level shows (compare-paired.ts), and one that
 * shows it is not undecided. Naming the rest by its one-look interval, as the gate did until
 * 2026-11-28, made a regression of noise: the comparisons that reach the last look are those the
 * earlier looks could not call within, so their estimates lean to the worse side, and unchanged
 * pull requests on runners whose pairs spread 18–21% failed as "likely regressions" 0.3–1.3% of the
 * time (docs/statistics.md, "Rates by noise"). They fail as too noisy instead: the same red check,
 * with the reason that is true. A loss at the threshold fails about 85 undecided runs in 100; a pull
 * request that changes nothing fails where its noise leaves it less than 85% sure, which is why each
 * report states its spread. The rates at the defaults are simulated with the gate itself
 * (test/helpers/pull-request-rates.ts, README).
 */
export function judgeUndecided(comparison: MetricComparison): MetricComparison {
  if (comparison.verdict !== 'inconclusive' || comparison.tooNoisy) return comparison;
  if (likelyWithinThreshold(comparison, decidingChange(comparison))) return comparison;
  return { ...comparison, tooNoisy: true };
}

/** The estimate alone is on the worse side of the threshold. */
export function worseThanThreshold(comparison: MetricComparison): boolean {
  return worseSign(comparison.metric) * decidingChange(comparison).estimate > comparison.threshold;
}

/**
 * A comparison whose samples spread beyond the range where the gate's error rates were shown
 * (VALIDATED_SPREAD_LOG) cannot pass: its rates are unknown. A regression it shows still counts,
 * and it never hides another comparison's verdict: noise blocks a pass, it does not excuse a loss.
 */
export function guardNoise(comparison: MetricComparison, gate: NoiseGuardSettings): MetricComparison {
  if ((comparison.spreadLog ?? 0) <= validatedSpreadLog(gate, comparison.metric)) return comparison;
  if (comparison.verdict === 'regression') return { ...comparison, tooNoisy: true };
  return { ...comparison, verdict: 'inconclusive', tooNoisy: true };
}

type NoiseGuardSettings = Pick<GateSettings, 'measure' | 'atRate'>;

/** The widest spread per sample at which `metric`'s rates were shown, for this gate's measure and load. */
export function validatedSpreadLog(gate: NoiseGuardSettings, metric: ComparedMetric): number {
  return gate.atRate && AT_RATE_METRICS.includes(metric as (typeof AT_RATE_METRICS)[number])
    ? VALIDATED_AT_RATE_SPREAD_LOG
    : VALIDATED_SPREAD_LOG[gate.measure];
}

/**
 * Why a comparison could not pass for its noise, in a sentence: its spread beyond the validated
 * range, or its processes spent without showing it 85% surely within the threshold, with the
 * spread, the processes and what would decide it.
 */
export function tooNoisySentence(comparison: MetricComparison, gate: NoiseGuardSettings): string {
  const limit = validatedSpreadLog(gate, comparison.metric);
  const named = `${comparison.scenario} ${METRIC_LABEL[comparison.metric]}`;
  if ((comparison.spreadLog ?? 0) > limit)
    return (
      `Too noisy to pass: ${named} spread ${formatLogSpread(comparison.spreadLog!)} per sample, ` +
      `above the ${formatLogSpread(limit)} up to which the gate's error rates were shown (docs/statistics.md); run it again on a quieter runner.`
    );
  const change = decidingChange(comparison);
  const samples = comparison.mode === 'paired' ? 'process pairs' : 'processes';
  const spread =
    comparison.spreadLog === undefined
      ? 'too few samples for a spread'
      : `spread ${formatLogSpread(comparison.spreadLog)} per sample`;
  const needed = samplesToShowWithin(comparison, change);
  const decide = Number.isFinite(needed)
    ? `were the estimate to stay there, about ${needed} ${samples} at this spread would show it (max-processes, time-budget-minutes), or a quieter runner`
    : `a quieter runner or more ${samples} would decide it`;
  const threshold = signedPercent(worseSign(comparison.metric) * comparison.threshold);
  const why = worseThanThreshold(comparison)
    ? `past its ${threshold} threshold but not clear of the noise, so neither a loss nor its absence was shown`
    : `and could not be shown ${Math.round(LIKELY_WITHIN_LEVEL * 100)}% surely within its ${threshold} threshold`;
  return (
    `Too noisy to rule out a loss: ${named} read ${signedPercent(change.estimate)} (${signedPercent(change.lower)} to ${signedPercent(change.upper)}) ` +
    `after ${change.currentSamples} ${samples}, ${spread}, ${why}; ${decide}.`
  );
}

/** A change as a percent with its sign, for the gate's notes. */
export function signedPercent(fraction: number): string {
  return `${fraction > 0 ? '+' : ''}${(fraction * 100).toFixed(1)}%`;
}

/** A log spread as the percent it roughly is. */
function formatLogSpread(spreadLog: number): string {
  return `${(spreadLog * 100).toFixed(spreadLog < 0.01 ? 2 : 1)}%`;
}
