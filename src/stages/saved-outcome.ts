import { UserInputError } from '../user-input-error.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
import { exitCodeFor } from '../gate/verdict-exit-code.ts';
import type { PipelineOutcome } from './outcome.ts';
import type { CommentPayload } from '../publish/comment-payload.ts';
import type { PullRequestRef } from '../publish/event-context.ts';

/**
 * mode: rejudge. A label changed on a pull request (perf-accepted added or removed, or any other):
 * the verdict a compare of this very head saved is judged again, with the labels the pull request
 * has now, and nothing is measured. The saved payload must be this pull request's at this head
 * commit: results of an older push would judge code the pull request no longer has. An acceptance
 * it carries is dropped, so that one removed since is not kept; publishing adds it back while the
 * label is there (accept-label.ts).
 */
export function savedOutcome(
  payload: CommentPayload,
  payloadPath: string,
  pullRequest: PullRequestRef | undefined,
  failOnInconclusive: boolean,
): PipelineOutcome & { gate: GateOutcome } {
  if (!pullRequest) {
    throw new UserInputError('input mode: rejudge runs only on a pull_request event (a label changed)');
  }
  if (payload.pullRequestNumber !== pullRequest.number || payload.headSha !== pullRequest.headSha) {
    throw new UserInputError(
      `comment payload ${payloadPath}: saved for #${payload.pullRequestNumber} at ${payload.headSha.slice(0, 12)}, ` +
        `not this pull request's head (#${pullRequest.number} at ${pullRequest.headSha.slice(0, 12)})`,
    );
  }
  if (!payload.gate) {
    throw new UserInputError(`comment payload ${payloadPath}: holds no verdict to judge again`);
  }
  const gate = { ...payload.gate };
  delete gate.accepted;
  return {
    results: payload.results,
    ...(payload.baseline ? { baseline: payload.baseline } : {}),
    gate,
    exitCode: exitCodeFor(gate, { gate: { failOnInconclusive } }),
  };
}
