import * as core from '@actions/core';
import type { PublishSettings } from '../config/action-inputs.ts';
import { createGitHubClient } from '../publish/github-client.ts';
import { logLine } from '../report/single-line-text.ts';

/** The GitHub API at the address the runner names, its retries' warnings in the log. */
export function githubClient(publish: Pick<PublishSettings, 'token'>) {
  return createGitHubClient(publish.token, {
    apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
    warn: (line) => core.warning(logLine(line)),
  });
}
