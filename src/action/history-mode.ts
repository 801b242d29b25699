import * as core from '@actions/core';
import type { ActionInputs } from '../config/action-inputs.ts';
import { gitTokenEnvironment } from '../history/history-branch.ts';
import { recordMainHistory } from '../history/record-main-history.ts';
import type { EventContext } from '../publish/event-context.ts';
import { logLine } from '../report/single-line-text.ts';
import { UserInputError } from '../user-input-error.ts';
import { githubClient } from './action-github-client.ts';
import { writeJobSummary } from './action-log.ts';

/**
 * mode: history-record (a push to main: its results to the history branch) or history-confirm (a
 * change point's paired run beside them): then change points, issues, the job summary and the page.
 * A trusted job's mode: its token writes; it runs git and this bundle, no server and no install.
 */
export async function runHistoryMode(
  inputs: Extract<ActionInputs, { history: unknown }>,
  context: EventContext,
): Promise<void> {
  const commit = process.env.GITHUB_SHA ?? '';
  if (inputs.mode === 'history-record' && !/^[0-9a-f]{40}$/.test(commit)) {
    throw new UserInputError(
      `GITHUB_SHA "${commit}" is not a commit: history-record records the pushed commit`,
    );
  }
  const serverUrl = process.env.GITHUB_SERVER_URL || 'https://github.com';
  const outcome = await recordMainHistory({
    settings: inputs.history,
    branch: {
      remote: `${serverUrl}/${context.owner}/${context.repo}.git`,
      name: inputs.history.branch,
      env: gitTokenEnvironment(serverUrl, inputs.publish.token),
    },
    commit,
    client: githubClient(inputs.publish),
    repository: { owner: context.owner, repo: context.repo },
    log: (line) => core.info(logLine(line)),
  });
  await writeJobSummary(outcome.markdown);
  core.setOutput('change-points-path', outcome.changePointsPath);
  core.setOutput('page-dir', outcome.pageDir);
  // The oldest slowdown no paired run has confirmed yet: the workflow's confirm jobs measure it.
  const [next] = outcome.analysis.toConfirm;
  core.setOutput('confirm', next ? JSON.stringify(next) : '');
}
