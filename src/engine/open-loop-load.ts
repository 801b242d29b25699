/**
 * Open-loop load: requests leave on a fixed schedule, one every 1/rate seconds, whether or not the
 * server has answered the ones before (wrk2's constant throughput, k6's constant arrival rate).
 * Each request's latency runs from the moment the schedule meant it to leave, not from when it
 * left, so a server that stalls is charged for every request the stall held back (coordinated
 * omission corrected), and latencies go into an HdrHistogram at microsecond resolution.
 *
 * The generator's own lateness (the schedule's time against the moment it dispatched the request)
 * is measured apart: when the generator itself fell behind, the latencies say more about it than
 * about the server and the round is refused (see `generatorFellBehind`).
 */
import { encodeIntoCompressedBase64, type Histogram } from 'hdr-histogram-js';
import { newLatencyHistogram } from '../results/latency-histogram.ts';
import { performance } from 'node:perf_hooks';
import { arrivalOffsetsMs, type Arrivals } from './arrival-schedule.ts';
import { OpenLoopConnection, type AnswerListener, type Carried } from './open-loop-connection.ts';
import type { RequestTemplate } from '../scenarios/scenario.ts';

export interface OpenLoopRequest {
  url: string;
  request: RequestTemplate;
  /** A fresh body for every request (scenarios whose body holds generators); the fixed body otherwise. */
  makeBody?: () => string;
  ratePerSecond: number;
  /** How the schedule spaces its requests; even when absent. */
  arrivals?: Arrivals;
  durationSeconds: number;
  connections: number;
  requestTimeoutSeconds: number;
}

export interface OpenLoopAnswer {
  ratePerSecond: number;
  /** Requests answered per second of the schedule: below the rate when the server could not keep up. */
  achievedPerSecond: number;
  /** Requests the schedule meant to send. */
  scheduled: number;
  /** Answered requests, any status. */
  completed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Requests that waited in the generator for a free connection: the server held every connection. */
  waitedForConnection: number;
  /** Requests sent again because the server closed their idle keep-alive connection before answering. */
  resent: number;
  /** From intended send time to the last byte of the answer, in microseconds; merged, never averaged. */
  latencyUs: LatencyPercentilesUs;
  /** The same histogram, encoded (HdrHistogram's compressed base64), to merge rounds and plot. */
  latencyHistogram: string;
  /** How late the generator dispatched requests against their schedule, in microseconds. */
  generatorLagUs: { p50: number; p99: number; max: number };
}

export interface LatencyPercentilesUs {
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
}

/**
 * Connections for a rate: enough to hold every request of a 50 ms stall in flight, so that the
 * generator does not wait on the server (a 20 ms pause at 8,000/s holds 160). Fewer would still be
 * measured right, from the schedule, but as requests queued in the generator (waitedForConnection).
 */
export function openLoopConnections(ratePerSecond: number): number {
  return Math.min(MOST_CONNECTIONS, Math.max(FEWEST_CONNECTIONS, Math.ceil(ratePerSecond * 0.05)));
}
const FEWEST_CONNECTIONS = 32;
const MOST_CONNECTIONS = 2000;

export function percentilesOf(histogram: Histogram): LatencyPercentilesUs {
  return {
    mean: histogram.mean,
    p50: histogram.getValueAtPercentile(50),
    p90: histogram.getValueAtPercentile(90),
    p99: histogram.getValueAtPercentile(99),
    p999: histogram.getValueAtPercentile(99.9),
    max: histogram.maxValue,
  };
}

/**
 * Lateness of the generator's own dispatch, beyond which a round says more about the generator than
 * about the server: its median late by more than this means it could not hold the schedule at all.
 */
export const GENERATOR_LAG_LIMIT_US = { p50: 200, p99: 10_000 };

/** Why a round's figures cannot stand for the server, or undefined when the generator kept up. */
export function generatorFellBehind(answer: Pick<OpenLoopAnswer, 'generatorLagUs'>): string | undefined {
  const { p50, p99 } = answer.generatorLagUs;
  if (p50 > GENERATOR_LAG_LIMIT_US.p50 || p99 > GENERATOR_LAG_LIMIT_US.p99) {
    return `the load generator fell behind its schedule (lag p50 ${p50} µs, p99 ${p99} µs; limits ${GENERATOR_LAG_LIMIT_US.p50} and ${GENERATOR_LAG_LIMIT_US.p99} µs)`;
  }
  return undefined;
}

/**
 * The schedule runs this long before the recorded part, its answers thrown away: a fresh generator
 * process stalls for milliseconds at a time while V8 compiles its hot paths (up to 30 ms in its
 * first 300 ms here), and every stall would be charged to the server.
 */
const GENERATOR_WARM_UP_SECONDS = 0.5;

/** Runs the schedule to its end, waits for the last answers (at most the request time-out), and reports. */
export async function runOpenLoop(options: OpenLoopRequest): Promise<OpenLoopAnswer> {
  const { ratePerSecond, durationSeconds } = options;
  const timeoutMs = options.requestTimeoutSeconds * 1000;
  const target = new URL(options.url);
  const latency = newLatencyHistogram();
  const lag = newLatencyHistogram();
  const warmUpSent = Math.ceil(ratePerSecond * GENERATOR_WARM_UP_SECONDS);
  const scheduled = Math.max(1, Math.floor(ratePerSecond * durationSeconds));
  // The warm-up's requests first, then the recorded ones: request i (from -warmUpSent) leaves at
  // the schedule's start plus its offset from request 0.
  const offsetsMs = arrivalOffsetsMs(options.arrivals ?? 'even', ratePerSecond, warmUpSent + scheduled);
  const offsetMs = (index: number) => offsetsMs[index + warmUpSent]! - offsetsMs[warmUpSent]!;
  const requestBytes = requestWriter(options.request, target.host, options.makeBody);
  const tally = {
    completed: 0,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    waitedForConnection: 0,
    resent: 0,
    lastAnswerMs: 0,
  };
  const idle = new IdleConnections();
  /** Requests whose time came while every connection was busy, oldest first. */
  const waiting: Carried[] = [];
  let waitingFrom = 0;

  const dispatch = (connection: OpenLoopConnection, carried: Carried, nowMs: number) =>
    connection.send(requestBytes(), carried, nowMs);
  const send = (carried: Carried, nowMs: number) => {
    const connection = idle.take();
    if (connection) {
      dispatch(connection, carried, nowMs);
      return;
    }
    if (carried.recorded) tally.waitedForConnection++;
    waiting.push(carried);
  };
  // A connection done with its request takes the oldest waiting one, or goes idle.
  const next = (connection: OpenLoopConnection, nowMs: number) => {
    if (waitingFrom < waiting.length) {
      dispatch(connection, waiting[waitingFrom++]!, nowMs);
      if (waitingFrom === waiting.length) waiting.length = waitingFrom = 0;
    } else {
      idle.put(connection);
    }
  };
  const listener: AnswerListener = {
    answered(connection, status, carried) {
      const nowMs = performance.now();
      if (carried.recorded) {
        tally.lastAnswerMs = nowMs;
        latency.recordValue(Math.max(1, Math.round((nowMs - carried.intendedMs) * 1000)));
        tally.completed++;
        if (status < 200 || status >= 300) tally.non2xx++;
      }
      next(connection, nowMs);
    },
    failed(connection, _error, _carried, timedOut) {
      if (timedOut) tally.timeouts++;
      else tally.errors++;
      next(connection, performance.now());
    },
    // Sent again on the same connection, now a fresh one: the server has not timed it out.
    closedBeforeAnswer(connection, carried) {
      if (carried.recorded) tally.resent++;
      dispatch(connection, carried, performance.now());
    },
  };
  const connections = Array.from(
    { length: options.connections },
    () => new OpenLoopConnection(target.hostname, Number(target.port || 80), listener),
  );
  // Past their time-out, requests are dropped with their connection; checked often, never per request.
  const timeoutSweep = setInterval(() => {
    const nowMs = performance.now();
    for (const connection of connections) if (nowMs - connection.sentMs > timeoutMs) connection.timeOut();
  }, 100);

  try {
    // Every connection opened, and answered once, before the schedule starts: a connection's set-up
    // is not the server's latency.
    const openedMs = performance.now();
    for (const connection of connections)
      dispatch(connection, { intendedMs: openedMs, recorded: false }, openedMs);
    await until(() => idle.count === connections.length, timeoutMs);

    const startMs = performance.now() + 10 + GENERATOR_WARM_UP_SECONDS * 1000;
    await new Promise<void>((resolveSchedule) => {
      let index = -warmUpSent;
      // Polls on setImmediate rather than a timer: timers fire to the millisecond, late by up to one,
      // which at these rates would add more to every latency than the server's own time.
      const pump = () => {
        const nowMs = performance.now();
        while (index < scheduled) {
          const intendedMs = startMs + offsetMs(index);
          if (intendedMs > nowMs) break;
          const recorded = index >= 0;
          if (recorded) lag.recordValue(Math.max(1, Math.round((nowMs - intendedMs) * 1000)));
          send({ intendedMs, recorded }, nowMs);
          index++;
        }
        if (index < scheduled) setImmediate(pump);
        else resolveSchedule();
      };
      setImmediate(pump);
    });
    await until(() => idle.count === connections.length, timeoutMs);
    const unanswered = connections.length - idle.count + (waiting.length - waitingFrom);
    const scheduleMs = Math.max(tally.lastAnswerMs - startMs, durationSeconds * 1000);
    return {
      ratePerSecond,
      achievedPerSecond: tally.completed / (scheduleMs / 1000),
      scheduled,
      completed: tally.completed,
      errors: tally.errors,
      timeouts: tally.timeouts + unanswered,
      non2xx: tally.non2xx,
      waitedForConnection: tally.waitedForConnection,
      resent: tally.resent,
      latencyUs: percentilesOf(latency),
      latencyHistogram: encodeIntoCompressedBase64(latency),
      generatorLagUs: {
        p50: lag.getValueAtPercentile(50),
        p99: lag.getValueAtPercentile(99),
        max: lag.maxValue,
      },
    };
  } finally {
    clearInterval(timeoutSweep);
    for (const connection of connections) connection.close();
  }
}

/**
 * The idle connections, used in turn, oldest idle first. Taking the last one put (a stack) left the
 * connections a stall had not reached idle for the whole round: Node closes a keep-alive connection
 * idle for 5 s, so 5 s into a round the server closed hundreds of them at once and the generator
 * opened them again in a burst, which moved p99 of 8 s rounds of mion at 14,000/s from 3 ms to 18.
 * In turn, each is used every connections/rate seconds (50 ms at the default count).
 */
class IdleConnections {
  private queue: OpenLoopConnection[] = [];
  private from = 0;

  get count(): number {
    return this.queue.length - this.from;
  }

  put(connection: OpenLoopConnection): void {
    this.queue.push(connection);
  }

  take(): OpenLoopConnection | undefined {
    if (this.from === this.queue.length) return undefined;
    const connection = this.queue[this.from++];
    // Emptied: start over, so the array does not grow for the whole round.
    if (this.from === this.queue.length) this.queue.length = this.from = 0;
    else if (this.from > 4096 && this.from * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.from);
      this.from = 0;
    }
    return connection;
  }
}

/** Waits until `done()` holds, at most `limitMs`. */
async function until(done: () => boolean, limitMs: number): Promise<void> {
  const deadlineMs = performance.now() + limitMs;
  while (!done() && performance.now() < deadlineMs) {
    await new Promise((resolveWait) => setTimeout(resolveWait, 5));
  }
}

/**
 * The request as bytes, written out once; with a body template, its head once and a fresh body
 * joined to it for every request.
 */
function requestWriter(
  request: RequestTemplate,
  host: string,
  makeBody: (() => string) | undefined,
): () => Buffer | string {
  const headerLines = Object.entries({ host, ...request.headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${headerLines}`;
  if (request.body === undefined) {
    const bytes = Buffer.from(`${head}\r\n`);
    return () => bytes;
  }
  const withBody = (body: string) => `${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  if (makeBody) return () => withBody(makeBody());
  const bytes = Buffer.from(withBody(JSON.stringify(request.body)));
  return () => bytes;
}
