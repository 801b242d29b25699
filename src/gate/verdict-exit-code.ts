import type { Config } from '../config/config.ts';
import type { GateOutcome, GateVerdict } from './gate-types.ts';

/** The verdicts that are findings against the head: a regression (proven or likely) and an unstable head. */
export function isFindingAgainstHead(verdict: GateVerdict): boolean {
  return verdict === 'regression' || verdict === 'unstable';
}

/**
 * The process's exit code for a verdict, the CLI's and merge's alike: 0 when nothing regressed,
 * 1 on a regression or an unstable head (or an unclear answer under fail-on-inconclusive), 2 when the gate could not
 * judge. A branch rule blocks a merge on any non-zero exit.
 */
export function exitCodeFor(
  gate: GateOutcome,
  config: { gate: Pick<Config['gate'], 'failOnInconclusive'> },
): 0 | 1 | 2 {
  if (gate.verdict === 'error') return 2;
  if (isFindingAgainstHead(gate.verdict)) return 1;
  if (gate.verdict === 'inconclusive' && config.gate.failOnInconclusive) return 1;
  return 0;
}
