import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Git's smart HTTP protocol on 127.0.0.1, through `git http-backend` (the CGI program git ships):
 * a stand-in for https://github.com/<owner>/<name> that actions/checkout can fetch a commit from,
 * by its sha, as it does on GitHub. `root` holds the repositories as <owner>/<name>/.git folders
 * (or bare ones). Only upload-pack is served, unless `pushToken` is given: then a push that carries
 * it as GitHub takes a token (basic x-access-token:<token>) is received, and any other is refused.
 */
export interface GitHttpServer {
  /** http://127.0.0.1:PORT: what a workflow sees as GITHUB_SERVER_URL. */
  url: string;
  close(): Promise<void>;
}

export async function startGitHttpServer(
  root: string,
  options: { pushToken?: string } = {},
): Promise<GitHttpServer> {
  const pushAuthorization =
    options.pushToken === undefined
      ? undefined
      : `basic ${Buffer.from(`x-access-token:${options.pushToken}`).toString('base64')}`;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // The path as GitHub spells it, <owner>/<name>, or with .git; the repository's .git folder serves it.
    const pathInfo = url.pathname.replace(/^\/([^/]+\/[^/]+?)(\.git)?\//, '/$1/.git/');
    const pushing =
      url.pathname.includes('git-receive-pack') || url.searchParams.get('service') === 'git-receive-pack';
    const authorized =
      pushAuthorization !== undefined &&
      request.headers.authorization?.replace(/^basic /i, 'basic ') === pushAuthorization;
    if (pushing && !authorized) {
      response.writeHead(403).end(pushAuthorization === undefined ? 'read only' : 'wrong token');
      return;
    }
    const backend = spawn('git', ['http-backend'], {
      env: {
        ...process.env,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: pathInfo,
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: request.method ?? 'GET',
        CONTENT_TYPE: request.headers['content-type'] ?? '',
        // Protocol version 2 (what git and actions/checkout ask for), passed on as the CGI spec says.
        GIT_PROTOCOL: String(request.headers['git-protocol'] ?? ''),
        HTTP_CONTENT_ENCODING: String(request.headers['content-encoding'] ?? ''),
        REMOTE_ADDR: '127.0.0.1',
        // http-backend receives a push only from a user the server authenticated.
        ...(pushing ? { REMOTE_USER: 'x-access-token' } : {}),
      },
    });
    request.pipe(backend.stdin);
    let head = Buffer.alloc(0);
    let headersSent = false;
    backend.stdout.on('data', (chunk: Buffer) => {
      if (headersSent) return void response.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      // The CGI answer: header lines (Status: among them), a blank line, then the body.
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else response.setHeader(name, value);
      }
      response.writeHead(status);
      headersSent = true;
      response.write(head.subarray(end + 4));
    });
    backend.on('close', () => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
