/**
 * A scenario is data: what the load generator sends, and what a correct server answers to known
 * requests. The built-in scenarios (servers/scenarios.yaml) and a user's scenarios file have one
 * shape, read by read-scenarios-file.ts; docs/scenarios-format.md describes it for users.
 */

/**
 * Scenarios in one run. A sharded pull request already names at most this many (`shard`), and
 * the error budget splits its confidence over every one of them: a run of more would gate nothing.
 * Every list of scenarios a file may hold is bounded by it (results/item-limits.ts).
 */
export const MAX_SCENARIOS = 100;

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A request as sent: the correctness check and autocannon both take this form. */
export interface HttpRequestSpec {
  method: HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The load generator's request. Its body may hold generators (body-template.ts) that give every
 * request new values, so that no server can answer from a cache.
 */
export interface RequestTemplate {
  method: HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: JsonValue;
}

/**
 * How a server expects a scenario's request and shapes its answer, as its folder declares.
 * `rest`: plain paths and bodies. `rpc`: mion's wire format, where the body maps the route name
 * to its parameter list and the answer maps the route name to its return value.
 */
export const WIRE_FORMATS = ['rest', 'rpc'] as const;
export type WireFormat = (typeof WIRE_FORMATS)[number];

/**
 * What a server does with a key its type does not declare, as its folder declares it:
 * `reject` answers 4xx; `strip` drops the key and goes on (deepkit's body decoder). The
 * correctness check holds each server to exactly the behaviour it declares.
 */
export type UnknownKeys = 'reject' | 'strip';

export interface Expectation {
  /** Inclusive range: a rejected input may answer any 4xx. */
  status: { min: number; max: number };
  /** When set, the answer's JSON body must deep-equal this value. */
  json?: JsonValue;
}

/** One known request and what a correct server must answer to it. */
export interface CorrectnessCase {
  name: string;
  request: HttpRequestSpec;
  expect: Expectation;
  /** What a server that strips unknown keys must answer instead, where that differs. */
  whenServerStripsUnknownKeys?: Expectation;
}

/** A scenario as servers of one wire format are asked it. */
export interface ScenarioVariant {
  loadRequest: RequestTemplate;
  cases: CorrectnessCase[];
}

export type ScenarioName = string;

export interface Scenario {
  name: ScenarioName;
  description: string;
  variants: Partial<Record<WireFormat, ScenarioVariant>>;
}

/** Every scenario of the scenarios file in use, by name, in the file's order. */
export type ScenarioCatalog = ReadonlyMap<ScenarioName, Scenario>;
