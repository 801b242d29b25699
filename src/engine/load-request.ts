import type { RequestTemplate } from '../scenarios/scenario.ts';
import type { LatencyMs } from '../results/results-types.ts';
import type { Arrivals } from './arrival-schedule.ts';
import type { OpenLoopAnswer } from './open-loop-load.ts';

/** What the parent tells the load worker, as one JSON argument. */
export interface LoadRequest {
  url: string;
  /** The scenario's load request for the server's wire format; its body's generators give each request new values. */
  request: RequestTemplate;
  connections: number;
  pipelining: number;
  /** How long the load lasts; with `amount`, only the limit after which the worker is stopped. */
  durationSeconds: number;
  requestTimeoutSeconds: number;
  /** Send exactly this many requests instead of loading for a duration (instruction counting). */
  amount?: number;
  /** autocannon threads sharing the connections (its `workers`); one when absent. */
  threads?: number;
  /**
   * Open loop (open-loop-load.ts): requests sent on a fixed schedule of this many a second, latency
   * from each one's intended send time, instead of autocannon's closed loop. `pipelining`, `amount`
   * and `threads` do not apply.
   */
  ratePerSecond?: number;
  /** With ratePerSecond: how the schedule spaces its requests (arrival-schedule.ts); even when absent. */
  arrivals?: Arrivals;
}

/** What the load worker prints as its last line of stdout. */
export interface LoadAnswer {
  requestsPerSecond: number;
  latencyMs: LatencyMs;
  throughputBytesPerSecond: number;
  requestsTotal: number;
  /**
   * Fewest answers in any one second: 0 means the server stalled while loaded. Closed loop only: open
   * loop charges a stall to the latencies of the requests it held back.
   */
  minRequestsInASecond?: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Set when the round was loaded open-loop (LoadRequest.ratePerSecond). */
  openLoop?: OpenLoopAnswer;
}
