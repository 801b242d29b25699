import type { Shard } from '../../src/config/shard.ts';
import { errorBudget } from '../../src/gate/error-budget.ts';
import { WALL_TIME_SAMPLING } from '../../src/gate/gate-defaults.ts';
import type { GateOutcome, GateVerdict } from '../../src/gate/gate-types.ts';
import type { ShardFile } from '../../src/merge/merge-shards.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { comparison } from '../report/gate-fixture.ts';
import { syntheticResults } from './synthetic-results.ts';

/**
 * Shards of one pull request's gate of three scenarios, one scenario each, as `compare --shard k/3`
 * writes them, for the merge tests.
 */
export const SCENARIOS: ScenarioName[] = ['hello', 'update-user', 'heavy-validation'];
export const budget = errorBudget(
  { confidence: 0.95, maxProcesses: 24, pullRequestScenarios: 3 },
  WALL_TIME_SAMPLING,
  1,
  1,
);

export function shardFile(
  index: number,
  verdict: GateVerdict,
  edit: (results: ResultsFile) => void = () => {},
): ShardFile {
  const scenario = SCENARIOS[index - 1]!;
  const results = syntheticResults({ scenarios: { [scenario]: [{ 'http-node': 20_000, mion: 10_000 }] } });
  results.durationSeconds = 60 * index;
  results.git = { commit: 'c0ffee'.padEnd(40, '0') };
  const shard: Shard = { index, count: 3, scenarios: SCENARIOS };
  const metricVerdict =
    verdict === 'regression' ? 'regression' : verdict === 'pass' ? 'unchanged' : 'inconclusive';
  const paired = comparison('requestsPerSecond', -0.01, -0.01, metricVerdict);
  const gate: GateOutcome = {
    verdict,
    mode: 'paired',
    comparedWith: 'the base of the pull request',
    metrics:
      verdict === 'error'
        ? []
        : [
            {
              ...paired,
              scenario,
              mode: 'paired',
              decidedBy: 'paired',
              // A paired comparison carries the paired estimate, as the gate writes it.
              estimates: { paired: paired.estimates.ratio },
            },
          ],
    subject: 'mion',
    reference: 'http-node',
    subjectProcesses: 8 * index,
    environmentDrift: [],
    notes: [`note of ${scenario}`],
    errorBudget: budget,
    ...(verdict === 'error' ? { error: 'mion.base: build failed' } : {}),
  };
  const file = { ...results, shard, gate };
  edit(file);
  return { path: `shard-${index}.json`, results: file };
}
