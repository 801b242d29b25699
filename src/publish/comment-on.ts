import type { CommentOn } from '../config/action-inputs.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
import { isFindingAgainstHead } from '../gate/verdict-exit-code.ts';

/**
 * Whether this run's outcome deserves a new comment under comment-on. "change" means the
 * reader has something to learn: any verdict but a pass on which every metric was unchanged.
 */
export function wantsNewComment(commentOn: CommentOn, gate: GateOutcome | undefined): boolean {
  if (commentOn === 'always') return true;
  if (commentOn === 'regression') return gate !== undefined && isFindingAgainstHead(gate.verdict);
  if (!gate || gate.verdict !== 'pass') return true;
  return gate.metrics.some((metric) => metric.verdict !== 'unchanged');
}
