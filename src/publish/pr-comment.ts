import { MARKER_LINE } from './comment-marker.ts';
import { fitCommentBody } from './comment-size.ts';
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

export interface UpsertOptions {
  /** false: only keep an existing comment current (comment-on found nothing worth a new one). */
  createIfMissing?: boolean;
}

/**
 * One comment per pull request and configuration: found by its marker on its first line and by
 * its author (so a person quoting the marker is never overwritten), across every page of
 * comments, and edited in place on each push. Undefined when there was none and none was wanted.
 */
export async function upsertPullRequestComment(
  client: GitHubClient,
  target: PullRequestTarget,
  marker: string,
  body: string,
): Promise<PostedComment>;
export async function upsertPullRequestComment(
  client: GitHubClient,
  target: PullRequestTarget,
  marker: string,
  body: string,
  options: UpsertOptions,
): Promise<PostedComment | undefined>;
export async function upsertPullRequestComment(
  client: GitHubClient,
  target: PullRequestTarget,
  marker: string,
  body: string,
  options: UpsertOptions = {},
): Promise<PostedComment | undefined> {
  const { owner, repo, pullRequestNumber } = target;
  const fitted = fitCommentBody(body);
  const author = await tokenLogin(client);
  const comments = await client.paginate(client.rest.issues.listComments, {
    owner,
    repo,
    issue_number: pullRequestNumber,
    per_page: 100,
  });
  const ours = comments.find(
    (comment) => comment.user?.login === author && MARKER_LINE.exec(comment.body ?? '')?.[1] === marker,
  );
  if (ours) {
    const { data } = await client.rest.issues.updateComment({
      owner,
      repo,
      comment_id: ours.id,
      body: fitted,
    });
    return { url: data.html_url, action: 'updated' };
  }
  if (options.createIfMissing === false) return undefined;
  const { data } = await client.rest.issues.createComment({
    owner,
    repo,
    issue_number: pullRequestNumber,
    body: fitted,
  });
  return { url: data.html_url, action: 'created' };
}

/**
 * The login the token comments as. GraphQL's viewer answers for every kind of token: a person
 * ("maintainer"), GITHUB_TOKEN ("github-actions[bot]") and a GitHub App's installation token
 * ("my-app[bot]"); REST GET /user refuses the last two with a 403.
 */
async function tokenLogin(client: GitHubClient): Promise<string> {
  const answer = await client.graphql<{ viewer: { login: string } }>('query { viewer { login } }');
  return answer.viewer.login;
}
