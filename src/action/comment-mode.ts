import * as core from '@actions/core';
import type { PublishSettings } from '../config/action-inputs.ts';
import type { EventContext } from '../publish/event-context.ts';
import { postCommentPayload } from '../publish/post-comment-payload.ts';
import { githubClient } from './action-github-client.ts';

/**
 * mode: comment: the trusted workflow_run job renders the comment's data a fork's run saved and
 * posts it; nothing is measured, nothing of the fork runs.
 */
export async function runCommentMode(publish: PublishSettings, context: EventContext): Promise<void> {
  const posted = await postCommentPayload(
    githubClient(publish),
    context,
    publish.payloadPath,
    publish.commentOn,
  );
  if (!posted) {
    core.info(`no comment: comment-on is ${publish.commentOn}, and nothing here calls for one`);
    return;
  }
  core.info(`comment ${posted.action}: ${posted.url}`);
  core.setOutput('comment-url', posted.url);
}
