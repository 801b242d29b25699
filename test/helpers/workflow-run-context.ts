import type { EventContext } from '../../src/publish/event-context.ts';

/** The address of the run the comment links to, in these tests. */
export const RUN_URL = 'https://github.test/mion/gate/actions/runs/77';

/**
 * The event a `workflow_run` comment job sees in repository mion/gate: the run of `headSha` from
 * `headRepository`, with the pull requests GitHub lists for it (none for a fork's).
 */
export function workflowRunContext(
  headSha: string,
  pullRequests: number[] = [12],
  headRepository = 'mion/gate',
): EventContext {
  return {
    eventName: 'workflow_run',
    owner: 'mion',
    repo: 'gate',
    payload: {
      workflow_run: {
        head_sha: headSha,
        head_repository: { full_name: headRepository },
        pull_requests: pullRequests.map((number) => ({ number })),
        html_url: RUN_URL,
      },
    },
  };
}
