import type { ScenarioName } from '../scenarios/scenario.ts';

/**
 * The "Where" of a results file: head and base profiled side by side after the verdict's own
 * measurements (src/profile), compared function by function. Figures are per request, in the
 * measure's unit: microseconds of CPU (wall-time, V8's sampling profiler) or instructions (counted
 * under callgrind); a change is head minus base.
 */

/** A function as a reader finds it: its name and where it is written. */
export interface ProfiledFunction {
  name: string;
  /** Relative to the server's folder where it lies inside it; `node:…` for Node's own code; '' for native code. */
  file: string;
  /** 1-based, as editors count; 0 where V8 knows no position. */
  line: number;
  column: number;
}

/** Cost per request, head minus base: the mean over pairs and its t interval. */
export interface PerRequestChange {
  mean: number;
  /** Absent with fewer than two pairs. */
  lower?: number;
  upper?: number;
}

export interface FunctionChange {
  fn: ProfiledFunction;
  /** Where the build's source map places it: the file a maintainer edits. */
  source?: { file: string; line: number };
  headPerRequest: number;
  basePerRequest: number;
  change: PerRequestChange;
}

/** Where head and base spent their time differently, function by function. */
export interface WhereItChanged {
  pairs: number;
  /** Of each function's interval on its own (not adjusted for the many functions). */
  confidence: number;
  headTotalPerRequest: number;
  baseTotalPerRequest: number;
  /** Everything the process did but wait (wall-time) or every instruction of its main thread: what the functions share out. */
  totalChange: PerRequestChange;
  /** The largest changes first, at most the number asked for. */
  rows: FunctionChange[];
  /** Functions seen in either side of any pair. */
  functionsCompared: number;
  /** Of those, how many have an interval that leaves out zero (on A/A, about 1 - confidence of them). */
  functionsOutsideZero: number;
  /**
   * The listed rows' changes over the total change; only when the total's interval leaves out zero,
   * for a share of noise says nothing.
   */
  explainedShare?: number;
}

/** One scenario's profile comparison, or why there is none. */
export type ScenarioWhere =
  | ({
      scenario: ScenarioName;
      /** V8's sampling profiler under the gate's paired load: µs of CPU per request. */
      measure: 'wall-time';
      /** Seconds of load each profiled pair ran. */
      durationSeconds: number;
      /** Written next to the results: each side's profiles and the differential flame graph. */
      artifacts: { headProfiles: string[]; baseProfiles: string[]; flameGraph: string };
    } & WhereItChanged)
  | ({
      scenario: ScenarioName;
      /** callgrind's count per function, JIT code named through V8's code map: instructions per request. */
      measure: 'instructions';
      /** Requests each counted process answered while counted. */
      requestsPerProcess: number;
      /** Written next to the results: each side's callgrind dumps (open in KCachegrind). */
      artifacts: { headDumps: string[]; baseDumps: string[] };
    } & WhereItChanged)
  | { scenario: ScenarioName; measure: 'wall-time' | 'instructions'; error: string };
