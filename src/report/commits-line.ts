import type { GateOutcome } from '../gate/gate-types.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { baseServerName } from '../servers/base-side.ts';

const SHORT_COMMIT = 7;
/** Results come from the pull request's own job: a commit is shown only when it is plain hex. */
const COMMIT = /^[0-9a-f]{7,40}$/;
/** A run on github.com (or GitHub Enterprise): the repository's address is the part before /actions/. */
const RUN_URL =
  /^(https:\/\/[A-Za-z0-9.-]+\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)\/actions\/runs\/\d+(\/attempts\/\d+)?$/;

/**
 * The line under the verdict that says what was compared and where to look: the head and base
 * commits (short, linked to the repository when the run's address gives it), the workflow run and
 * its artifacts (results, profiles, flame graph). Nothing is said that the results do not record.
 */
export function commitsLine(results: ResultsFile, gate: GateOutcome, runUrl?: string): string | undefined {
  const run = runUrl ? RUN_URL.exec(runUrl) : null;
  const repository = run?.[1];
  const commit = (sha: string | undefined) =>
    sha && COMMIT.test(sha)
      ? repository
        ? `[\`${sha.slice(0, SHORT_COMMIT)}\`](${repository}/commit/${sha})`
        : `\`${sha.slice(0, SHORT_COMMIT)}\``
      : undefined;
  const built = (server: string) => {
    const source = results.servers.find((entry) => entry.name === server)?.rebuildFrom;
    return source?.kind === 'git' ? source.commit : undefined;
  };
  const head = commit(results.git?.pullRequestHead) ?? commit(built(gate.subject));
  const base = gate.mode === 'paired' ? commit(built(baseServerName(gate.subject))) : undefined;
  const parts = [
    // A head built from files with nothing committed (a local run on a working tree) has no commit to name.
    ...(head
      ? [`Head ${head}${base ? ` against base ${base}` : ''}`]
      : base
        ? [`Head with no commit recorded (uncommitted files) against base ${base}`]
        : []),
    ...(run
      ? [`[workflow run](${run[0]})`, `[artifacts: results, profiles, flame graph](${run[0]}#artifacts)`]
      : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
