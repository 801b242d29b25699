import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, test } from 'node:test';
import { runOpenLoop } from '../../src/engine/open-loop-load.ts';

/**
 * A raw HTTP server on loopback that closes a connection, without answering, on its `closeOnRequest`th
 * request: what a keep-alive server does when its idle time-out fires as a request arrives (Node's
 * own, after 5 s idle, on every connection a stall left idle).
 */
function serverClosingOnRequest(closeOnRequest: number): Promise<{ port: number; server: Server }> {
  const answer = 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok';
  const server = createServer((socket: Socket) => {
    let requests = 0;
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n\r\n')) !== -1) {
        buffered = buffered.slice(end + 4);
        requests++;
        if (requests === closeOnRequest) {
          socket.destroy();
          return;
        }
        socket.write(answer);
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ port: typeof address === 'object' && address ? address.port : 0, server });
    }),
  );
}

const servers: Server[] = [];
after(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

async function loadAgainst(closeOnRequest: number) {
  const { port, server } = await serverClosingOnRequest(closeOnRequest);
  servers.push(server);
  return runOpenLoop({
    url: `http://127.0.0.1:${port}/hello`,
    request: { method: 'GET', path: '/hello', headers: {} },
    ratePerSecond: 200,
    durationSeconds: 1,
    connections: 4,
    requestTimeoutSeconds: 5,
  });
}

test('a request on a reused connection the server closed unanswered is sent again, once, and counted as resent', async () => {
  // Every connection's third request is dropped with its connection: each is sent again on a fresh one.
  const answer = await loadAgainst(3);
  assert.equal(answer.errors, 0, 'no request is lost to a closed keep-alive connection');
  assert.equal(answer.completed, answer.scheduled, 'every request of the schedule was answered');
  assert.ok(answer.resent > 0, `requests sent again: ${answer.resent}`);
});

test('a connection closed on its first request is an error, not a request sent again', async () => {
  const answer = await loadAgainst(1);
  assert.equal(answer.completed, 0);
  assert.equal(answer.resent, 0);
  assert.ok(answer.errors + answer.timeouts > 0, 'the requests failed and were counted');
});
