import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { HistoryModeSettings } from '../config/history-mode-inputs.ts';
import { DEFAULT_SUBJECT } from '../config/groups/against-what.ts';
import type { GitHubClient } from '../publish/github-client.ts';
import { readResultsFile, writeFileAtomically } from '../results/results-file.ts';
import { analyzeHistory, type HistoryAnalysis } from './analyze-history.ts';
import { parseConfirmations } from './change-point-confirmation.ts';
import { alertChangePoints, type AlertOutcome } from './change-point-issues.ts';
import {
  CONFIRMATIONS_FILE,
  HISTORY_FILE,
  updateHistoryBranch,
  type HistoryBranch,
} from './history-branch.ts';
import { parseHistory } from '../config/history-line.ts';
import { renderHistoryMarkdown } from './history-markdown.ts';
import { renderHistoryPage } from './history-page.ts';
import { appendCommitToHistory, appendConfirmation } from './history-records.ts';

/**
 * Main's history, recorded by the action in a trusted job (modes history-record and
 * history-confirm): the results go to the history branch, the branch is analyzed for change
 * points, the analysis is written for the job summary and the page, and each confirmed slowdown
 * gets its issue. The same steps the CLI's `history append|confirm`, `analyze` and `alert` take.
 */
export interface MainHistoryRun {
  settings: HistoryModeSettings;
  branch: HistoryBranch;
  /** The pushed commit the results measured (history-record). */
  commit: string;
  client: GitHubClient;
  repository: { owner: string; repo: string };
  log: (line: string) => void;
}

export interface MainHistoryOutcome {
  analysis: HistoryAnalysis;
  markdown: string;
  changePointsPath: string;
  pageDir: string;
  issues: AlertOutcome;
}

export async function recordMainHistory(run: MainHistoryRun): Promise<MainHistoryOutcome> {
  const { settings, commit, log } = run;
  const results = readResultsFile(settings.resultsPath);
  const label = `input results-path (${settings.resultsPath})`;
  const point = settings.changePoint;
  const update = point
    ? {
        file: CONFIRMATIONS_FILE,
        message: `perf history: ${point.commit} against ${point.previousCommit}`,
        change: (path: string) => {
          const pair = {
            commit: point.commit,
            previousCommit: point.previousCommit,
            date: results.createdAt,
          };
          const { added } = appendConfirmation(path, results, pair, label);
          log(
            `history: the paired run of ${point.commit} against ${point.previousCommit}: ${added} lines added`,
          );
        },
      }
    : {
        file: HISTORY_FILE,
        message: `perf history: ${commit}`,
        change: (path: string) => {
          const subject = settings.subject || results.settings.subject || DEFAULT_SUBJECT;
          const commitOf = { commit, date: results.createdAt, subject };
          const { added, recorded } = appendCommitToHistory(path, results, commitOf, label);
          log(
            `history: ${added} lines for ${commit}${recorded > 0 ? ` (${recorded} already recorded)` : ''}`,
          );
        },
      };
  const { files } = await updateHistoryBranch(run.branch, update, log);

  const lines = parseHistory(files[HISTORY_FILE] ?? '', `${run.branch.name}:${HISTORY_FILE}`);
  const confirmations = parseConfirmations(
    files[CONFIRMATIONS_FILE] ?? '',
    `${run.branch.name}:${CONFIRMATIONS_FILE}`,
  );
  const analysis = analyzeHistory(lines, undefined, confirmations);
  const markdown = renderHistoryMarkdown(analysis, lines);
  const changePointsPath = join(settings.outputDir, 'change-points.json');
  const pageDir = join(settings.outputDir, 'page');
  mkdirSync(pageDir, { recursive: true });
  writeFileAtomically(changePointsPath, `${JSON.stringify(analysis, null, 2)}\n`);
  writeFileAtomically(join(settings.outputDir, 'history.md'), markdown);
  writeFileAtomically(join(pageDir, 'index.html'), renderHistoryPage(analysis, lines));

  const issues = await alertChangePoints(run.client, run.repository, analysis.changePoints);
  log(
    `history: issues opened ${JSON.stringify(issues.created)}, updated ${JSON.stringify(issues.updated)}, ` +
      `unchanged ${JSON.stringify(issues.unchanged)}, accepted ${JSON.stringify(issues.accepted)}`,
  );
  return { analysis, markdown, changePointsPath, pageDir, issues };
}
