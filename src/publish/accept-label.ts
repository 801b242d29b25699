import { isFindingAgainstHead } from '../gate/verdict-exit-code.ts';
import type { EventContext, WorkflowRunFacts } from './event-context.ts';
import type { GitHubClient } from './github-client.ts';
import type { GateOutcome } from '../gate/gate-types.ts';

const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const COMMIT = /^[0-9a-f]{40}$/;

/** The levels of GitHub's permission endpoint that may accept: maintain answers as write there. */
const MAY_ACCEPT = new Set(['admin', 'maintain', 'write']);

/**
 * The label that accepts a finding: on a pull request, its slowdown (below); on an issue of main's
 * history, the change point, which then never alerts again (history/change-point-issues.ts).
 */
export const ACCEPTED_LABEL = 'perf-accepted';

export type Accepted = NonNullable<GateOutcome['accepted']>;

/** What the label did: accepted the finding, or was refused with the reason in a sentence; undefined when it is not there or nothing could be accepted. */
export type Acceptance = { accepted: Accepted } | { refused: string } | undefined;

/** A person's permission on the repository, as GitHub's API answers it ("admin", "write", "read", "none"). */
export type PermissionOf = (login: string) => Promise<string>;

/**
 * A slowdown traded for a feature is accepted with the label `perf-accepted` on the pull request
 * (the same label silences a change point of main's history): the check then passes, and the
 * comment keeps the verdict and says who accepted which commit. The label accepts what its adder
 * saw, nothing later, and only from someone who may merge:
 *
 *   - the event that runs the gate is the one that added it (`labeled`), so it accepts the head
 *     commit gated when it was added; a push afterwards is gated afresh, and the label must be
 *     added again (issue 50: a maintainer accepting a 5% loss also accepted a later 50% one);
 *   - its adder has write permission (GitHub lets triage label a pull request) and is not the pull
 *     request's author, read from the API with the job's token; without a token nothing is accepted.
 *
 * Only a regression or an unstable head can be accepted: never an error, and never a head that
 * fails where its base does not, which is a bug, not a trade.
 */
export async function acceptanceOf(
  payload: Record<string, unknown>,
  gate: GateOutcome | undefined,
  permissionOf: PermissionOf | undefined,
  now: () => Date = () => new Date(),
): Promise<Acceptance> {
  const pullRequest = payload.pull_request as PullRequestFacts | undefined;
  if (!gate || !isFindingAgainstHead(gate.verdict) || !hasLabel(pullRequest)) return undefined;
  const refused = (why: string): Acceptance => ({ refused: `${ACCEPTED_LABEL}: not accepted: ${why}` });
  if (headFailedMore(gate)) return refused('a head that fails where its base does not is a bug, not a trade');
  const head = pullRequest?.head?.sha;
  const event = payload as { action?: unknown; label?: { name?: unknown }; sender?: { login?: unknown } };
  if (event.action !== 'labeled' || event.label?.name !== ACCEPTED_LABEL) {
    return refused(
      `the label accepts the head commit gated when it was added, and this run was not started by adding it` +
        `${typeof head === 'string' ? ` (commit ${head.slice(0, 7)})` : ''}: remove it and add it again to accept this commit`,
    );
  }
  const login = event.sender?.login;
  if (typeof login !== 'string' || !GITHUB_LOGIN.test(login))
    return refused('the event names no one who added it');
  if (typeof head !== 'string' || !COMMIT.test(head)) return refused('the event names no head commit');
  const who = await mayAccept(login, pullRequest?.user?.login, permissionOf);
  if (who) return refused(who);
  return { accepted: { label: ACCEPTED_LABEL, by: login, at: now().toISOString(), commit: head } };
}

/**
 * Why `login` may not accept a pull request by `author`, or undefined when they may: the author
 * cannot accept their own, and the adder needs write permission.
 */
export async function mayAccept(
  login: string,
  author: unknown,
  permissionOf: PermissionOf | undefined,
): Promise<string | undefined> {
  if (login === author) return `added by the pull request's author @${login}, who cannot accept their own`;
  if (!permissionOf)
    return `this job has no token to read @${login}'s permission on the repository (github-token), and accepting needs write`;
  let permission: string;
  try {
    permission = await permissionOf(login);
  } catch (error) {
    return `@${login}'s permission could not be read: ${(error as Error).message}`;
  }
  return MAY_ACCEPT.has(permission)
    ? undefined
    : `added by @${login}, whose permission is ${permission}; accepting needs write`;
}

interface PullRequestFacts {
  labels?: Array<{ name?: unknown }>;
  head?: { sha?: unknown };
  user?: { login?: unknown };
}

function hasLabel(pullRequest: PullRequestFacts | undefined): boolean {
  return pullRequest?.labels?.some((label) => label.name === ACCEPTED_LABEL) ?? false;
}

/** The head failed in more processes than its base, in a comparison or over the whole run. */
export function headFailedMore(gate: GateOutcome): boolean {
  const more = (failures: { headOnly: number; baseOnly: number } | undefined) =>
    (failures?.headOnly ?? 0) > (failures?.baseOnly ?? 0);
  return more(gate.headFailures) || gate.metrics.some((metric) => more(metric.failures));
}

/** A person's permission on the repository of `context`, read with the client's token. */
export function permissionFromApi(client: GitHubClient, context: EventContext): PermissionOf {
  return async (login) =>
    (
      await client.rest.repos.getCollaboratorPermissionLevel({
        owner: context.owner,
        repo: context.repo,
        username: login,
      })
    ).data.permission;
}

/**
 * mode: comment: the acceptance the comment shows, read from GitHub's API and the workflow_run
 * event, never from the payload, which the pull request's own code wrote. The payload's claim
 * only says the gate job passed the check for it; the comment shows an acceptance when the API
 * confirms it, the same person and commit:
 *
 *   - the pull request still carries the label, and its last `labeled` event for it is by the
 *     person who started the gate's run (the event's triggering actor: adding the label starts it);
 *   - that person is not the pull request's author and has write permission;
 *   - the label was added while the run's commit was the pull request's head: after the first run
 *     on that commit started (the push), so a label added before a push accepts nothing after it.
 */
export async function acceptanceFromApi(
  client: GitHubClient,
  context: EventContext,
  run: WorkflowRunFacts,
  pullRequest: { number: number; author: unknown; labels: Array<{ name?: unknown }> },
  gate: GateOutcome | undefined,
): Promise<Acceptance> {
  const claimed = gate?.accepted;
  if (!gate || !claimed || !isFindingAgainstHead(gate.verdict)) return undefined;
  const refused = (why: string): Acceptance => ({
    refused: `${ACCEPTED_LABEL}: the gate's run says it was accepted, and GitHub does not confirm it: ${why}`,
  });
  if (headFailedMore(gate)) return refused('a head that fails where its base does not is never accepted');
  if (!hasLabel({ labels: pullRequest.labels }))
    return refused('the pull request no longer carries the label');
  const repository = { owner: context.owner, repo: context.repo };
  const events = await client.paginate(client.rest.issues.listEvents, {
    ...repository,
    issue_number: pullRequest.number,
    per_page: 100,
  });
  const added = events
    .filter(
      (event) =>
        event.event === 'labeled' && (event as { label?: { name?: string } }).label?.name === ACCEPTED_LABEL,
    )
    .at(-1);
  const login = added?.actor?.login;
  if (!added || typeof login !== 'string') return refused('no event added the label');
  if (login !== run.triggeringActor)
    return refused(
      `the label was last added by @${login}, and this run was started by @${run.triggeringActor ?? 'nobody named'}`,
    );
  const who = await mayAccept(login, pullRequest.author, permissionFromApi(client, context));
  if (who) return refused(who);
  const runs = await client.rest.actions.listWorkflowRunsForRepo({
    ...repository,
    head_sha: run.headSha,
    per_page: 100,
  });
  const firstRunAt = Math.min(
    ...runs.data.workflow_runs.map((candidate) => Date.parse(candidate.created_at)),
  );
  if (!(Date.parse(added.created_at) >= firstRunAt))
    return refused(
      `the label was added before commit ${run.headSha.slice(0, 7)} was pushed: it accepts only the commit gated when it was added`,
    );
  return {
    accepted: {
      label: ACCEPTED_LABEL,
      by: login,
      at: new Date(added.created_at).toISOString(),
      commit: run.headSha,
    },
  };
}
