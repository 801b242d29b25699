import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A real HTTP server on 127.0.0.1 that answers the GitHub REST endpoints the action uses,
 * keeps comments in memory and records every request. @actions/github talks through undici,
 * which request-mocking libraries do not intercept, so tests point GITHUB_API_URL here.
 */
export interface FakeComment {
  id: number;
  body: string;
  user: { login: string };
  html_url: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body?: unknown;
}

interface ScriptedFailure {
  method: string;
  pathPattern: RegExp;
  status: number;
  message: string;
  headers: Record<string, string>;
  remaining: number;
}

export const FORBIDDEN_MESSAGE = 'Resource not accessible by integration';

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  labels: Array<{ name: string }>;
  state: 'open' | 'closed';
}

export interface FakeIssueEvent {
  event: 'labeled' | 'unlabeled';
  label: { name: string };
  actor: { login: string };
  created_at: string;
}

export class FakeGitHubApi {
  readonly requests: RecordedRequest[] = [];
  /** Issue number to its comments, oldest first. */
  readonly comments = new Map<number, FakeComment[]>();
  readonly pullRequests = new Map<
    number,
    {
      headSha: string;
      headRepository: string;
      baseRepository?: string;
      state?: 'open' | 'closed';
      author?: string;
      labels?: string[];
    }
  >();
  /** Each issue's or pull request's events (labeled, unlabeled), oldest first, as GET …/issues/N/events lists them. */
  readonly issueEvents = new Map<number, FakeIssueEvent[]>();
  /** Logins to their permission on the repository; anyone else answers "none". */
  readonly permissions = new Map<string, string>();
  /** Workflow runs of the repository, listed by GET …/actions/runs?head_sha=. */
  readonly workflowRuns: Array<{ id: number; head_sha: string; created_at: string }> = [];
  /** What GET /user answers; undefined answers 403 as it does for GITHUB_TOKEN. */
  tokenLogin: string | undefined;
  /**
   * Comments created by the token carry this login (github-actions[bot] for GITHUB_TOKEN, a
   * GitHub App's "<slug>[bot]"); GraphQL's viewer answers it when GET /user refuses the token.
   */
  commenterLogin = 'github-actions[bot]';
  /** Issues (not pull requests) by number. */
  readonly issues = new Map<number, FakeIssue>();
  /** Largest page the server returns, whatever per_page asks: small values force pagination. */
  maxPageSize = 100;
  /**
   * Where a workflow run's artifacts are, as act's artifact server keeps them
   * (<dir>/<run id>/<name>/<name>.zip): set, the server answers download-artifact's `run-id`
   * requests (list a run's artifacts, redirect to an artifact's zip) from there.
   */
  artifactsDir: string | undefined;
  private readonly failures: ScriptedFailure[] = [];
  private nextCommentId = 1000;

  private readonly server: Server = createServer((request, response) => void this.handle(request, response));
  /** http://127.0.0.1:PORT, set once listening. */
  url = '';

  private constructor() {}

  static async start(): Promise<FakeGitHubApi> {
    const api = new FakeGitHubApi();
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    api.url = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    return api;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next `count` requests matching method and path get this answer instead. */
  failNext(
    method: string,
    pathPattern: RegExp,
    count: number,
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ): void {
    this.failures.push({ method, pathPattern, status, message, headers, remaining: count });
  }

  /** Back to an empty repository with no scripted failures. */
  reset(): void {
    this.requests.length = 0;
    this.comments.clear();
    this.pullRequests.clear();
    this.issues.clear();
    this.issueEvents.clear();
    this.permissions.clear();
    this.workflowRuns.length = 0;
    this.failures.length = 0;
    this.tokenLogin = undefined;
    this.commenterLogin = 'github-actions[bot]';
    this.maxPageSize = 100;
  }

  addComment(issueNumber: number, login: string, body: string): FakeComment {
    const id = this.nextCommentId++;
    const comment = {
      id,
      body,
      user: { login },
      html_url: `https://github.test/pull/${issueNumber}#issuecomment-${id}`,
    };
    this.issueComments(issueNumber).push(comment);
    return comment;
  }

  issueComments(issueNumber: number): FakeComment[] {
    let list = this.comments.get(issueNumber);
    if (!list) this.comments.set(issueNumber, (list = []));
    return list;
  }

  requestsTo(method: string, pathPattern: RegExp): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && pathPattern.test(request.path));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const text = await readBody(request);
    const url = new URL(request.url ?? '/', this.url);
    const method = request.method ?? 'GET';
    const body = text === '' ? undefined : JSON.parse(text);
    this.requests.push({ method, path: url.pathname, authorization: request.headers.authorization, body });

    const failure = this.failures.find(
      (candidate) =>
        candidate.remaining > 0 && candidate.method === method && candidate.pathPattern.test(url.pathname),
    );
    if (failure) {
      failure.remaining--;
      return send(response, failure.status, { message: failure.message }, failure.headers);
    }

    const route = (pattern: RegExp) => pattern.exec(url.pathname);
    let match: RegExpExecArray | null;
    if (method === 'GET' && url.pathname === '/user') {
      if (this.tokenLogin === undefined) return send(response, 403, { message: FORBIDDEN_MESSAGE });
      return send(response, 200, { login: this.tokenLogin });
    }
    if (method === 'POST' && url.pathname === '/graphql') {
      // The one query the action asks: who the token is. A person's token comments as that person.
      return send(response, 200, { data: { viewer: { login: this.tokenLogin ?? this.commenterLogin } } });
    }
    if ((match = route(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/))) {
      const issueNumber = Number(match[1]);
      if (method === 'GET') return this.listComments(response, url, issueNumber);
      if (method === 'POST') {
        if (tooLong(body)) return send(response, 422, TOO_LONG);
        const created = this.addComment(issueNumber, this.commenterLogin, (body as { body: string }).body);
        return send(response, 201, created);
      }
    }
    if (method === 'PATCH' && (match = route(/^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/))) {
      const comment = [...this.comments.values()]
        .flat()
        .find((candidate) => candidate.id === Number(match![1]));
      if (!comment) return send(response, 404, { message: 'Not Found' });
      if (tooLong(body)) return send(response, 422, TOO_LONG);
      comment.body = (body as { body: string }).body;
      return send(response, 200, comment);
    }
    if (method === 'GET' && (match = route(/^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)$/))) {
      const pullRequest = this.pullRequests.get(Number(match[2]));
      if (!pullRequest) return send(response, 404, { message: 'Not Found' });
      return send(response, 200, {
        number: Number(match[2]),
        state: pullRequest.state ?? 'open',
        head: { sha: pullRequest.headSha, repo: { full_name: pullRequest.headRepository } },
        user: { login: pullRequest.author ?? 'a-contributor' },
        labels: (pullRequest.labels ?? []).map((name) => ({ name })),
        // Unless a test says otherwise, the pull request is one into the repository asked about.
        base: { repo: { full_name: pullRequest.baseRepository ?? match[1] } },
      });
    }
    if (method === 'GET' && (match = route(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/events$/))) {
      return this.sendPage(response, url, this.issueEvents.get(Number(match[1])) ?? []);
    }
    if (method === 'GET' && (match = route(/^\/repos\/[^/]+\/[^/]+\/collaborators\/([^/]+)\/permission$/))) {
      return send(response, 200, { permission: this.permissions.get(match[1]!) ?? 'none' });
    }
    if (method === 'GET' && route(/^\/repos\/[^/]+\/[^/]+\/actions\/runs$/)) {
      const headSha = url.searchParams.get('head_sha');
      const runs = this.workflowRuns.filter((run) => headSha === null || run.head_sha === headSha);
      return send(response, 200, { total_count: runs.length, workflow_runs: runs });
    }
    if (route(/^\/repos\/[^/]+\/[^/]+\/issues$/)) {
      if (method === 'GET') {
        const labels = url.searchParams.get('labels')?.split(',') ?? [];
        const state = url.searchParams.get('state') ?? 'open';
        const matching = [...this.issues.values()].filter(
          (issue) =>
            (state === 'all' || issue.state === state) &&
            labels.every((name) => issue.labels.some((label) => label.name === name)),
        );
        return this.sendPage(response, url, matching);
      }
      if (method === 'POST') {
        const { title, body: text, labels = [] } = body as { title: string; body: string; labels?: string[] };
        const number = this.nextCommentId++;
        const issue: FakeIssue = {
          number,
          title,
          body: text,
          labels: labels.map((name) => ({ name })),
          state: 'open',
        };
        this.issues.set(number, issue);
        return send(response, 201, issue);
      }
    }
    if (method === 'PATCH' && (match = route(/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)$/))) {
      const issue = this.issues.get(Number(match[1]));
      if (!issue) return send(response, 404, { message: 'Not Found' });
      Object.assign(issue, body as Partial<FakeIssue>);
      return send(response, 200, issue);
    }
    if (this.artifactsDir !== undefined && method === 'GET') {
      if ((match = route(/^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/))) {
        const name = url.searchParams.get('name');
        const artifacts = this.runArtifacts(Number(match[1])).filter((one) => !name || one.name === name);
        return send(response, 200, { total_count: artifacts.length, artifacts });
      }
      if ((match = route(/^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/))) {
        const artifact = this.artifactById(Number(match[1]));
        if (!artifact) return send(response, 404, { message: 'Not Found' });
        response.writeHead(302, { location: `${this.url}/artifact-zips/${artifact.id}` });
        return void response.end();
      }
      if ((match = route(/^\/artifact-zips\/(\d+)$/))) {
        const artifact = this.artifactById(Number(match[1]));
        if (!artifact) return send(response, 404, { message: 'Not Found' });
        response.writeHead(200, {
          'content-type': 'application/zip',
          'content-length': artifact.size_in_bytes,
        });
        return void createReadStream(artifact.zipPath).pipe(response);
      }
    }
    send(response, 404, { message: `fake GitHub API: no route for ${method} ${url.pathname}` });
  }

  /** A run's artifacts; an artifact's id is its run id times 1000 plus its place among them. */
  private runArtifacts(runId: number) {
    const runDir = join(this.artifactsDir!, String(runId));
    if (!existsSync(runDir)) return [];
    return readdirSync(runDir)
      .sort()
      .map((name, index) => ({ name, zipPath: join(runDir, name, `${name}.zip`), index }))
      .filter(({ zipPath }) => existsSync(zipPath))
      .map(({ name, zipPath, index }) => ({
        id: runId * 1000 + index + 1,
        name,
        size_in_bytes: statSync(zipPath).size,
        created_at: statSync(zipPath).mtime.toISOString(),
        expired: false,
        workflow_run: { id: runId },
        zipPath,
      }));
  }

  private artifactById(id: number) {
    return this.runArtifacts(Math.floor(id / 1000)).find((artifact) => artifact.id === id);
  }

  /** Pages as GitHub does: ?page=N&per_page=M, and a Link header naming the next page. */
  private listComments(response: ServerResponse, url: URL, issueNumber: number): void {
    this.sendPage(response, url, this.issueComments(issueNumber));
  }

  private sendPage(response: ServerResponse, url: URL, all: unknown[]): void {
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), this.maxPageSize);
    const page = Number(url.searchParams.get('page') ?? 1);
    const headers: Record<string, string> = {};
    if (page * perPage < all.length) {
      const next = new URL(url);
      next.searchParams.set('page', String(page + 1));
      next.searchParams.set('per_page', String(perPage));
      headers.link = `<${next.href}>; rel="next"`;
    }
    send(response, 200, all.slice((page - 1) * perPage, page * perPage), headers);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** GitHub refuses a comment body over 65,536 characters. */
const TOO_LONG = {
  message: 'Validation Failed',
  errors: [
    {
      resource: 'IssueComment',
      code: 'custom',
      field: 'body',
      message: 'body is too long (maximum is 65536 characters)',
    },
  ],
};
function tooLong(body: unknown): boolean {
  return ((body as { body?: string } | undefined)?.body?.length ?? 0) > 65_536;
}
