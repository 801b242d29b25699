import type { CommentOn } from '../config/action-inputs.ts';
import { wantsNewComment } from './comment-on.ts';
import { UserInputError } from '../user-input-error.ts';
import { renderMarkdownReport } from '../report/markdown-report.ts';
import { resultsMarker } from './comment-marker.ts';
import { readCommentPayload } from './comment-payload.ts';
import { acceptanceFromApi } from './accept-label.ts';
import { type EventContext, triggeringWorkflowRun, type WorkflowRunFacts } from './event-context.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
import type { GitHubClient } from './github-client.ts';
import { type PostedComment, upsertPullRequestComment } from './pr-comment.ts';

/**
 * mode: comment. Runs in a workflow_run job, which has a write token and must never trust the
 * artifact it downloaded: the payload has to name an open pull request of this repository whose
 * head is the commit and repository the triggering run tested, and it carries only data, which
 * is rendered here with the same escaping renderer as every other report. The comment's marker is
 * recomputed from the validated settings rendered, never taken from the payload: a fork's
 * payload updates the comment of the setup it shows, not any of the bot's comments it names.
 */
export async function postCommentPayload(
  client: GitHubClient,
  context: EventContext,
  payloadPath: string,
  /** This job's own comment-on: an existing comment is always updated, a new one only when it says so. */
  commentOn: CommentOn = 'always',
): Promise<PostedComment | undefined> {
  const run = triggeringWorkflowRun(context);
  if (!run) throw new UserInputError('input mode: comment runs only on a workflow_run event');
  const payload = await readCommentPayload(payloadPath);
  if (payload.headSha !== run.headSha) {
    throw new UserInputError(
      `comment payload ${payloadPath}: head sha ${payload.headSha} is not the triggering run's ${run.headSha}`,
    );
  }
  const marker = resultsMarker(payload.results, payload.gate?.subject);
  if (marker === undefined) {
    throw new UserInputError(
      `comment payload ${payloadPath}: neither its results nor its gate name a subject`,
    );
  }
  // The field stays for payloads of this schema version; it can only agree.
  if (payload.marker !== marker) {
    throw new UserInputError(
      `comment payload ${payloadPath}: marker ${payload.marker} is not ${marker}, the marker of its subject, scenarios and servers`,
    );
  }
  const pullRequest = await checkPullRequestOfRun(
    client,
    context,
    run,
    payload.pullRequestNumber,
    payloadPath,
  );
  const body = renderMarkdownReport({
    results: payload.results,
    gate: payload.gate && (await withConfirmedAcceptance(client, context, run, pullRequest, payload.gate)),
    marker,
    runUrl: run.htmlUrl,
    provenance: provenanceNote(run, context),
  });
  const target = { owner: context.owner, repo: context.repo, pullRequestNumber: payload.pullRequestNumber };
  return upsertPullRequestComment(client, target, marker, body, {
    createIfMissing: wantsNewComment(commentOn, payload.gate),
  });
}

/**
 * The payload's gate with the acceptance GitHub confirms (accept-label.ts), never the payload's own:
 * a claim the API does not confirm is dropped, and the comment says why.
 */
async function withConfirmedAcceptance(
  client: GitHubClient,
  context: EventContext,
  run: WorkflowRunFacts,
  pullRequest: PullRequestOfRun,
  gate: GateOutcome,
): Promise<GateOutcome> {
  const rest = { ...gate };
  delete rest.accepted;
  const acceptance = await acceptanceFromApi(client, context, run, pullRequest, gate);
  if (!acceptance) return rest;
  return 'accepted' in acceptance
    ? { ...rest, accepted: acceptance.accepted }
    : { ...rest, notes: [...rest.notes, acceptance.refused] };
}

/** Readers must know that every figure below was produced by the pull request's own code. */
export function provenanceNote(run: WorkflowRunFacts, context: EventContext): string {
  const fromFork = run.headRepository !== `${context.owner}/${context.repo}`;
  return (
    `${fromFork ? "From a fork's run" : "From the pull request's run"}: ${run.headRepository} at ` +
    `${run.headSha.slice(0, 7)} ran the pull request's code and uploaded these figures and this ` +
    'verdict as data; the comment workflow only checked and rendered them.'
  );
}

/**
 * The run's pull_requests list is not proof (GitHub leaves it empty for a fork and fills it from
 * branch names otherwise), so the pull request is always looked up: it must belong to this
 * repository and have the run's head commit from the run's head repository. A pull request
 * that moved on since the run is refused too, so an older payload never overwrites a newer comment.
 */
async function checkPullRequestOfRun(
  client: GitHubClient,
  context: EventContext,
  run: WorkflowRunFacts,
  pullRequestNumber: number,
  payloadPath: string,
): Promise<PullRequestOfRun> {
  const refuse = (why: string) =>
    new UserInputError(`comment payload ${payloadPath}: pull request #${pullRequestNumber} ${why}`);
  if (run.pullRequestNumbers.length > 0 && !run.pullRequestNumbers.includes(pullRequestNumber)) {
    throw refuse(`is not the triggering run's (#${run.pullRequestNumbers.join(', #')})`);
  }
  const { data } = await client.rest.pulls
    .get({ owner: context.owner, repo: context.repo, pull_number: pullRequestNumber })
    .catch((error: { status?: number }) => {
      if (error.status === 404) throw refuse('does not exist');
      throw error;
    });
  const thisRepository = `${context.owner}/${context.repo}`;
  // A run finishes after its pull request was merged or closed: a comment there would only be noise.
  if (data.state !== 'open') throw refuse('is closed: nobody reads a comment there');
  if (data.base.repo.full_name !== thisRepository) {
    throw refuse(`is not a pull request into ${thisRepository}`);
  }
  if (data.head.sha !== run.headSha || data.head.repo?.full_name !== run.headRepository) {
    throw refuse(`is not at the triggering run's commit ${run.headSha} of ${run.headRepository}`);
  }
  return { number: pullRequestNumber, author: data.user?.login, labels: data.labels ?? [] };
}

/** What the comment needs of the pull request beyond the checks: who wrote it and its labels. */
interface PullRequestOfRun {
  number: number;
  author: unknown;
  labels: Array<{ name?: unknown }>;
}
