import { existsSync, readFileSync } from 'node:fs';
import { UserInputError } from '../user-input-error.ts';
import { writeFileAtomically } from '../results/results-file.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { confirmationsOf, parseConfirmations, type Confirmation } from './change-point-confirmation.ts';
import { historyLinesOf } from './history-from-results.ts';
import { formatHistoryLine, parseHistory, type HistoryLine } from '../config/history-line.ts';
import { withLinesAppended } from '../config/json-lines.ts';

/**
 * The two files of the history branch grow here, whoever writes them (`history append` and
 * `history confirm` of the CLI, the action's history modes): a commit's lines once, a paired run once.
 */

export function readHistory(path: string): HistoryLine[] {
  return existsSync(path) ? parseHistory(readFileSync(path, 'utf8'), path) : [];
}

/** A confirmations file that does not exist yet holds none. */
export function readConfirmations(path: string): Confirmation[] {
  return existsSync(path) ? parseConfirmations(readFileSync(path, 'utf8'), path) : [];
}

function appendLines(path: string, added: unknown[]): void {
  writeFileAtomically(path, withLinesAppended(existsSync(path) ? readFileSync(path, 'utf8') : '', added));
}

/** A commit's lines from its results; those already recorded (a re-run) are skipped. */
export function appendCommitToHistory(
  historyPath: string,
  results: ResultsFile,
  commitOf: { commit: string; date: string; subject: string },
  label: string,
): { added: number; recorded: number } {
  const existing = readHistory(historyPath);
  const candidates = historyLinesOf(results, commitOf);
  if (candidates.length === 0) throw new UserInputError(`${label} has no figure of its subject`);
  // The new lines pass the reader's own checks before anything is written.
  parseHistory(candidates.map(formatHistoryLine).join('\n'), `lines for ${commitOf.commit}`);
  const key = (line: HistoryLine) => `${line.commit}\n${line.scenario}\n${line.measure}`;
  const recorded = new Set(existing.map(key));
  const added = candidates.filter((line) => !recorded.has(key(line)));
  if (added.length > 0) appendLines(historyPath, added);
  return { added: added.length, recorded: candidates.length - added.length };
}

/**
 * A confirmation says "this commit against the one before it": a paired run of other commits (a
 * results file mixed up in a workflow, a base left at the default branch) would confirm or clear the
 * change point with figures of something else. Each side whose source recorded its git commit
 * (`rebuildFrom`) must be the commit named; a side built from a registry version or uncommitted
 * files recorded none, and is taken as given.
 */
function checkMeasuredCommits(
  results: ResultsFile,
  pair: { commit: string; previousCommit: string },
  label: string,
): void {
  const { subject, baseServer } = results.settings;
  const sides: Array<[string, string | undefined, string]> = [
    ['head', subject, pair.commit],
    ['base', baseServer, pair.previousCommit],
  ];
  for (const [side, server, named] of sides) {
    const recorded = results.servers.find((run) => run.name === server)?.rebuildFrom;
    if (recorded?.kind !== 'git') continue;
    const length = Math.min(recorded.commit.length, named.length);
    if (recorded.commit.slice(0, length).toLowerCase() !== named.slice(0, length).toLowerCase()) {
      throw new UserInputError(
        `${label}: its ${side} (${server}) was built from commit ${recorded.commit}, not ${named}; measure the change point's commit against the commit before it`,
      );
    }
  }
}

/** A change point's paired run, one line per scenario and measure it gated; a re-run of it adds nothing. */
export function appendConfirmation(
  confirmationsPath: string,
  results: ResultsFile,
  pair: { commit: string; previousCommit: string; date: string },
  label: string,
): { confirmations: Confirmation[]; added: number } {
  const confirmations = confirmationsOf(results, pair);
  if (confirmations.length === 0) {
    throw new UserInputError(
      `${label} has no paired comparison (run compare with the commit before as the base)`,
    );
  }
  checkMeasuredCommits(results, pair, label);
  // The new lines pass the reader's own checks, and the file's old ones too, before anything is written.
  parseConfirmations(withLinesAppended('', confirmations), `lines for ${pair.commit}`);
  const recorded = new Set(readConfirmations(confirmationsPath).map((line) => JSON.stringify(line)));
  const added = confirmations.filter((line) => !recorded.has(JSON.stringify(line)));
  if (added.length > 0) appendLines(confirmationsPath, added);
  return { confirmations, added: added.length };
}
