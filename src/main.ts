import * as core from '@actions/core';
import { runCalibrateMode } from './action/calibrate-mode.ts';
import { runCommentMode } from './action/comment-mode.ts';
import { errorMessage } from './action/action-log.ts';
import { runGate } from './action/gate-mode.ts';
import { runHistoryMode } from './action/history-mode.ts';
import { runMergeMode } from './action/merge-mode.ts';
import { runRejudgeMode } from './action/rejudge-mode.ts';
import { readActionInputs } from './config/action-inputs.ts';
import { hideInitialEnvironment } from './process/hide-initial-environment.ts';
import { stopChildrenOnSignals } from './process/process-registry.ts';
import { readEventContext } from './publish/event-context.ts';
import { BUILT_IN_SCENARIOS_PATH, SERVERS_DIR } from './repo-paths.ts';
import { serverNames } from './servers/catalog.ts';
import { withPullRequestBase } from './servers/pull-request-base.ts';
import { UserInputError } from './user-input-error.ts';

const TOKEN_INPUT = 'github-token';

/**
 * The action: its inputs choose a mode, and each mode is a file of src/action/: gate-mode (compare,
 * run, baseline: measure, judge, publish), comment (the trusted job posts a fork's comment), merge
 * (shards into one verdict), rejudge (a label changed), history-record and history-confirm (main's
 * history), calibrate (a runner's own trials).
 */
export async function run(): Promise<void> {
  stopChildrenOnSignals((signal) =>
    core.warning(`stopped by ${signal}: every server was stopped, no file was written`),
  );
  let verbose = false;
  try {
    const token = takeToken();
    const workspaceDir = process.env.GITHUB_WORKSPACE || process.cwd();
    const context = readEventContext();
    // On a pull request the gate is paired by default: the action checks out the base commit itself.
    const readInput = await withPullRequestBase(
      (name) => (name === TOKEN_INPUT ? token : core.getInput(name)),
      context.payload,
      workspaceDir,
      { info: (line) => core.info(line) },
    );
    const inputs = readActionInputs(readInput, {
      defaultServersDir: SERVERS_DIR,
      defaultScenariosFile: BUILT_IN_SCENARIOS_PATH,
      listServers: serverNames,
      workspaceDir,
    });
    verbose = 'config' in inputs && inputs.config.verbose;
    if (inputs.mode === 'comment') await runCommentMode(inputs.publish, context);
    else if (inputs.mode === 'merge') await runMergeMode(inputs, context);
    else if (inputs.mode === 'rejudge') await runRejudgeMode(inputs, context);
    else if ('history' in inputs) await runHistoryMode(inputs, context);
    else if (inputs.mode === 'calibrate') await runCalibrateMode(inputs.config);
    else await runGate(inputs, context);
  } catch (error) {
    core.setOutput('verdict', 'error');
    if (!(error instanceof UserInputError) && error instanceof Error) {
      (verbose ? core.info : core.debug)(error.stack ?? '');
    }
    core.setFailed(errorMessage(error));
  }
}

/**
 * Masks the token in the log and removes it from our environment, the live one and the block
 * /proc/<pid>/environ shows: servers and npm installs run code from the pull request and from
 * npm, and a process of the same user can read that file. Children get an allow-listed
 * environment anyway (child-environment.ts).
 */
function takeToken(): string {
  const token = core.getInput(TOKEN_INPUT);
  if (token !== '') core.setSecret(token);
  const tokenVariable = `INPUT_${TOKEN_INPUT.toUpperCase()}`;
  delete process.env[tokenVariable];
  const failure = hideInitialEnvironment([tokenVariable]);
  if (failure) {
    core.warning(
      `could not hide the token from /proc/${process.pid}/environ (${failure}); run the benchmark job with github-token: '' to give it no token`,
    );
  }
  return token;
}
