import type { RequestTemplate } from '../scenarios/scenario.ts';

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
}

/** What the load worker prints as its last line of stdout. */
export interface LoadAnswer {
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  throughputBytesPerSecond: number;
  requestsTotal: number;
  /** Fewest answers in any one second: 0 means the server stalled while loaded. */
  minRequestsInASecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}
