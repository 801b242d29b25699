import type { GateSettings } from '../config/config.ts';
import type { ResultsFile } from '../results/results-types.ts';
import type { GateDesign } from './gate-design.ts';
import type { GateOutcome, MetricComparison } from './gate-types.ts';
import { ComparisonError } from './scenario-rounds.ts';
import { subjectProcesses } from './sequential-gate.ts';

/**
 * A compare against a stored baseline that nothing here can gate: the baseline's subject cannot be
 * built again beside the head and its instructions cannot be counted. The wall-time change against
 * the baseline's day is computed and kept as context; it passes the step, because a pull request
 * that changes nothing read -24% this way (docs/calibration.md, "Across days").
 */
export function notGatedOutcome(
  design: GateDesign,
  gate: GateSettings,
  reasons: string[],
  measured: ResultsFile,
): GateOutcome {
  let metrics: MetricComparison[] = [];
  const notes = [
    `Not gated: wall time against figures of another day cannot tell ${gate.subject}'s change from the day's ` +
      `(the same ${gate.subject} read -24% two days apart); the changes below are context, not a verdict.`,
    `Why nothing could gate: ${reasons.join('; ')}.`,
    'To gate: record the baseline with this version (it records where its subject came from, so the next compare ' +
      'builds it again and measures it beside the head), with valgrind installed (it records instruction counts), ' +
      'or name the base with base-source.',
  ];
  try {
    metrics = design.compare(measured, 'this run');
  } catch (error) {
    if (!(error instanceof ComparisonError)) throw error;
    notes.push(`No context either: ${error.message}.`);
  }
  return {
    verdict: 'not-gated',
    mode: 'stored-baseline',
    measure: 'wall-time',
    comparedWith: design.comparedWith,
    metrics,
    subject: gate.subject,
    reference: gate.reference,
    subjectProcesses: subjectProcesses(measured, gate.subject),
    environmentDrift: design.environmentDrift,
    notes,
  };
}
