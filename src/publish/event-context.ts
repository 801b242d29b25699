import { readFileSync } from 'node:fs';

/**
 * What the runner tells us about the triggering event (GITHUB_EVENT_NAME, GITHUB_EVENT_PATH,
 * GITHUB_REPOSITORY). Read here rather than from @actions/github's context so that it is read
 * when asked for, not when a module is first imported.
 */
export interface EventContext {
  eventName: string;
  owner: string;
  repo: string;
  payload: Record<string, unknown>;
  runUrl?: string;
}

export interface PullRequestRef {
  number: number;
  headSha: string;
}

export function readEventContext(env: NodeJS.ProcessEnv = process.env): EventContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const payload = env.GITHUB_EVENT_PATH ? JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) : {};
  const runUrl =
    env.GITHUB_RUN_ID && env.GITHUB_REPOSITORY
      ? `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  return { eventName: env.GITHUB_EVENT_NAME ?? '', owner, repo, payload, runUrl };
}

/** The pull request a pull_request or pull_request_target event is about; undefined on a push. */
export function triggeringPullRequest(context: EventContext): PullRequestRef | undefined {
  const pullRequest = context.payload.pull_request as
    { number?: unknown; head?: { sha?: unknown } } | undefined;
  if (typeof pullRequest?.number !== 'number' || typeof pullRequest.head?.sha !== 'string') return undefined;
  return { number: pullRequest.number, headSha: pullRequest.head.sha };
}

/** The run a workflow_run event reports on: the trusted facts a payload is checked against. */
export interface WorkflowRunFacts {
  headSha: string;
  headRepository: string;
  pullRequestNumbers: number[];
  /** The triggering run's page, which the comment links to. */
  htmlUrl?: string;
  /** Who started the triggering run: the one who pushed, labelled or re-ran it. */
  triggeringActor?: string;
}

export function triggeringWorkflowRun(context: EventContext): WorkflowRunFacts | undefined {
  if (context.eventName !== 'workflow_run') return undefined;
  const run = context.payload.workflow_run as
    | {
        head_sha?: unknown;
        head_repository?: { full_name?: unknown };
        pull_requests?: { number?: unknown }[];
        html_url?: unknown;
        triggering_actor?: { login?: unknown };
      }
    | undefined;
  if (typeof run?.head_sha !== 'string' || typeof run.head_repository?.full_name !== 'string')
    return undefined;
  const pullRequestNumbers = (run.pull_requests ?? [])
    .map((pullRequest) => pullRequest.number)
    .filter((number): number is number => typeof number === 'number');
  return {
    headSha: run.head_sha,
    headRepository: run.head_repository.full_name,
    pullRequestNumbers,
    ...(typeof run.html_url === 'string' ? { htmlUrl: run.html_url } : {}),
    ...(typeof run.triggering_actor?.login === 'string'
      ? { triggeringActor: run.triggering_actor.login }
      : {}),
  };
}
