/**
 * Child-process entry: runs autocannon for one round and prints the figures as JSON. The
 * load generator lives in its own process so that it can be pinned to its own CPU, and so
 * that its CPU use can be measured apart from the engine's bookkeeping.
 */
import autocannon from 'autocannon';
import type { LoadAnswer, LoadRequest } from './engine/load-request.ts';
import { UNIQUE_REQUESTS_BODY_VARIABLE, uniqueRequestSetup } from './load-unique-requests.ts';
import { LOAD_SETUP_REQUEST_PATH } from './repo-paths.ts';
import { compileBodyTemplate, hasGenerators } from './scenarios/body-template.ts';
import { runOpenLoop } from './engine/open-loop-load.ts';

async function main(): Promise<void> {
  const request = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
  const { method, path, headers, body } = request.request;
  const unique = body !== undefined && hasGenerators(body);
  if (request.ratePerSecond !== undefined) {
    process.stdout.write(`${JSON.stringify(await openLoopAnswer(request, unique))}\n`);
    return;
  }
  const threads = request.threads ?? 1;
  if (unique && threads > 1) {
    // Read by the setupRequest module in each of autocannon's threads, which inherit this environment.
    process.env[UNIQUE_REQUESTS_BODY_VARIABLE] = JSON.stringify(body);
  }
  const fixedBody = body === undefined ? undefined : JSON.stringify(body);
  const result = await autocannon({
    url: request.url,
    connections: request.connections,
    pipelining: request.pipelining,
    // autocannon ignores duration when amount is set.
    duration: request.durationSeconds,
    ...(request.amount === undefined ? {} : { amount: request.amount }),
    timeout: request.requestTimeoutSeconds,
    // autocannon divides the connections (and the amount) among its threads.
    ...(threads > 1 ? { workers: threads } : {}),
    method,
    headers,
    body: fixedBody,
    requests: [
      {
        method,
        path,
        headers,
        ...(unique
          ? { setupRequest: threads > 1 ? LOAD_SETUP_REQUEST_PATH : uniqueRequestSetup(body) }
          : { body: fixedBody }),
      },
    ],
  });
  const answer: LoadAnswer = {
    requestsPerSecond: result.requests.average,
    latencyMs: {
      mean: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    throughputBytesPerSecond: result.throughput.average,
    requestsTotal: result.requests.total,
    // autocannon's requests.min skips seconds with no answer; the lowest percentile does not.
    minRequestsInASecond: result.requests.p0_001,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}

/** The open-loop round in the closed loop's terms, its own figures beside them (LoadAnswer.openLoop). */
async function openLoopAnswer(request: LoadRequest, unique: boolean): Promise<LoadAnswer> {
  const body = request.request.body;
  const openLoop = await runOpenLoop({
    url: request.url,
    request: request.request,
    ...(unique && body !== undefined ? { makeBody: compileBodyTemplate(body) } : {}),
    ratePerSecond: request.ratePerSecond!,
    ...(request.arrivals ? { arrivals: request.arrivals } : {}),
    durationSeconds: request.durationSeconds,
    connections: request.connections,
    requestTimeoutSeconds: request.requestTimeoutSeconds,
  });
  const { latencyUs } = openLoop;
  const milliseconds = (microseconds: number) => microseconds / 1000;
  return {
    requestsPerSecond: openLoop.achievedPerSecond,
    latencyMs: {
      mean: milliseconds(latencyUs.mean),
      p50: milliseconds(latencyUs.p50),
      p90: milliseconds(latencyUs.p90),
      p99: milliseconds(latencyUs.p99),
      p999: milliseconds(latencyUs.p999),
      max: milliseconds(latencyUs.max),
    },
    // Not counted open-loop: the answers' bytes are the scenario's, at a rate the run chose.
    throughputBytesPerSecond: 0,
    requestsTotal: openLoop.completed,
    errors: openLoop.errors,
    timeouts: openLoop.timeouts,
    non2xx: openLoop.non2xx,
    openLoop,
  };
}

main().catch((error: unknown) => {
  process.stderr.write(`load worker: ${(error as Error).message}\n`);
  process.exit(1);
});
