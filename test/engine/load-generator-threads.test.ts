import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { choosePinning, tasksetPath } from '../../src/engine/cpu-pinning.ts';
import { runLoadRound } from '../../src/engine/load-round.ts';
import { builtInScenarios } from '../../src/scenarios/built-in-scenarios.ts';
import { loadRequestFor } from '../../src/scenarios/scenario-cases.ts';

const pinningSkip =
  process.platform !== 'linux' ? 'CPU pinning needs Linux' : tasksetPath() ? false : 'taskset is missing';

test(
  'the load generator gets one CPU below 4, and the upper half of the CPUs, a thread on each, from 4 on',
  { skip: pinningSkip },
  () => {
    const layout = (cpus: number) => {
      const pinning = choosePinning(cpus);
      return [pinning.serverCpus, pinning.loadGeneratorCpus, pinning.loadGeneratorThreads];
    };
    assert.deepEqual(layout(2), ['0', '1', 1]);
    assert.deepEqual(layout(3), ['0-1', '2', 1]);
    assert.deepEqual(layout(4), ['0-1', '2-3', 2]);
    assert.deepEqual(layout(5), ['0-2', '3-4', 2]);
    assert.deepEqual(layout(16), ['0-7', '8-15', 8]);
    assert.equal(choosePinning(1).enabled, false);
  },
);

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolvePromise(body));
    request.on('error', reject);
  });
}

test('autocannon in two threads sends the asked amount, and every update-user request carries its own user', async () => {
  const bodies: string[] = [];
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    bodies.push(body);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise));
  try {
    const { port } = server.address() as AddressInfo;
    const { answer } = await runLoadRound(
      {
        url: `http://127.0.0.1:${port}`,
        request: loadRequestFor(builtInScenarios(), 'update-user', 'rest'),
        connections: 10,
        pipelining: 1,
        durationSeconds: 60,
        requestTimeoutSeconds: 10,
        amount: 400,
        threads: 2,
      },
      process.pid,
      { sampleIntervalMs: 1000, nodePath: process.execPath },
    );
    assert.equal(answer.errors + answer.timeouts + answer.non2xx, 0);
    assert.equal(answer.requestsTotal, 400);
    assert.equal(bodies.length, 400);
    // Both threads draw users at random: a body sent twice would mean the setup was not applied.
    assert.ok(new Set(bodies).size > 390, `${new Set(bodies).size} distinct bodies of 400`);
    assert.ok(bodies.every((body) => 'lastUpdate' in (JSON.parse(body) as object)));
  } finally {
    server.close();
  }
});
