import { UserInputError } from '../user-input-error.ts';

/** A change point's commit, the commit before it, and the scenarios it slowed (analyze's toConfirm). */
export interface ChangePointToConfirm {
  commit: string;
  previousCommit: string;
  scenarios: string[];
}

/** mode: history-record and history-confirm: what goes to main's history branch, and where the analysis goes. */
export interface HistoryModeSettings {
  /** The results file to record: the pushed commit's (record), or a paired run of a change point (confirm). */
  resultsPath: string;
  branch: string;
  /** The server whose figures are main's history; empty: the results' subject. */
  subject: string;
  /** Where change-points.json, history.md and page/index.html are written. */
  outputDir: string;
  /** history-confirm: the change point the paired run measured (history-record's output `confirm`). */
  changePoint?: ChangePointToConfirm;
}

const COMMIT = /^[0-9a-f]{7,40}$/;
const SCENARIO = /^[A-Za-z0-9._-]{1,100}$/;

/** A branch name git takes and no shell or path could misread: letters, digits, - _ . and /. */
export function parseHistoryBranch(label: string, text: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/.test(text) || text.includes('..') || text.endsWith('.lock')) {
    throw new UserInputError(`${label}: "${text}" is not a branch name this action writes`);
  }
  return text;
}

/** The JSON history-record's output `confirm` holds: {"commit","previousCommit","scenarios"}. */
export function parseChangePointInput(label: string, text: string): ChangePointToConfirm {
  if (text === '') {
    throw new UserInputError(
      `${label}: mode history-confirm needs the change point (history-record's output confirm)`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UserInputError(`${label}: not JSON: ${text.slice(0, 80)}`);
  }
  const { commit, previousCommit, scenarios } = (value ?? {}) as Record<string, unknown>;
  if (typeof commit !== 'string' || !COMMIT.test(commit))
    throw new UserInputError(`${label}: commit must be a commit's hex SHA`);
  if (typeof previousCommit !== 'string' || !COMMIT.test(previousCommit))
    throw new UserInputError(`${label}: previousCommit must be a commit's hex SHA`);
  if (
    !Array.isArray(scenarios) ||
    !scenarios.every((name) => typeof name === 'string' && SCENARIO.test(name))
  )
    throw new UserInputError(`${label}: scenarios must be a list of scenario names`);
  return { commit, previousCommit, scenarios: scenarios as string[] };
}
