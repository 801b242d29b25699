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
import { build, encodeIntoCompressedBase64, type Histogram } from 'hdr-histogram-js';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import type { RequestTemplate } from '../scenarios/scenario.ts';

export interface OpenLoopRequest {
  url: string;
  request: RequestTemplate;
  /** A fresh body for every request (scenarios whose body holds generators); the fixed body otherwise. */
  makeBody?: () => string;
  ratePerSecond: number;
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

/** Microseconds; latencies beyond a minute are recorded as a minute (the request time-out is shorter). */
const HIGHEST_TRACKABLE_US = 60_000_000;
/** Three significant digits: 0.1% of a value, what a p99.9 comparison needs and no more. */
const SIGNIFICANT_DIGITS = 3;

export function newLatencyHistogram(): Histogram {
  return build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: HIGHEST_TRACKABLE_US,
    numberOfSignificantValueDigits: SIGNIFICANT_DIGITS,
    useWebAssembly: false,
  });
}

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
  const { request, ratePerSecond, durationSeconds, connections } = options;
  const timeoutMs = options.requestTimeoutSeconds * 1000;
  const pool = new Pool(new URL(options.url).origin, {
    connections,
    pipelining: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const latency = newLatencyHistogram();
  const lag = newLatencyHistogram();
  const warmUpSent = Math.ceil(ratePerSecond * GENERATOR_WARM_UP_SECONDS);
  const scheduled = Math.max(1, Math.floor(ratePerSecond * durationSeconds));
  const intervalMs = 1000 / ratePerSecond;
  const fixedBody = request.body === undefined ? undefined : JSON.stringify(request.body);
  const tally: Tally = {
    latency,
    completed: 0,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    inFlight: 0,
    lastAnswerMs: 0,
  };
  let waitedForConnection = 0;
  const send = (intendedMs: number, recorded: boolean, done?: () => void) => {
    if (recorded && tally.inFlight >= connections) waitedForConnection++;
    tally.inFlight++;
    const body = fixedBody === undefined ? undefined : options.makeBody ? options.makeBody() : fixedBody;
    pool.dispatch(
      {
        path: request.path,
        method: request.method,
        headers: request.headers,
        ...(body !== undefined ? { body } : {}),
      },
      new AnswerHandler(tally, intendedMs, recorded, done),
    );
  };

  // Every connection opened before the schedule starts: a connection's set-up is not the server's latency.
  await Promise.all(
    Array.from({ length: connections }, () => new Promise<void>((opened) => send(0, false, opened))),
  );
  const startMs = performance.now() + 10 + GENERATOR_WARM_UP_SECONDS * 1000;
  await new Promise<void>((resolveSchedule) => {
    let next = -warmUpSent;
    // Polls on setImmediate rather than a timer: timers fire to the millisecond, late by up to one,
    // which at these rates would add more to every latency than the server's own time.
    const pump = () => {
      const nowMs = performance.now();
      while (next < scheduled) {
        const intendedMs = startMs + next * intervalMs;
        if (intendedMs > nowMs) break;
        if (next >= 0) lag.recordValue(Math.max(1, Math.round((nowMs - intendedMs) * 1000)));
        send(intendedMs, next >= 0);
        next++;
      }
      if (next < scheduled) setImmediate(pump);
      else resolveSchedule();
    };
    setImmediate(pump);
  });
  const drainDeadline = performance.now() + timeoutMs;
  while (tally.inFlight > 0 && performance.now() < drainDeadline) {
    await new Promise((resolveWait) => setTimeout(resolveWait, 5));
  }
  const unanswered = tally.inFlight;
  await pool.destroy();
  const scheduleMs = Math.max(tally.lastAnswerMs - startMs, durationSeconds * 1000);
  return {
    ratePerSecond,
    achievedPerSecond: tally.completed / (scheduleMs / 1000),
    scheduled,
    completed: tally.completed,
    errors: tally.errors,
    timeouts: tally.timeouts + unanswered,
    non2xx: tally.non2xx,
    waitedForConnection,
    latencyUs: percentilesOf(latency),
    latencyHistogram: encodeIntoCompressedBase64(latency),
    generatorLagUs: {
      p50: lag.getValueAtPercentile(50),
      p99: lag.getValueAtPercentile(99),
      max: lag.maxValue,
    },
  };
}

/** What the answers add up to over a round. */
interface Tally {
  latency: Histogram;
  completed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  inFlight: number;
  lastAnswerMs: number;
}

/**
 * One request's answer, as undici's dispatch hands it over. A class rather than closures: nothing
 * is allocated per request beyond this object, which let one generator CPU hold twice the rate here
 * (20,000/s with its p99 lag near 1.5 ms, where request()'s promise and stream fell behind at 15,000/s).
 */
class AnswerHandler {
  private status = 0;
  constructor(
    private readonly tally: Tally,
    private readonly intendedMs: number,
    private readonly recorded: boolean,
    private readonly done: (() => void) | undefined,
  ) {}
  onConnect(): void {}
  onHeaders(statusCode: number): boolean {
    this.status = statusCode;
    return true;
  }
  onData(): boolean {
    return true;
  }
  onComplete(): void {
    const { tally } = this;
    tally.inFlight--;
    this.done?.();
    if (!this.recorded) return;
    const doneMs = performance.now();
    tally.lastAnswerMs = doneMs;
    tally.latency.recordValue(Math.max(1, Math.round((doneMs - this.intendedMs) * 1000)));
    tally.completed++;
    if (this.status < 200 || this.status >= 300) tally.non2xx++;
  }
  onError(error: Error & { code?: string }): void {
    const { tally } = this;
    tally.inFlight--;
    this.done?.();
    if (error.code === 'UND_ERR_HEADERS_TIMEOUT' || error.code === 'UND_ERR_BODY_TIMEOUT') tally.timeouts++;
    else tally.errors++;
  }
}
