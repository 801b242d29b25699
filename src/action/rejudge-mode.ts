import * as core from '@actions/core';
import type { ActionInputs } from '../config/action-inputs.ts';
import { readCommentPayload } from '../publish/comment-payload.ts';
import { type EventContext, triggeringPullRequest } from '../publish/event-context.ts';
import { savedOutcome } from '../stages/saved-outcome.ts';
import { publishOutcome } from './publish-outcome.ts';

/**
 * mode: rejudge: a label changed on the pull request; the results a compare of this head saved
 * (payload-path) are judged again with the labels it has now and published as compare publishes
 * its own, comment's data included, without measuring anything (saved-outcome.ts).
 */
export async function runRejudgeMode(
  inputs: Extract<ActionInputs, { mode: 'rejudge' }>,
  context: EventContext,
): Promise<void> {
  const { rejudge, publish } = inputs;
  const payload = await readCommentPayload(publish.payloadPath);
  const outcome = savedOutcome(
    payload,
    publish.payloadPath,
    triggeringPullRequest(context),
    rejudge.failOnInconclusive,
  );
  core.info(
    `judged again without measuring: the ${outcome.gate.verdict} saved for ${payload.headSha.slice(0, 12)}, with the pull request's labels now`,
  );
  await publishOutcome(outcome, true, publish, context, {
    tokenReadsOnly: true,
    markdownPath: rejudge.markdownPath,
    gate: {
      subject: payload.results.settings.subject ?? outcome.gate.subject,
      failOnInconclusive: rejudge.failOnInconclusive,
    },
  });
}
