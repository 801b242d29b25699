import type { PublishSettings } from '../config/action-inputs.ts';
import type { Config } from '../config/config.ts';
import type { GateVerdict } from '../gate/gate-types.ts';
import type { PipelineOutcome } from '../pipeline.ts';

/** The settings that turn a verdict into the check's fate. */
export type VerdictSettings = Pick<Config['gate'], 'subject' | 'failOnInconclusive'>;

/** Why the check fails, in the one line the Checks tab shows; undefined when it passes. */
export function failureReason(
  verdict: GateVerdict,
  outcome: PipelineOutcome,
  publish: PublishSettings,
  config: { gate: VerdictSettings },
): string | undefined {
  const { subject } = config.gate;
  // Paired mode compares with the pull request's base, not with a baseline file.
  const comparedWith = outcome.gate?.mode === 'paired' ? 'the base of the pull request' : 'the baseline';
  if (verdict === 'error') return `mion-perf-gate could not decide: ${outcome.gate?.error ?? 'see the log'}`;
  if (outcome.gate?.accepted) return undefined;
  if (verdict === 'regression' && publish.failOnRegression)
    return `${subject} regressed against ${comparedWith}`;
  if (verdict === 'unstable' && publish.failOnRegression)
    return `${subject}'s head is more erratic across processes than ${comparedWith}`;
  if (verdict === 'no-baseline' && outcome.exitCode !== 0) {
    return `${outcome.gate?.notes[0] ?? 'no baseline'} (if-no-baseline is fail)`;
  }
  if (verdict === 'inconclusive' && config.gate.failOnInconclusive) {
    return `the comparison of ${subject} with ${comparedWith} was inconclusive (fail-on-inconclusive is on)`;
  }
  return undefined;
}
