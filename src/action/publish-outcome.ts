import * as core from '@actions/core';
import type { PublishSettings } from '../config/action-inputs.ts';
import type { GateVerdict } from '../gate/gate-types.ts';
import type { PipelineOutcome } from '../pipeline.ts';
import { acceptanceOf, permissionFromApi } from '../publish/accept-label.ts';
import { wantsNewComment } from '../publish/comment-on.ts';
import { resultsMarker } from '../publish/comment-marker.ts';
import { MAX_PAYLOAD_BYTES, writeCommentPayload } from '../publish/comment-payload.ts';
import { type EventContext, type PullRequestRef, triggeringPullRequest } from '../publish/event-context.ts';
import { gateOutputs } from '../publish/gate-outputs.ts';
import { isPermissionDenied } from '../publish/permission-denied.ts';
import { upsertPullRequestComment } from '../publish/pr-comment.ts';
import { renderMarkdownReport } from '../report/markdown-report.ts';
import { logLine } from '../report/single-line-text.ts';
import { writeFileAtomically } from '../results/results-file.ts';
import { githubClient } from './action-github-client.ts';
import { errorMessage, writeJobSummary } from './action-log.ts';
import { failureReason, type VerdictSettings } from './failure-reason.ts';

/** What publishing needs besides the outcome: where the report goes, and the verdict's settings. */
export interface PublishTarget {
  markdownPath?: string;
  gate: VerdictSettings;
  /** rejudge: the token reads who added a label, never posts; the comment's data is saved instead. */
  tokenReadsOnly?: boolean;
}

/** Report, job summary, comment (or its saved data), outputs, and last the check's fate. */
export async function publishOutcome(
  outcome: PipelineOutcome,
  comments: boolean,
  publish: PublishSettings,
  context: EventContext,
  target: PublishTarget,
): Promise<void> {
  // A regression a maintainer accepted with the pull request's label passes; the comment says so.
  const acceptance = await acceptanceOf(
    context.payload,
    outcome.gate,
    publish.token ? permissionFromApi(githubClient(publish), context) : undefined,
  );
  if (acceptance && outcome.gate) {
    if ('accepted' in acceptance) {
      core.info(
        `the ${outcome.gate.verdict} was accepted as intended (label ${acceptance.accepted.label}, @${acceptance.accepted.by}): the check passes`,
      );
      outcome = { ...outcome, gate: { ...outcome.gate, accepted: acceptance.accepted } };
    } else {
      core.warning(logLine(acceptance.refused));
      outcome = { ...outcome, gate: { ...outcome.gate, notes: [...outcome.gate.notes, acceptance.refused] } };
    }
  }
  // From the results saved in a payload too, so the comment job recomputes the very same marker.
  const marker = resultsMarker(outcome.results, target.gate.subject);
  const report = renderMarkdownReport({ ...outcome, runUrl: context.runUrl, marker });
  if (target.markdownPath) {
    writeFileAtomically(target.markdownPath, report);
    core.setOutput('report-path', target.markdownPath);
  }
  await writeJobSummary(report);
  if (outcome.resultsPath) core.setOutput('results-path', outcome.resultsPath);

  if (comments && publish.comment) {
    const createIfMissing = wantsNewComment(publish.commentOn, outcome.gate);
    const posting = target.tokenReadsOnly ? { ...publish, token: '' } : publish;
    const commentUrl = await commentOnPullRequest(posting, context, marker, report, outcome, createIfMissing);
    if (commentUrl) core.setOutput('comment-url', commentUrl);
  }

  const verdict: GateVerdict = outcome.gate?.verdict ?? (outcome.exitCode === 0 ? 'pass' : 'error');
  core.setOutput('verdict', verdict);
  if (outcome.gate) {
    for (const [name, value] of Object.entries(gateOutputs(outcome.gate))) core.setOutput(name, value);
  }
  const failure = failureReason(verdict, outcome, publish, target);
  if (failure) core.setFailed(failure);
}

/**
 * Posts or updates the pull request's comment. Without a token, or when posting fails, the
 * comment's data goes to the payload file instead, for the trusted workflow_run job to render and
 * post (docs/action.md); a failure never costs the verdict.
 */
async function commentOnPullRequest(
  publish: PublishSettings,
  context: EventContext,
  marker: string,
  report: string,
  outcome: PipelineOutcome,
  createIfMissing: boolean,
): Promise<string | undefined> {
  const pullRequest = triggeringPullRequest(context);
  if (!pullRequest) {
    core.info(`no pull request in the ${context.eventName || 'unknown'} event: nothing to comment on`);
    return undefined;
  }
  const saved = `Its data was saved to ${publish.payloadPath} for a workflow_run job to render and post; see docs/action.md.`;
  if (publish.token === '') {
    saveCommentPayload(publish, pullRequest, marker, outcome);
    core.info(`no token: the comment on #${pullRequest.number} was not posted. ${saved}`);
    return undefined;
  }
  const target = { owner: context.owner, repo: context.repo, pullRequestNumber: pullRequest.number };
  try {
    const posted = await upsertPullRequestComment(githubClient(publish), target, marker, report, {
      createIfMissing,
    });
    if (!posted) {
      core.info(`no comment: comment-on is ${publish.commentOn}, and nothing here calls for one`);
      return undefined;
    }
    core.info(`comment ${posted.action}: ${posted.url}`);
    return posted.url;
  } catch (error) {
    saveCommentPayload(publish, pullRequest, marker, outcome);
    const why = isPermissionDenied(error)
      ? 'the token may not comment here (a pull request from a fork gets a read-only token)'
      : 'the GitHub API kept failing';
    core.warning(`could not comment on #${pullRequest.number}: ${why} (${errorMessage(error)}). ${saved}`);
    return undefined;
  }
}

/** Data, not the rendered report: the trusted job renders it, so a fork cannot choose the markup. */
function saveCommentPayload(
  publish: PublishSettings,
  pullRequest: PullRequestRef,
  marker: string,
  outcome: PipelineOutcome,
): void {
  const sizeBytes = writeCommentPayload(publish.payloadPath, {
    schemaVersion: 2,
    pullRequestNumber: pullRequest.number,
    headSha: pullRequest.headSha,
    marker,
    results: outcome.results,
    ...(outcome.baseline ? { baseline: outcome.baseline } : {}),
    ...(outcome.gate ? { gate: outcome.gate } : {}),
  });
  core.setOutput('payload-path', publish.payloadPath);
  if (sizeBytes > MAX_PAYLOAD_BYTES) {
    core.warning(
      `the comment's data is ${sizeBytes} bytes, over the ${MAX_PAYLOAD_BYTES} bytes mode: comment accepts: it will not be posted (fewer servers or rounds make it smaller)`,
    );
  }
}
