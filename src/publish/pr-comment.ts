import type { GitHubClient } from './github-client.ts';

export interface PullRequestTarget {
  owner: string;
  repo: string;
  pullRequestNumber: number;
}

export interface PostedComment {
  url: string;
  action: 'created' | 'updated';
}

/** GITHUB_TOKEN is an app installation token: GET /user refuses it, and its comments carry this login. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * One comment per pull request and configuration: found by its marker and by its author (so a
 * person quoting the marker is never overwritten), across every page of comments, and edited
 * in place on each push.
 */
export async function upsertPullRequestComment(
  client: GitHubClient,
  target: PullRequestTarget,
  marker: string,
  body: string,
): Promise<PostedComment> {
  const { owner, repo, pullRequestNumber } = target;
  const author = await tokenLogin(client);
  const comments = await client.paginate(client.rest.issues.listComments, {
    owner,
    repo,
    issue_number: pullRequestNumber,
    per_page: 100,
  });
  const ours = comments.find((comment) => comment.user?.login === author && comment.body?.includes(marker));
  if (ours) {
    const { data } = await client.rest.issues.updateComment({ owner, repo, comment_id: ours.id, body });
    return { url: data.html_url, action: 'updated' };
  }
  const { data } = await client.rest.issues.createComment({
    owner,
    repo,
    issue_number: pullRequestNumber,
    body,
  });
  return { url: data.html_url, action: 'created' };
}

/** The login the token comments as: a personal token's user, or the Actions bot. */
async function tokenLogin(client: GitHubClient): Promise<string> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return data.login;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 401 || status === 403) return ACTIONS_BOT_LOGIN;
    throw error;
  }
}
