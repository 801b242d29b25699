import { MEASURE_NAMES, type Measure } from '../gate/gate-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { UserInputError } from '../user-input-error.ts';
import { parseNameList } from './parse-values.ts';

/**
 * One runner's share of a pull request's gate: shard `index` of `count` of the scenarios, in one of
 * the pull request's measures, each gating some of the scenarios in its measure, every one under the
 * error budget of all of them, so that `merge` can join their verdicts into the one verdict the
 * whole pull request's work would have reached at the same error rates.
 *
 * A matrix is scenarios × measures: `shard: k/n` picks the scenarios, `measure` the measure, as two
 * axes of a workflow's matrix. The measures are a list of their own (--pull-request-measures)
 * rather than a longer shard label ("2/6", or "2/3:instructions"): `measure` already names the
 * run's measure, and a label that named it again could disagree with it; the list tells a shard
 * only the other axis's extent, as `n` of k/n does for the scenarios.
 */
export interface Shard {
  /** 1-based, as a workflow's matrix writes it: 1/3, 2/3, 3/3. */
  index: number;
  count: number;
  /** Every scenario the pull request gates, in order; this shard gates its share of them. */
  scenarios: ScenarioName[];
  /**
   * --pull-request-measures: every measure the pull request gates, in order; this shard gates one
   * of them (its gate's measure). Absent: the pull request gates only this shard's measure, which
   * against a stored baseline may be chosen by the run (choose-stored-measure.ts).
   */
  measures?: Measure[];
}

/** "2/3": shard 2 of 3, of a pull request gated in `measures`. */
export function parseShard(
  label: string,
  text: string,
  scenarios: ScenarioName[],
  measures: Measure[] | undefined,
): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !(index >= 1 && index <= count)) {
    throw new UserInputError(`${label}: "${text}" is not "<k>/<n>" with 1 <= k <= n (for example 2/3)`);
  }
  if (count > scenarios.length) {
    throw new UserInputError(
      `${label}: ${count} shards for ${scenarios.length} scenarios (${scenarios.join(', ')}) would leave a shard with nothing to gate`,
    );
  }
  return { index, count, scenarios, ...(measures ? { measures } : {}) };
}

/**
 * "wall-time,instructions": the measures a sharded pull request gates, one shard each per share of
 * the scenarios; `measure` (this run's) must be among them.
 */
export function parsePullRequestMeasures(label: string, text: string, measure: Measure): Measure[] {
  const names = parseNameList(label, text);
  const unknown = names.find((name) => !(MEASURE_NAMES as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw new UserInputError(`${label}: "${unknown}" must be one of ${MEASURE_NAMES.join(', ')}`);
  }
  if (!names.includes(measure)) {
    throw new UserInputError(`${label}: this run's measure ${measure} is not among ${names.join(', ')}`);
  }
  // In the fixed order of MEASURE_NAMES, so that every shard declares the same list.
  return MEASURE_NAMES.filter((name) => names.includes(name));
}

/** The scenarios shard `index` gates: every `count`-th, from the index-th, so shards stay even. */
export function scenariosOfShard(shard: Shard): ScenarioName[] {
  return shard.scenarios.filter((_, position) => position % shard.count === shard.index - 1);
}
