import { mean, sampleStandardDeviation } from 'simple-statistics';
import { studentTQuantile } from '../stats/student-t.ts';
import type { FunctionChange, PerRequestChange, WhereItChanged } from '../results/where-it-changed.ts';
import type { ProfiledFunction } from '../results/where-it-changed.ts';

/** One process's cost by function (µs of CPU or instructions), keyed by functionKey, and its total. */
export interface CostByFunction {
  functions: Map<string, { fn: ProfiledFunction; cost: number }>;
  totalCost: number;
}

/** One process pair profiled under the same load: head and base, and the requests each answered meanwhile. */
export interface ProfiledPair {
  head: CostByFunction;
  base: CostByFunction;
  headRequests: number;
  baseRequests: number;
}

/**
 * Compares head with base function by function: in each pair, a function's self time per request
 * of the head minus the base's (a function one side never ran counts 0 there), then the mean over
 * the pairs with Student's t interval. Pairs, not processes, are the samples: the two processes of
 * a pair share the machine's moment, which cancels in the difference.
 */
export function functionChanges(
  pairs: readonly ProfiledPair[],
  options: { confidence: number; rows: number },
): WhereItChanged {
  if (pairs.length === 0) throw new RangeError('functionChanges needs at least one profiled pair');
  for (const pair of pairs) {
    if (!(pair.headRequests > 0 && pair.baseRequests > 0))
      throw new RangeError('every profiled pair must have answered requests on both sides');
  }
  const keys = new Set(
    pairs.flatMap((pair) => [...pair.head.functions.keys(), ...pair.base.functions.keys()]),
  );
  const perRequest = (profile: CostByFunction, key: string, requests: number) =>
    (profile.functions.get(key)?.cost ?? 0) / requests;
  const changes = [...keys].map((key): FunctionChange => {
    const head = pairs.map((pair) => perRequest(pair.head, key, pair.headRequests));
    const base = pairs.map((pair) => perRequest(pair.base, key, pair.baseRequests));
    const fn = pairs
      .map((pair) => pair.head.functions.get(key) ?? pair.base.functions.get(key))
      .find(Boolean)!.fn;
    return {
      fn,
      headPerRequest: mean(head),
      basePerRequest: mean(base),
      change: meanChange(
        head.map((value, index) => value - base[index]!),
        options.confidence,
      ),
    };
  });
  const headBusy = pairs.map((pair) => pair.head.totalCost / pair.headRequests);
  const baseBusy = pairs.map((pair) => pair.base.totalCost / pair.baseRequests);
  const totalChange = meanChange(
    headBusy.map((value, index) => value - baseBusy[index]!),
    options.confidence,
  );
  const rows = changes
    .sort((a, b) => Math.abs(b.change.mean) - Math.abs(a.change.mean))
    .slice(0, options.rows);
  const listed = rows.reduce((sum, row) => sum + row.change.mean, 0);
  return {
    pairs: pairs.length,
    confidence: options.confidence,
    headTotalPerRequest: mean(headBusy),
    baseTotalPerRequest: mean(baseBusy),
    totalChange,
    rows,
    functionsCompared: changes.length,
    functionsOutsideZero: changes.filter((change) => leavesOutZero(change.change)).length,
    ...(leavesOutZero(totalChange) ? { explainedShare: listed / totalChange.mean } : {}),
  };
}

/** Whether the interval lies wholly on one side of zero. */
export function leavesOutZero(change: PerRequestChange): boolean {
  return change.lower !== undefined && change.upper !== undefined && (change.lower > 0 || change.upper < 0);
}

/** Mean of per-pair differences with its t interval (df = pairs - 1). */
function meanChange(differences: number[], confidence: number): PerRequestChange {
  const average = mean(differences);
  if (differences.length < 2) return { mean: average };
  const standardError = sampleStandardDeviation(differences) / Math.sqrt(differences.length);
  const halfWidth = studentTQuantile(1 - (1 - confidence) / 2, differences.length - 1) * standardError;
  return { mean: average, lower: average - halfWidth, upper: average + halfWidth };
}
