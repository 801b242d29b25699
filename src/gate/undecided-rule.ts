import type { GateSettings } from '../config/config.ts';
import { AT_RATE_METRICS, worseSign } from './gated-metrics.ts';
import { beyondWorseningBar } from './detectable-worsening.ts';
import { VALIDATED_AT_RATE_SPREAD_LOG, VALIDATED_SPREAD_LOG } from './gate-defaults.ts';
import { decidingChange, METRIC_LABEL, type ComparedMetric, type MetricComparison } from './gate-types.ts';

/**
 * What the gate does with a comparison it could not decide, once its processes or its time ran out.
 * The check is green only when the run showed the head is not worse (fail closed), so an
 * undecided comparison is judged by a stated rule rather than waved through:
 *
 *   not shown within the threshold (estimate beyond it    -> likely-regression: fails, "not proven"
 *   less z₀.₈ standard errors), and its one-look
 *   interval (undecidedConfidence) wholly on the worse side
 *   otherwise                                               -> stays inconclusive: passes, said so
 *   spread beyond the validated range                       -> cannot pass (tooNoisy)
 *
 *        worse                                        better
 *   ──────────────┼─────────────┼──────────────────────────
 *            -threshold         0
 *       [───•─┼───]             │      likely-regression (not 80% sure within, interval clear of 0)
 *          [──────┼───────•─────┼──]   inconclusive: passes with a notice
 *
 * The one-look interval (undecidedConfidence, error-budget.ts) is narrower than the repeated-look
 * one a `regression` needs, and is taken once, at the comparison's last look, so it holds its level
 * there: an unchanged pull request fails by this rule at most (1 - confidence) / 2, however wide the
 * noise, and far less where the noise is small beside the threshold, as the estimate must also come
 * near it. A loss at the threshold fails about 4 undecided runs in 5 (LIKELY_WITHIN_LEVEL,
 * stats/detectable-change.ts): a maintainer sets the threshold as the loss not to let through. The
 * rates at the defaults are simulated with the gate itself (test/helpers/pull-request-rates.ts,
 * README).
 */
export function judgeUndecided(comparison: MetricComparison, undecidedConfidence: number): MetricComparison {
  if (comparison.verdict !== 'inconclusive' || comparison.tooNoisy) return comparison;
  const likely = beyondWorseningBar(comparison, decidingChange(comparison), undecidedConfidence);
  return likely ? { ...comparison, verdict: 'likely-regression' } : comparison;
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

/** Why a comparison could not pass for its noise, in a sentence. */
export function tooNoisySentence(comparison: MetricComparison, gate: NoiseGuardSettings): string {
  const limit = validatedSpreadLog(gate, comparison.metric);
  return (
    `Too noisy to pass: ${comparison.scenario} ${METRIC_LABEL[comparison.metric]} spread ${formatLogSpread(comparison.spreadLog!)} per sample, ` +
    `above the ${formatLogSpread(limit)} up to which the gate's error rates were shown (docs/statistics.md); run it again on a quieter runner.`
  );
}

/** A log spread as the percent it roughly is. */
function formatLogSpread(spreadLog: number): string {
  return `${(spreadLog * 100).toFixed(spreadLog < 0.01 ? 2 : 1)}%`;
}
