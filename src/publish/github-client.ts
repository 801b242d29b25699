import { getOctokit } from '@actions/github';
import { DEFAULT_RETRY_OPTIONS, type HttpFailure, type RetryOptions, withRetries } from './github-retry.ts';

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface GitHubClientOptions {
  /** GITHUB_API_URL on a runner (GitHub Enterprise has its own). */
  apiUrl: string;
  retry?: Partial<RetryOptions>;
  warn: (line: string) => void;
}

/** An Octokit whose every request, pages of a listing included, is retried on transient failures. */
export function createGitHubClient(token: string, options: GitHubClientOptions): GitHubClient {
  const octokit = getOctokit(token, { baseUrl: options.apiUrl });
  const retry = { ...DEFAULT_RETRY_OPTIONS, ...options.retry };
  octokit.hook.wrap('request', (request, requestOptions) =>
    withRetries(
      async () => request(requestOptions),
      retry,
      (failure: HttpFailure, delayMs) =>
        options.warn(
          `GitHub API ${requestOptions.method} ${requestOptions.url} answered ${failure.status}; retrying in ${delayMs} ms`,
        ),
    ),
  );
  return octokit;
}
