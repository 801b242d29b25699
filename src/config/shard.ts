import type { ScenarioName } from '../scenarios/scenario.ts';
import { UserInputError } from './config-error.ts';

/**
 * One runner's share of a pull request's gate: shard `index` of `count`, each gating some of the
 * scenarios, every one under the error budget of all of them, so that `merge` can join their
 * verdicts into the one verdict an unsharded run would have reached at the same error rates.
 */
export interface Shard {
  /** 1-based, as a workflow's matrix writes it: 1/3, 2/3, 3/3. */
  index: number;
  count: number;
  /** Every scenario the pull request gates, in order; this shard gates its share of them. */
  scenarios: ScenarioName[];
}

/** "2/3": shard 2 of 3. */
export function parseShard(label: string, text: string, scenarios: ScenarioName[]): Shard {
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
  return { index, count, scenarios };
}

/** The scenarios shard `index` gates: every `count`-th, from the index-th, so shards stay even. */
export function scenariosOfShard(shard: Shard): ScenarioName[] {
  return shard.scenarios.filter((_, position) => position % shard.count === shard.index - 1);
}
