import * as core from '@actions/core';
import { readActionInputs, type ActionInputs, type PublishSettings } from './config/action-inputs.ts';
import type { Config } from './config/config.ts';
import { UserInputError } from './config/config-error.ts';
import type { GateVerdict } from './gate/gate-types.ts';
import { runPipeline, type PipelineOutcome, type Progress } from './pipeline.ts';
import { commentMarker } from './publish/comment-marker.ts';
import { writeCommentPayload } from './publish/comment-payload.ts';
import { type EventContext, readEventContext, triggeringPullRequest } from './publish/event-context.ts';
import { gateOutputs } from './publish/gate-outputs.ts';
import { createGitHubClient } from './publish/github-client.ts';
import { isPermissionDenied } from './publish/permission-denied.ts';
import { postCommentPayload } from './publish/post-comment-payload.ts';
import { wantsNewComment } from './publish/comment-on.ts';
import { upsertPullRequestComment } from './publish/pr-comment.ts';
import { stopChildrenOnSignals } from './process/process-registry.ts';
import { SERVERS_DIR } from './repo-paths.ts';
import { renderMarkdownReport } from './report/markdown-report.ts';
import { writeFileAtomically } from './results/results-file.ts';
import { serverNames } from './servers/catalog.ts';

const TOKEN_INPUT = 'github-token';

/** The action: inputs, pipeline, report, comment, job summary, outputs, and last the check's fate. */
export async function run(): Promise<void> {
  stopChildrenOnSignals((signal) =>
    core.warning(`stopped by ${signal}: every server was stopped, no file was written`),
  );
  let verbose = false;
  try {
    const token = takeToken();
    const inputs = readActionInputs((name) => (name === TOKEN_INPUT ? token : core.getInput(name)), {
      defaultServersDir: SERVERS_DIR,
      listServers: serverNames,
      workspaceDir: process.env.GITHUB_WORKSPACE || process.cwd(),
    });
    verbose = inputs.mode !== 'comment' && inputs.config.verbose;
    const context = readEventContext();
    if (inputs.mode === 'comment') {
      const posted = await postCommentPayload(
        githubClient(inputs.publish),
        context,
        inputs.publish.payloadPath,
      );
      core.info(`comment ${posted.action}: ${posted.url}`);
      core.setOutput('comment-url', posted.url);
      return;
    }
    await runGate(inputs, context);
  } catch (error) {
    core.setOutput('verdict', 'error');
    if (!(error instanceof UserInputError) && error instanceof Error) {
      (verbose ? core.info : core.debug)(error.stack ?? '');
    }
    core.setFailed(errorMessage(error));
  }
}

/**
 * Masks the token in the log and removes it from our environment: servers and npm installs
 * run code from the pull request, and child processes inherit the environment.
 */
function takeToken(): string {
  const token = core.getInput(TOKEN_INPUT);
  if (token !== '') core.setSecret(token);
  delete process.env[`INPUT_${TOKEN_INPUT.toUpperCase()}`];
  return token;
}

async function runGate(
  inputs: Extract<ActionInputs, { config: Config }>,
  context: EventContext,
): Promise<void> {
  const { config, publish } = inputs;
  const progress: Progress = {
    info: (line) => core.info(line),
    warn: (line) => core.warning(line),
    // Every round's status line: the log of a default run stays readable unless verbose asks for them.
    status: (line) => (config.verbose ? core.info(line) : core.debug(line)),
  };
  let outcome: PipelineOutcome;
  try {
    outcome = await runPipeline(config, progress);
  } catch (error) {
    await writeJobSummary(`### mion-perf-gate could not finish\n\n${errorMessage(error)}\n`);
    throw error;
  }

  const marker = commentMarker({
    subject: config.gate.subject,
    scenarios: config.load.scenarios,
    servers: config.load.servers,
  });
  const report = renderMarkdownReport({ ...outcome, runUrl: context.runUrl, marker });
  if (config.markdownPath) {
    writeFileAtomically(config.markdownPath, report);
    core.setOutput('report-path', config.markdownPath);
  }
  await writeJobSummary(report);
  if (outcome.resultsPath) core.setOutput('results-path', outcome.resultsPath);

  if (inputs.mode === 'compare' && publish.comment) {
    const createIfMissing = wantsNewComment(publish.commentOn, outcome.gate);
    const commentUrl = await commentOnPullRequest(publish, context, marker, report, createIfMissing);
    if (commentUrl) core.setOutput('comment-url', commentUrl);
  }

  const verdict: GateVerdict = outcome.gate?.verdict ?? (outcome.exitCode === 0 ? 'pass' : 'error');
  core.setOutput('verdict', verdict);
  if (outcome.gate) {
    for (const [name, value] of Object.entries(gateOutputs(outcome.gate))) core.setOutput(name, value);
  }
  const failure = failureReason(verdict, outcome, publish, config);
  if (failure) core.setFailed(failure);
}

function failureReason(
  verdict: GateVerdict,
  outcome: PipelineOutcome,
  publish: PublishSettings,
  config: Config,
): string | undefined {
  const { subject } = config.gate;
  if (verdict === 'error') return `mion-perf-gate could not decide: ${outcome.gate?.error ?? 'see the log'}`;
  if (verdict === 'regression' && publish.failOnRegression)
    return `${subject} regressed against the baseline`;
  if (verdict === 'no-baseline' && outcome.exitCode !== 0) {
    return `${outcome.gate?.notes[0] ?? 'no baseline'} (if-no-baseline is fail)`;
  }
  if (verdict === 'inconclusive' && config.gate.failOnInconclusive) {
    return `the comparison of ${subject} with the baseline was inconclusive (fail-on-inconclusive is on)`;
  }
  return undefined;
}

/**
 * Posts or updates the pull request's comment. A failure never costs the verdict: the comment
 * goes to the payload file instead, for a trusted workflow_run job to post (docs/action.md).
 */
async function commentOnPullRequest(
  publish: PublishSettings,
  context: EventContext,
  marker: string,
  report: string,
  createIfMissing: boolean,
): Promise<string | undefined> {
  const pullRequest = triggeringPullRequest(context);
  if (!pullRequest) {
    core.info(`no pull request in the ${context.eventName || 'unknown'} event: nothing to comment on`);
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
    writeCommentPayload(publish.payloadPath, {
      schemaVersion: 1,
      pullRequestNumber: pullRequest.number,
      headSha: pullRequest.headSha,
      marker,
      report,
    });
    core.setOutput('payload-path', publish.payloadPath);
    const why = isPermissionDenied(error)
      ? 'the token may not comment here (a pull request from a fork gets a read-only token)'
      : 'the GitHub API kept failing';
    core.warning(
      `could not comment on #${pullRequest.number}: ${why} (${errorMessage(error)}). ` +
        `The comment was saved to ${publish.payloadPath} for a workflow_run job to post; see docs/action.md.`,
    );
    return undefined;
  }
}

function githubClient(publish: PublishSettings) {
  return createGitHubClient(publish.token, {
    apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
    warn: (line) => core.warning(line),
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
