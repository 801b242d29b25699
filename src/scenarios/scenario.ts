/** The request a scenario sends, in a form both the correctness check and autocannon can use. */
export interface HttpRequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * How a server expects a scenario's request and shapes its answer.
 * `rest`: plain paths and bodies (GET /hello, POST /updateUser with the user as the body).
 * `rpc`: mion's wire format, where the body maps the route name to its parameter list
 * and the answer maps the route name to its return value.
 */
export type WireFormat = 'rest' | 'rpc';

/**
 * What a server does with a key its type does not declare, as its folder declares it:
 * `reject` answers 4xx; `strip` drops the key and goes on (deepkit's body decoder). The
 * correctness check holds each server to exactly the behaviour it declares.
 */
export type UnknownKeys = 'reject' | 'strip';

/** One known request and what a correct server must answer to it. */
export interface CorrectnessCase {
  name: string;
  request: HttpRequestSpec;
  /** Inclusive range: a rejected input may answer any 4xx. */
  expectStatus: { min: number; max: number };
  /** When set, the answer's JSON body must deep-equal this value. */
  expectJson?: unknown;
}

export interface Scenario {
  name: ScenarioName;
  description: string;
  /**
   * True when makeLoadRequest gives a new request each call. The load generator then builds
   * every request afresh; otherwise it reuses one, as standalone autocannon would.
   */
  uniqueRequests: boolean;
  /** A request for load testing; each call may return a different one (unique ids defeat caching). */
  makeLoadRequest(format: WireFormat): HttpRequestSpec;
  correctnessCases(format: WireFormat, unknownKeys?: UnknownKeys): CorrectnessCase[];
}

export const SCENARIO_NAMES = ['hello', 'update-user'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];
