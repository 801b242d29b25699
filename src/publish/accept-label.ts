import { isFindingAgainstHead } from '../gate/verdict-exit-code.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
import { ACCEPTED_LABEL } from '../history/change-point-issues.ts';

const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

/**
 * A slowdown traded for a feature is accepted with the label `perf-accepted` on the pull request
 * (the same label silences a change point of main's history): the check then passes, and the
 * comment keeps the verdict and says it was accepted. Only a regression or an unstable head can be
 * accepted: never an error, and never a head that fails where its base does not, which is a bug,
 * not a trade. GitHub lets only people with triage permission or more label a pull request, so a
 * fork's author cannot accept their own. Who and when are known from the event that added the
 * label; a later push keeps the acceptance without them.
 */
export function acceptanceOf(
  payload: Record<string, unknown>,
  gate: GateOutcome | undefined,
  now: () => Date = () => new Date(),
): GateOutcome['accepted'] {
  if (!gate || !isFindingAgainstHead(gate.verdict)) return undefined;
  if (gate.metrics.some((metric) => (metric.failures?.headOnly ?? 0) > (metric.failures?.baseOnly ?? 0)))
    return undefined;
  const pullRequest = payload.pull_request as { labels?: Array<{ name?: unknown }> } | undefined;
  if (!pullRequest?.labels?.some((label) => label.name === ACCEPTED_LABEL)) return undefined;
  const event = payload as { action?: unknown; label?: { name?: unknown }; sender?: { login?: unknown } };
  const login = event.sender?.login;
  const labelledNow =
    event.action === 'labeled' &&
    event.label?.name === ACCEPTED_LABEL &&
    typeof login === 'string' &&
    GITHUB_LOGIN.test(login);
  return {
    label: ACCEPTED_LABEL,
    ...(labelledNow ? { by: login, at: now().toISOString() } : {}),
  };
}

/** The comment's line for an accepted finding, under the verdict. */
export function acceptedSentence(accepted: NonNullable<GateOutcome['accepted']>): string {
  const who = accepted.by ? `, added by \`@${accepted.by}\` at ${accepted.at ?? 'an unknown time'}` : '';
  return `**Accepted as intended** (label \`${accepted.label}\`${who}): the check passes; the verdict above stands for the record.`;
}
