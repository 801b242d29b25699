import { spawnSync } from 'node:child_process';
import { childEnvironment } from '../process/child-environment.ts';
import { readEventContext, triggeringPullRequest } from '../publish/event-context.ts';
import type { GitInfo } from '../results/results-types.ts';

/** The commit being measured: the runner's GITHUB_SHA, else the checkout's HEAD, else nothing. */
export function readGitInfo(cwd: string): GitInfo {
  const commit = process.env.GITHUB_SHA ?? gitOutput(cwd, ['rev-parse', 'HEAD']);
  const ref = process.env.GITHUB_REF ?? gitOutput(cwd, ['rev-parse', '--abbrev-ref', 'HEAD']);
  const pullRequestHead = triggeringPullRequest(readEventContext())?.headSha;
  return {
    ...(commit ? { commit } : {}),
    ...(ref ? { ref } : {}),
    ...(pullRequestHead ? { pullRequestHead } : {}),
  };
}

function gitOutput(cwd: string, args: string[]): string | undefined {
  // git runs what a repository's config names (fsmonitor, hooks): it gets the allow-listed
  // environment, as every other child does, never the action's token.
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', timeout: 5000, env: childEnvironment() });
  return result.status === 0 ? result.stdout.trim() || undefined : undefined;
}
