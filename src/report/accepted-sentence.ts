import type { GateOutcome } from '../gate/gate-types.ts';

/** The comment's line for an accepted finding, under the verdict. */
export function acceptedSentence(accepted: NonNullable<GateOutcome['accepted']>): string {
  const who = accepted.by ? `, added by \`@${accepted.by}\` at ${accepted.at ?? 'an unknown time'}` : '';
  const what = accepted.commit ? ` for commit ${accepted.commit.slice(0, 7)}` : '';
  return `**Accepted as intended** (label \`${accepted.label}\`${who}${what}): the check passes; the verdict above stands for the record.`;
}
