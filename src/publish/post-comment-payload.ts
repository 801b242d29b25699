import { UserInputError } from '../config/config-error.ts';
import { MARKER_LINE } from './comment-marker.ts';
import { DEFAULT_MAX_CHARS } from '../report/markdown-report.ts';
import { readCommentPayload } from './comment-payload.ts';
import { type EventContext, triggeringWorkflowRun } from './event-context.ts';
import type { GitHubClient } from './github-client.ts';
import { neutraliseReport } from './neutralise-report.ts';
import { type PostedComment, upsertPullRequestComment } from './pr-comment.ts';

/**
 * mode: comment. Runs in a workflow_run job, which has a write token and must never trust the
 * artifact it downloaded: the payload has to name the pull request that the triggering run
 * was for, at the commit that run tested, before anything is posted.
 */
export async function postCommentPayload(
  client: GitHubClient,
  context: EventContext,
  payloadPath: string,
): Promise<PostedComment> {
  const run = triggeringWorkflowRun(context);
  if (!run) throw new UserInputError('input mode: comment runs only on a workflow_run event');
  const payload = await readCommentPayload(payloadPath);
  if (payload.headSha !== run.headSha) {
    throw new UserInputError(
      `comment payload ${payloadPath}: head sha ${payload.headSha} is not the triggering run's ${run.headSha}`,
    );
  }
  const markerLine = MARKER_LINE.exec(payload.report);
  if (!markerLine || markerLine[1] !== payload.marker) {
    throw new UserInputError(`comment payload ${payloadPath}: the report does not open with its marker`);
  }
  await checkPullRequestOfRun(client, context, run, payload.pullRequestNumber, payloadPath);
  const rest = payload.report.slice(markerLine[0].length);
  const body = markerLine[0] + neutraliseReport(rest, DEFAULT_MAX_CHARS - markerLine[0].length);
  const target = { owner: context.owner, repo: context.repo, pullRequestNumber: payload.pullRequestNumber };
  return upsertPullRequestComment(client, target, payload.marker, body);
}

/**
 * The run's own pull_requests list is the evidence when it has one. GitHub leaves it empty for
 * a pull request from a fork, so then the pull request itself must have the run's head commit
 * from the run's head repository.
 */
async function checkPullRequestOfRun(
  client: GitHubClient,
  context: EventContext,
  run: NonNullable<ReturnType<typeof triggeringWorkflowRun>>,
  pullRequestNumber: number,
  payloadPath: string,
): Promise<void> {
  const refuse = (why: string) =>
    new UserInputError(`comment payload ${payloadPath}: pull request #${pullRequestNumber} ${why}`);
  if (run.pullRequestNumbers.length > 0) {
    if (!run.pullRequestNumbers.includes(pullRequestNumber)) {
      throw refuse(`is not the triggering run's (#${run.pullRequestNumbers.join(', #')})`);
    }
    return;
  }
  const { data } = await client.rest.pulls
    .get({ owner: context.owner, repo: context.repo, pull_number: pullRequestNumber })
    .catch((error: { status?: number }) => {
      if (error.status === 404) throw refuse('does not exist');
      throw error;
    });
  if (data.head.sha !== run.headSha || data.head.repo?.full_name !== run.headRepository) {
    throw refuse(`is not at the triggering run's commit ${run.headSha} of ${run.headRepository}`);
  }
}
