import * as core from '@actions/core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { runCalibration } from './calibrate/run-calibration.ts';
import { runInstructionCalibration } from './calibrate/run-instruction-calibration.ts';
import { join } from 'node:path';
import { readActionInputs, type ActionInputs, type PublishSettings } from './config/action-inputs.ts';
import type { Config } from './config/config.ts';
import { UserInputError } from './user-input-error.ts';
import type { GateVerdict } from './gate/gate-types.ts';
import { exitCodeFor } from './gate/verdict-exit-code.ts';
import { acceptanceOf, permissionFromApi } from './publish/accept-label.ts';
import { withPullRequestBase } from './servers/pull-request-base.ts';
import { runPipeline, type PipelineOutcome, type Progress } from './pipeline.ts';
import { resultsMarker } from './publish/comment-marker.ts';
import { MAX_PAYLOAD_BYTES, readCommentPayload, writeCommentPayload } from './publish/comment-payload.ts';
import {
  type EventContext,
  type PullRequestRef,
  readEventContext,
  triggeringPullRequest,
} from './publish/event-context.ts';
import { gateOutputs } from './publish/gate-outputs.ts';
import { createGitHubClient } from './publish/github-client.ts';
import { isPermissionDenied } from './publish/permission-denied.ts';
import { postCommentPayload } from './publish/post-comment-payload.ts';
import { savedOutcome } from './stages/saved-outcome.ts';
import { wantsNewComment } from './publish/comment-on.ts';
import { upsertPullRequestComment } from './publish/pr-comment.ts';
import { hideInitialEnvironment } from './process/hide-initial-environment.ts';
import { stopChildrenOnSignals } from './process/process-registry.ts';
import { BUILT_IN_SCENARIOS_PATH, SERVERS_DIR } from './repo-paths.ts';
import { renderMarkdownReport } from './report/markdown-report.ts';
import { logLine } from './report/single-line-text.ts';
import { readResultsFile, writeFileAtomically, writeResultsFile } from './results/results-file.ts';
import { mergeShards } from './merge/merge-shards.ts';
import { serverNames } from './servers/catalog.ts';
import { recordMainHistory } from './history/record-main-history.ts';
import { gitTokenEnvironment } from './history/history-branch.ts';

const TOKEN_INPUT = 'github-token';

/** The action: inputs, pipeline, report, comment, job summary, outputs, and last the check's fate. */
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
    if (inputs.mode === 'comment') {
      const posted = await postCommentPayload(
        githubClient(inputs.publish),
        context,
        inputs.publish.payloadPath,
        inputs.publish.commentOn,
      );
      if (!posted) {
        core.info(`no comment: comment-on is ${inputs.publish.commentOn}, and nothing here calls for one`);
        return;
      }
      core.info(`comment ${posted.action}: ${posted.url}`);
      core.setOutput('comment-url', posted.url);
      return;
    }
    if (inputs.mode === 'merge') await runMergeMode(inputs, context);
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

/**
 * mode: calibrate: this runner's own A/A and injected-loss trials of the paired gate (or of the
 * counted one with measure: instructions), run once per runner kind; the table goes to the job
 * summary and report-path, the trials to results-path, for the workflow to keep as an artifact.
 */
async function runCalibrateMode(config: Config): Promise<void> {
  const progress = actionProgress(config);
  const exitCode =
    config.gate.measure === 'instructions'
      ? await runInstructionCalibration(config, progress)
      : await runCalibration(config, progress);
  if (config.markdownPath && existsSync(config.markdownPath)) {
    await writeJobSummary(readFileSync(config.markdownPath, 'utf8'));
    core.setOutput('report-path', config.markdownPath);
  }
  if (config.outPath && existsSync(config.outPath)) core.setOutput('results-path', config.outPath);
  if (exitCode !== 0) core.setFailed(`calibrate could not finish (exit ${exitCode}): see the log`);
}

/** The action's log lines: round status lines only when verbose. */
function actionProgress(config: Config): Progress {
  return {
    // Lines may carry child output (npm, tar, server stderr): see logLine.
    info: (line) => core.info(logLine(line)),
    warn: (line) => core.warning(logLine(line)),
    // Every round's status line: the log of a default run stays readable unless verbose asks for them.
    status: (line) => (config.verbose ? core.info(logLine(line)) : core.debug(logLine(line))),
  };
}

async function runGate(
  inputs: Extract<ActionInputs, { config: Config }>,
  context: EventContext,
): Promise<void> {
  const { config, publish } = inputs;
  const progress = actionProgress(config);
  let outcome: PipelineOutcome;
  try {
    outcome = await runPipeline(config, progress);
  } catch (error) {
    await writeJobSummary(`### mion-perf-gate could not finish\n\n${errorMessage(error)}\n`);
    throw error;
  }

  await publishOutcome(outcome, inputs.mode === 'compare', publish, context, {
    markdownPath: config.markdownPath,
    gate: config.gate,
  });
}

/** What publishing needs besides the outcome: where the report goes, and the verdict's settings. */
interface PublishTarget {
  markdownPath?: string;
  gate: VerdictSettings;
  /** rejudge: the token reads who added a label, never posts; the comment's data is saved instead. */
  tokenReadsOnly?: boolean;
}

/** The settings that turn a verdict into the check's fate. */
type VerdictSettings = Pick<Config['gate'], 'subject' | 'failOnInconclusive'>;

/** Report, job summary, comment (or its saved data), outputs, and last the check's fate. */
async function publishOutcome(
  outcome: PipelineOutcome,
  comments: boolean,
  publish: PublishSettings,
  context: EventContext,
  target: PublishTarget,
): Promise<void> {
  // A regression a maintainer accepted with the pull request's label passes; the comment says so.
  const acceptance = await acceptanceOf(
    context.payload,
    outcome.gate,
    publish.token ? permissionFromApi(githubClient(publish), context) : undefined,
  );
  if (acceptance && outcome.gate) {
    if ('accepted' in acceptance) {
      core.info(
        `the ${outcome.gate.verdict} was accepted as intended (label ${acceptance.accepted.label}, @${acceptance.accepted.by}): the check passes`,
      );
      outcome = { ...outcome, gate: { ...outcome.gate, accepted: acceptance.accepted } };
    } else {
      core.warning(logLine(acceptance.refused));
      outcome = { ...outcome, gate: { ...outcome.gate, notes: [...outcome.gate.notes, acceptance.refused] } };
    }
  }
  // From the results saved in a payload too, so the comment job recomputes the very same marker.
  const marker = resultsMarker(outcome.results, target.gate.subject);
  const report = renderMarkdownReport({ ...outcome, runUrl: context.runUrl, marker });
  if (target.markdownPath) {
    writeFileAtomically(target.markdownPath, report);
    core.setOutput('report-path', target.markdownPath);
  }
  await writeJobSummary(report);
  if (outcome.resultsPath) core.setOutput('results-path', outcome.resultsPath);

  if (comments && publish.comment) {
    const createIfMissing = wantsNewComment(publish.commentOn, outcome.gate);
    const posting = target.tokenReadsOnly ? { ...publish, token: '' } : publish;
    const commentUrl = await commentOnPullRequest(posting, context, marker, report, outcome, createIfMissing);
    if (commentUrl) core.setOutput('comment-url', commentUrl);
  }

  const verdict: GateVerdict = outcome.gate?.verdict ?? (outcome.exitCode === 0 ? 'pass' : 'error');
  core.setOutput('verdict', verdict);
  if (outcome.gate) {
    for (const [name, value] of Object.entries(gateOutputs(outcome.gate))) core.setOutput(name, value);
  }
  const failure = failureReason(verdict, outcome, publish, target);
  if (failure) core.setFailed(failure);
}

/**
 * mode: merge: the shards' results files in shards-dir (each matrix job's artifact, downloaded
 * into one folder) become one verdict, published as compare publishes its own.
 */
async function runMergeMode(
  inputs: Extract<ActionInputs, { mode: 'merge' }>,
  context: EventContext,
): Promise<void> {
  const { merge, publish } = inputs;
  const files = readdirSync(merge.shardsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(merge.shardsDir, name));
  if (files.length === 0) throw new UserInputError(`input shards-dir: no .json file in ${merge.shardsDir}`);
  const { results, gate } = mergeShards(files.map((path) => ({ path, results: readResultsFile(path) })));
  writeResultsFile(merge.outPath, results);
  const outcome: PipelineOutcome = {
    results,
    gate,
    exitCode: exitCodeFor(gate, { gate: { failOnInconclusive: merge.failOnInconclusive } }),
    resultsPath: merge.outPath,
  };
  const subject = results.settings.subject ?? gate.subject;
  await publishOutcome(outcome, true, publish, context, {
    markdownPath: merge.markdownPath,
    gate: { subject, failOnInconclusive: merge.failOnInconclusive },
  });
}

/**
 * mode: rejudge: a label changed on the pull request; the results a compare of this head saved
 * (payload-path) are judged again with the labels it has now and published as compare publishes
 * its own, comment's data included, without measuring anything (saved-outcome.ts).
 */
async function runRejudgeMode(
  inputs: Extract<ActionInputs, { mode: 'rejudge' }>,
  context: EventContext,
): Promise<void> {
  const { rejudge, publish } = inputs;
  const payload = await readCommentPayload(publish.payloadPath);
  const outcome = savedOutcome(
    payload,
    publish.payloadPath,
    triggeringPullRequest(context),
    rejudge.failOnInconclusive,
  );
  core.info(
    `judged again without measuring: the ${outcome.gate.verdict} saved for ${payload.headSha.slice(0, 12)}, with the pull request's labels now`,
  );
  await publishOutcome(outcome, true, publish, context, {
    tokenReadsOnly: true,
    markdownPath: rejudge.markdownPath,
    gate: {
      subject: payload.results.settings.subject ?? outcome.gate.subject,
      failOnInconclusive: rejudge.failOnInconclusive,
    },
  });
}

/**
 * mode: history-record (a push to main: its results to the history branch) or history-confirm (a
 * change point's paired run beside them): then change points, issues, the job summary and the page.
 * A trusted job's mode: its token writes; it runs git and this bundle, no server and no install.
 */
async function runHistoryMode(
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

export function failureReason(
  verdict: GateVerdict,
  outcome: PipelineOutcome,
  publish: PublishSettings,
  config: { gate: VerdictSettings },
): string | undefined {
  const { subject } = config.gate;
  // Paired mode compares with the pull request's base, not with a baseline file.
  const comparedWith = outcome.gate?.mode === 'paired' ? 'the base of the pull request' : 'the baseline';
  if (verdict === 'error') return `mion-perf-gate could not decide: ${outcome.gate?.error ?? 'see the log'}`;
  if (outcome.gate?.accepted) return undefined;
  if (verdict === 'regression' && publish.failOnRegression)
    return `${subject} regressed against ${comparedWith}`;
  if (verdict === 'unstable' && publish.failOnRegression)
    return `${subject}'s head is more erratic across processes than ${comparedWith}`;
  if (verdict === 'no-baseline' && outcome.exitCode !== 0) {
    return `${outcome.gate?.notes[0] ?? 'no baseline'} (if-no-baseline is fail)`;
  }
  if (verdict === 'inconclusive' && config.gate.failOnInconclusive) {
    return `the comparison of ${subject} with ${comparedWith} was inconclusive (fail-on-inconclusive is on)`;
  }
  return undefined;
}

/**
 * Posts or updates the pull request's comment. Without a token, or when posting fails, the
 * comment's data goes to the payload file instead, for the trusted workflow_run job to render and
 * post (docs/action.md); a failure never costs the verdict.
 */
async function commentOnPullRequest(
  publish: PublishSettings,
  context: EventContext,
  marker: string,
  report: string,
  outcome: PipelineOutcome,
  createIfMissing: boolean,
): Promise<string | undefined> {
  const pullRequest = triggeringPullRequest(context);
  if (!pullRequest) {
    core.info(`no pull request in the ${context.eventName || 'unknown'} event: nothing to comment on`);
    return undefined;
  }
  const saved = `Its data was saved to ${publish.payloadPath} for a workflow_run job to render and post; see docs/action.md.`;
  if (publish.token === '') {
    saveCommentPayload(publish, pullRequest, marker, outcome);
    core.info(`no token: the comment on #${pullRequest.number} was not posted. ${saved}`);
    return undefined;
  }
  const target = { owner: context.owner, repo: context.repo, pullRequestNumber: pullRequest.number };
  try {
    const posted = await upsertPullRequestComment(githubClient(publish), target, marker, report, {
      createIfMissing,
    });
    if (!posted) {
      core.info(`no comment: comment-on is ${publish.commentOn}, and nothing here calls for one`);
      return undefined;
    }
    core.info(`comment ${posted.action}: ${posted.url}`);
    return posted.url;
  } catch (error) {
    saveCommentPayload(publish, pullRequest, marker, outcome);
    const why = isPermissionDenied(error)
      ? 'the token may not comment here (a pull request from a fork gets a read-only token)'
      : 'the GitHub API kept failing';
    core.warning(`could not comment on #${pullRequest.number}: ${why} (${errorMessage(error)}). ${saved}`);
    return undefined;
  }
}

/** Data, not the rendered report: the trusted job renders it, so a fork cannot choose the markup. */
function saveCommentPayload(
  publish: PublishSettings,
  pullRequest: PullRequestRef,
  marker: string,
  outcome: PipelineOutcome,
): void {
  const sizeBytes = writeCommentPayload(publish.payloadPath, {
    schemaVersion: 2,
    pullRequestNumber: pullRequest.number,
    headSha: pullRequest.headSha,
    marker,
    results: outcome.results,
    ...(outcome.baseline ? { baseline: outcome.baseline } : {}),
    ...(outcome.gate ? { gate: outcome.gate } : {}),
  });
  core.setOutput('payload-path', publish.payloadPath);
  if (sizeBytes > MAX_PAYLOAD_BYTES) {
    core.warning(
      `the comment's data is ${sizeBytes} bytes, over the ${MAX_PAYLOAD_BYTES} bytes mode: comment accepts: it will not be posted (fewer servers or rounds make it smaller)`,
    );
  }
}

function githubClient(publish: PublishSettings) {
  return createGitHubClient(publish.token, {
    apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
    warn: (line) => core.warning(logLine(line)),
  });
}

/** Every run gets the report in its summary, pushes and fork pull requests included. */
async function writeJobSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('GITHUB_STEP_SUMMARY is not set: no job summary');
    return;
  }
  await core.summary.addRaw(markdown, true).write();
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
