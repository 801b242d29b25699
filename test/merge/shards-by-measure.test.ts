import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildCliConfig } from '../../src/cli/cli-config.ts';
import type { Config } from '../../src/config/config.ts';
import { errorBudget, lookSizes } from '../../src/gate/error-budget.ts';
import {
  firstLookProcesses,
  INSTRUCTION_SAMPLING,
  WALL_TIME_SAMPLING,
} from '../../src/gate/gate-defaults.ts';
import { pairedDesign } from '../../src/gate/gate-design.ts';
import {
  decidingChange,
  measureOfMetric,
  type GateOutcome,
  type Measure,
} from '../../src/gate/gate-types.ts';
import { runSequentialGate } from '../../src/gate/sequential-gate.ts';
import { mergeShards, type ShardFile } from '../../src/merge/merge-shards.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { repeatedLookConfidence } from '../../src/stats/sequential-boundary.ts';
import { seededRandom, type SeededRandom } from '../../src/stats/seeded-random.ts';
import { simulateGate } from '../helpers/gate-simulation.ts';
import { MEASURED_NOISE, MION_INSTRUCTIONS } from '../helpers/instruction-gate-simulation.ts';
import { countedRun } from '../helpers/instruction-noise.ts';
import { syntheticResults } from '../helpers/synthetic-results.ts';
import { MEASURED_MION_HELLO_NOISE } from '../helpers/two-level-noise.ts';

/**
 * A pull request gated in wall time and in instructions, sharded as a workflow matrix of
 * 3 shares of the scenarios × 2 measures: 6 runners, one error budget, one merged verdict. The
 * shards' settings come from the real option parsing (compare --shard k/3 --measure M
 * --pull-request-measures wall-time,instructions), their outcomes from the real sequential gate
 * fed by the measured noise models, and their merge from mergeShards.
 */
const SCENARIOS: ScenarioName[] = ['hello', 'update-user', 'heavy-validation'];
const MEASURES: Measure[] = ['wall-time', 'instructions'];
const CELLS = [1, 2, 3].flatMap((index) => MEASURES.map((measure) => ({ index, measure })));

function shardConfig(index: number, measure: Measure, declared = 'wall-time,instructions'): Config {
  return buildCliConfig('compare', {
    'baseline-source': 'npm:0.8.10',
    servers: 'http-node,mion',
    shard: `${index}/3`,
    measure,
    'pull-request-measures': declared,
  });
}

/** One shard's results as compare --out writes them: its share, its gate outcome. */
function shardFile(config: Config, gate: GateOutcome, path: string): ShardFile {
  const results = syntheticResults({
    scenarios: Object.fromEntries(config.load.scenarios.map((s) => [s, [{ 'http-node': 2e4, mion: 1e4 }]])),
  });
  results.git = { commit: 'c0ffee'.padEnd(40, '0') };
  return { path, results: { ...results, shard: config.shard!, gate } };
}

/** One simulated shard: the real sequential gate under the shard's settings, on the measured noise. */
async function simulatedShard(
  random: SeededRandom,
  index: number,
  measure: Measure,
  change: { scenario?: ScenarioName; wallTime?: number; instructions?: number } = {},
): Promise<ShardFile> {
  const config = shardConfig(index, measure);
  const { gate } = config;
  const scenarios = config.load.scenarios;
  const changeIn = (scenario: ScenarioName, size = 0) => (scenario === change.scenario ? size : 0);
  let outcome: GateOutcome;
  if (measure === 'wall-time') {
    outcome = (
      await simulateGate({
        random,
        mode: 'paired',
        noise: MEASURED_MION_HELLO_NOISE,
        gate,
        scenarios,
        trueChange: Object.fromEntries(scenarios.map((s) => [s, changeIn(s, change.wallTime)])),
      })
    ).outcome;
  } else {
    const base = baseServerName(gate.subject);
    const run = (processes: number, measured = scenarios) =>
      countedRun({
        random,
        noise: MEASURED_NOISE,
        processes,
        scenarios: measured,
        servers: (scenario) => ({
          [gate.subject]: MION_INSTRUCTIONS * (1 + changeIn(scenario, change.instructions)),
          [base]: MION_INSTRUCTIONS,
        }),
      });
    const design = pairedDesign(gate, base);
    outcome = await runSequentialGate({
      ...design,
      initial: run(firstLookProcesses(gate, design.sampling)),
      gate,
      nowMs: () => 0,
      measureMore: async (processes, measured) => run(processes, measured),
    });
  }
  return shardFile(config, outcome, `shard-${index}-${measure}.json`);
}

/**
 * What the unsharded budget gives each of the pull request's 9 comparisons (per scenario: requests/s,
 * the head's spread against its base's, instructions/request), looks of its measure included.
 */
function unshardedLevel(measure: Measure): number {
  const config = shardConfig(1, measure);
  const sampling = measure === 'instructions' ? INSTRUCTION_SAMPLING : WALL_TIME_SAMPLING;
  const sizes = lookSizes(config.gate.maxProcesses, sampling).filter((size) => size >= 2);
  return repeatedLookConfidence(sizes, 1 - (1 - config.gate.confidence) / 9);
}

describe('a shard knows the measures of its pull request', () => {
  it('each of the 6 shards counts 3 scenarios × (requests/s + its spread test + instructions/request) = 9 comparisons', () => {
    for (const { index, measure } of CELLS) {
      const config = shardConfig(index, measure);
      assert.deepEqual(config.shard?.measures, MEASURES);
      const sampling = measure === 'instructions' ? INSTRUCTION_SAMPLING : WALL_TIME_SAMPLING;
      // As compare-paired and compare-instructions ask: this shard's one scenario, its metric (and
      // in wall time the spread test).
      const budget = errorBudget(config.gate, sampling, measure === 'wall-time' ? 2 : 1, 1);
      assert.equal(budget.comparisons, 9, `shard ${index}/3 ${measure}`);
      assert.equal(budget.intervalConfidence, unshardedLevel(measure));
    }
  });

  it('declared in any order, the measures are one list; a shard of one measure keeps the old budget', () => {
    assert.deepEqual(shardConfig(2, 'instructions', 'instructions,wall-time').shard?.measures, MEASURES);
    const alone = buildCliConfig('compare', { 'baseline-source': 'npm:0.8.10', shard: '1/3' });
    assert.equal(alone.shard?.measures, undefined);
    assert.equal(errorBudget(alone.gate, WALL_TIME_SAMPLING, 2, 1).comparisons, 6);
  });

  it('two wall-time metrics (gate-metrics) and the spread test count per scenario in the instructions shards too', () => {
    const config = buildCliConfig('compare', {
      'baseline-source': 'npm:0.8.10',
      shard: '1/3',
      measure: 'instructions',
      'pull-request-measures': 'wall-time,instructions',
      'gate-metrics': 'requestsPerSecond,latencyMean',
    });
    assert.equal(errorBudget(config.gate, INSTRUCTION_SAMPLING, 1, 1).comparisons, 12);
  });
});

describe('merging shards of two measures', () => {
  it('six simulated shards merge into one verdict whose every interval is at the unsharded level', async () => {
    const random = seededRandom(2601);
    const shards = await Promise.all(
      CELLS.map(({ index, measure }) => simulatedShard(random, index, measure)),
    );
    const { gate, results } = mergeShards(shards.reverse());
    assert.equal(gate.errorBudget?.comparisons, 9);
    assert.deepEqual(
      gate.metrics.map((m) => [m.scenario, m.metric]),
      SCENARIOS.flatMap((s) => [
        [s, 'requestsPerSecond'],
        [s, 'instructionsPerRequest'],
      ]),
    );
    for (const metric of gate.metrics)
      assert.equal(decidingChange(metric).confidence, unshardedLevel(measureOfMetric(metric.metric)));
    assert.deepEqual(
      results.shardRuns?.map((run) => `${run.index} ${run.measure}`),
      CELLS.map(({ index, measure }) => `${index} ${measure}`),
    );
    assert.deepEqual(
      results.scenarios.map((s) => s.scenario),
      SCENARIOS,
      'one table row set per scenario',
    );
  });

  it('A/A over 6 shards stays within the budget; a 2% rise of instructions in one shard is a regression', async () => {
    const random = seededRandom(2602);
    const pullRequests = 200;
    const verdicts = async (change: Parameters<typeof simulatedShard>[3] = {}) => {
      const counts: Record<string, number> = {};
      for (let pr = 0; pr < pullRequests; pr++) {
        const shards = await Promise.all(
          CELLS.map(({ index, measure }) => simulatedShard(random, index, measure, change)),
        );
        const { verdict } = mergeShards(shards).gate;
        counts[verdict] = (counts[verdict] ?? 0) + 1;
      }
      return counts;
    };
    const aa = await verdicts();
    assert.ok((aa.regression ?? 0) <= pullRequests * 0.025, JSON.stringify(aa));
    // Mostly the instruction shards stay undecided (31 of 600 shard runs at seed 2602): 82% pass.
    assert.ok((aa.pass ?? 0) >= pullRequests * 0.75, JSON.stringify(aa));
    assert.equal(aa.error, undefined);
    const loss = await verdicts({ scenario: 'update-user', instructions: 0.02 });
    assert.ok((loss.regression ?? 0) >= pullRequests * 0.95, JSON.stringify(loss));
  });

  it('the report names each row’s metric, each measure’s method and level, and each shard’s measure', async () => {
    const random = seededRandom(2603);
    const shards = await Promise.all(
      CELLS.map(({ index, measure }) => simulatedShard(random, index, measure)),
    );
    const report = renderMarkdownReport(mergeShards(shards));
    assert.match(report, /\| hello +\| requests\/s +\|/);
    assert.match(report, /\| hello +\| instructions\/request +\|/);
    assert.match(report, /Paired mode: mion \(head\)/);
    assert.match(report, /Counted instructions: mion's instructions per request/);
    assert.match(report, /all 9 comparisons at once \(every scenario in wall-time and instructions\)/);
    assert.match(report, /each is computed at \d+\.\d% in wall-time and \d+\.\d% in instructions/);
    assert.match(report, /\*\*Shard 2\/3 instructions:\*\* update-user/);
  });

  it('a missing cell is an error naming it; a failed one too, never a pass', async () => {
    const random = seededRandom(2604);
    const shards = await Promise.all(
      CELLS.map(({ index, measure }) => simulatedShard(random, index, measure)),
    );
    const withoutOne = shards.filter((shard) => shard.path !== 'shard-2-instructions.json');
    const missing = mergeShards(withoutOne).gate;
    assert.equal(missing.verdict, 'error');
    assert.equal(missing.error, 'shard 2/3 instructions is missing: no results were given for it');
    // As the pipeline writes a shard that failed before comparing anything: no metrics, no budget.
    const failedGate: GateOutcome = {
      ...shards[3]!.results.gate!,
      verdict: 'error',
      metrics: [],
      error: 'valgrind not found',
    };
    delete failedGate.errorBudget;
    const failed = mergeShards([
      ...withoutOne,
      { ...shards[3]!, results: { ...shards[3]!.results, gate: failedGate } },
    ]).gate;
    assert.equal(failed.verdict, 'error');
    assert.equal(failed.error, 'shard 2/3 instructions (shard-2-instructions.json): valgrind not found');
  });

  it('refuses, in one line naming the file, a cell given twice or a shard of other declared measures', async () => {
    const random = seededRandom(2605);
    const shards = await Promise.all(
      CELLS.map(({ index, measure }) => simulatedShard(random, index, measure)),
    );
    const wallOnly = shardConfig(3, 'wall-time', 'wall-time');
    const undeclared = { ...shards[4]!, path: 'wall-only.json' };
    undeclared.results = {
      ...undeclared.results,
      shard: wallOnly.shard!,
      gate: {
        ...undeclared.results.gate!,
        errorBudget: errorBudget(wallOnly.gate, WALL_TIME_SAMPLING, 1, 1),
      },
    };
    const outsider = { ...shards[5]!, path: 'outsider.json' };
    outsider.results = { ...outsider.results, gate: { ...outsider.results.gate!, measure: 'wall-time' } };
    const refused: [ShardFile[], RegExp][] = [
      [
        [...shards, { ...shards[2]!, path: 'again.json' }],
        /^again\.json: shard 2\/3 wall-time is given twice \(also shard-2-wall-time\.json\)$/,
      ],
      [
        [...shards.slice(0, 4), undeclared],
        /^wall-only\.json: not the same pull request's gate as shard-1-wall-time\.json: pull-request measures wall-time, not wall-time, instructions$/,
      ],
      [
        [...shards.slice(0, 5), outsider],
        /^outsider\.json: shard 3\/3 wall-time is given twice \(also shard-3-wall-time\.json\)$/,
      ],
    ];
    for (const [files, expected] of refused) {
      assert.throws(
        () => mergeShards(files),
        (error: Error) => {
          assert.match(error.message, expected);
          return error.name === 'UserInputError';
        },
      );
    }
  });
});
