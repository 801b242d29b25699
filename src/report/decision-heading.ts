import { decidingChange, METRIC_LABEL, type GateOutcome, type MetricComparison } from '../gate/gate-types.ts';
import { worseSign } from '../gate/gated-metrics.ts';
import { isTooNoisyError } from '../gate/sequential-gate.ts';
import { formatPercent, formatSignedPercent } from './format-numbers.ts';
import { tooWideToBound } from './interval-bounds.ts';
import { worseThreshold } from './worse-threshold.ts';
import { LIKELY_WITHIN_LEVEL } from '../stats/detectable-change.ts';

/**
 * The report's heading: the decision and its reason on one line, what a maintainer reads in five
 * seconds: which scenario, by how much against which threshold, confirmed or not; or that the head
 * crashed; or that noise kept the run from ruling out a loss.
 *
 *   ❌ heavy-validation −7.8% (threshold −5%), confirmed
 *   ❌ The head crashed in 5 processes where the base did not (base: 0): hello, update-user
 *   ✅ No scenario worse than −5% (closest: update-user −1.4%)
 *   ✅ No scenario worse than −5%: hello +4.8%, reads better
 *   ⚠️ Too noisy to rule out a loss: hello −8.4% ±12% (threshold −5%)
 */
export interface DecisionHeading {
  icon: string;
  text: string;
}

/** How many comparisons a heading names before it says "and N more". */
const NAMED_AT_MOST = 2;

export function decisionHeading(gate: GateOutcome): DecisionHeading {
  const metricNamed = new Set(gate.metrics.map((m) => m.metric)).size > 1;
  const name = (m: MetricComparison) => `${m.scenario}${metricNamed ? ` ${METRIC_LABEL[m.metric]}` : ''}`;
  const accepted = gate.accepted
    ? `Accepted by ${gate.accepted.by ? `@${gate.accepted.by}` : 'label'}: `
    : '';
  switch (gate.verdict) {
    case 'regression': {
      const crashed = headCrashHeading(gate);
      if (crashed) return { icon: accepted ? '✅' : '❌', text: `${accepted}${crashed}` };
      const failing = gate.metrics.filter(
        (m) => m.verdict === 'regression' || m.verdict === 'likely-regression',
      );
      const confirmation = !gate.confirmation
        ? 'first look'
        : gate.confirmation.agreed
          ? 'confirmed'
          : 'not confirmed';
      const phrases = failing.map((m) => {
        const likely = m.verdict === 'likely-regression' ? ', likely: not repeated by fresh processes' : '';
        return `${name(m)} ${changeAgainstThreshold(m)}${likely}`;
      });
      return { icon: accepted ? '✅' : '❌', text: `${accepted}${listed(phrases)}, ${confirmation}` };
    }
    case 'unstable': {
      const erratic = gate.metrics.filter((m) => m.dispersion?.headMoreErratic).map(name);
      return {
        icon: accepted ? '✅' : '❌',
        text: `${accepted}The head is more erratic across processes than its base: ${listed(erratic)}`,
      };
    }
    case 'pass':
    case 'inconclusive':
      return { icon: '✅', text: passHeading(gate, name) };
    case 'error': {
      const noisy = gate.metrics.filter((m) => m.tooNoisy && m.verdict === 'inconclusive');
      // A fault (a base that failed, a missing shard) is said before any noise beside it.
      if (noisy.length === 0 || (gate.error !== undefined && !isTooNoisyError(gate.error)))
        return { icon: '💥', text: `Error: the gate could not decide${gate.error ? `: ${gate.error}` : ''}` };
      // The estimate first: one read past the threshold that the noise kept from being shown is
      // what a maintainer must see before rerunning, not the width of the noise alone. Not when
      // too few processes bound it: two processes' +47% is no reading.
      const phrases = noisy.map((m) => {
        const change = decidingChange(m);
        const halfWidth = (change.upper - change.lower) / 2;
        const reading = tooWideToBound(change)
          ? 'too few processes to bound'
          : `${formatSignedPercent(change.estimate)} ±${formatPercent(halfWidth, 0)}`;
        return `${name(m)} ${reading} (threshold ${headingThreshold(m)})`;
      });
      return { icon: '⚠️', text: `Too noisy to rule out a loss: ${listed(phrases)}` };
    }
    case 'no-baseline':
      return {
        icon: 'ℹ️',
        text: `No baseline yet: ${gate.subject} was measured, with nothing to compare it with`,
      };
    case 'not-gated':
      return {
        icon: 'ℹ️',
        text: `Not gated: nothing here compares ${gate.subject} with the stored baseline soundly; its wall-time change is context`,
      };
  }
}

/**
 * "The head crashed in 3 processes where the base did not (base: 0): hello, update-user" when the
 * head failed in more processes than its base over the whole run (run-failures.ts); "failed" when
 * its first failure was not a crash (errors, wrong answers).
 */
function headCrashHeading(gate: GateOutcome): string | undefined {
  const failures = gate.headFailures;
  if (!failures || failures.headOnly <= failures.baseOnly) return undefined;
  const how = /crash|exited|signal/i.test(failures.evidence ?? '') ? 'crashed' : 'failed';
  const where = [
    ...new Set(gate.metrics.filter((m) => (m.failures?.headOnly ?? 0) > 0).map((m) => m.scenario)),
  ];
  const processes = `${failures.headOnly} process${failures.headOnly === 1 ? '' : 'es'}`;
  return `The head ${how} in ${processes} where the base did not (base: ${failures.baseOnly})${where.length > 0 ? `: ${where.join(', ')}` : ''}`;
}

/**
 * "No scenario worse than −5% (closest: update-user −1.4%)": the comparison nearest its threshold
 * on the worse side is named, so a reader sees how much room was left; a run in which everything got
 * better names its clearest improvement as one, and a run whose every estimate reads better, its
 * gains unproven, names the least of them as reading better ("hello +4.8%, reads better": its
 * estimate, not a gain shown), not as the closest to a loss.
 */
function passHeading(gate: GateOutcome, name: (m: MetricComparison) => string): string {
  if (gate.metrics.length === 0) return `No regression of ${gate.subject}`;
  const worsening = (m: MetricComparison) => (worseSign(m.metric) * decidingChange(m).estimate) / m.threshold;
  const closest = [...gate.metrics].sort((a, b) => worsening(b) - worsening(a))[0]!;
  const thresholds = new Set(gate.metrics.map(headingThreshold));
  const bound =
    thresholds.size === 1 ? `worse than ${headingThreshold(closest)}` : 'worse than its threshold';
  const what = new Set(gate.metrics.map((m) => m.metric)).size > 1 ? 'comparison' : 'scenario';
  const undecided = gate.verdict === 'inconclusive' ? `, ${formatPercent(LIKELY_WITHIN_LEVEL, 0)} sure` : '';
  if (gate.metrics.every((m) => m.verdict === 'improvement')) {
    const best = [...gate.metrics].sort((a, b) => worsening(a) - worsening(b))[0]!;
    return `No ${what} ${bound}: ${name(best)} ${formatSignedPercent(decidingChange(best).estimate)} better`;
  }
  const threshold = thresholds.size === 1 ? '' : `, threshold ${headingThreshold(closest)}`;
  if (worsening(closest) < 0) {
    const least = gate.metrics.length > 1 ? `every one reads better, least ${name(closest)}` : name(closest);
    const better = gate.metrics.length > 1 ? '' : ', reads better';
    return `No ${what} ${bound}${undecided}: ${least} ${formatSignedPercent(decidingChange(closest).estimate)}${better}${threshold}`;
  }
  return `No ${what} ${bound}${undecided} (closest: ${name(closest)} ${formatSignedPercent(decidingChange(closest).estimate)}${threshold})`;
}

function changeAgainstThreshold(m: MetricComparison): string {
  return `${formatSignedPercent(decidingChange(m).estimate)} (threshold ${headingThreshold(m)})`;
}

/** The heading's threshold: as few decimals as it has ("+5%"). */
function headingThreshold(m: MetricComparison): string {
  return worseThreshold(m, 0);
}

function listed(phrases: string[]): string {
  const named = phrases.slice(0, NAMED_AT_MOST).join('; ');
  const more = phrases.length - NAMED_AT_MOST;
  return more > 0 ? `${named}; and ${more} more` : named;
}
