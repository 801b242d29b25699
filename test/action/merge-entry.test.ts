import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { GateOutcome, GateVerdict } from '../../src/gate/gate-types.ts';
import { errorBudget } from '../../src/gate/error-budget.ts';
import { INSTRUCTION_SAMPLING, WALL_TIME_SAMPLING } from '../../src/gate/gate-defaults.ts';
import { readCommentPayload } from '../../src/publish/comment-payload.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { FakeGitHubApi } from '../helpers/fake-github-api.ts';
import { runAction } from '../helpers/run-action.ts';
import { syntheticResults } from '../helpers/synthetic-results.ts';
import { comparison } from '../report/gate-fixture.ts';

/**
 * The merge step of a sharded workflow, driven as the runner drives dist/index.js: the matrix
 * jobs' results files in one folder become one verdict, job summary, outputs, comment data and
 * check. (test/merge/sharded-compare.test.ts makes real shards with the CLI; these are written
 * directly, so that this test is about the step.)
 */
const SCENARIOS: ScenarioName[] = ['hello', 'update-user'];
const HEAD_SHA = 'c0ffee'.padEnd(40, '0');
let api: FakeGitHubApi;
let workspace: string;

/** A paired comparison of requests/s, 8% down, as the gate writes it. */
function pairedComparison(scenario: ScenarioName, verdict: 'regression' | 'unchanged') {
  const stored = comparison('requestsPerSecond', -0.08, -0.08, verdict);
  return {
    ...stored,
    scenario,
    mode: 'paired' as const,
    decidedBy: 'paired' as const,
    estimates: { paired: stored.estimates.ratio! },
  };
}

function writeShard(index: number, verdict: GateVerdict): void {
  const scenario = SCENARIOS[index - 1]!;
  const results = syntheticResults({ scenarios: { [scenario]: [{ 'http-node': 20_000, mion: 9_000 }] } });
  results.settings.subject = 'mion';
  const gate: GateOutcome = {
    verdict,
    mode: 'paired',
    comparedWith: 'the base of the pull request',
    metrics: [pairedComparison(scenario, verdict === 'regression' ? 'regression' : 'unchanged')],
    subject: 'mion',
    reference: 'http-node',
    subjectProcesses: 8,
    environmentDrift: [],
    notes: [],
    errorBudget: errorBudget(
      { confidence: 0.95, maxProcesses: 24, pullRequestScenarios: 2 },
      WALL_TIME_SAMPLING,
      1,
      1,
    ),
  };
  const file: ResultsFile = { ...results, shard: { index, count: 2, scenarios: SCENARIOS }, gate };
  writeFileSync(join(workspace, 'shards', `shard-${index}.json`), JSON.stringify(file));
}

/** The merge step as the runner drives it, on pull request 7. */
function runMerge(inputs: Record<string, string>) {
  return runAction(
    { mode: 'merge', ...inputs },
    { name: 'pull_request', payload: { pull_request: { number: 7, head: { sha: HEAD_SHA } } } },
    { workspace, apiUrl: api.url, timeoutMs: 60_000 },
  );
}

describe('mode: merge driven like the runner', () => {
  before(async () => {
    api = await FakeGitHubApi.start();
    workspace = mkdtempSync(join(tmpdir(), 'merge-entry-'));
    mkdirSync(join(workspace, 'shards'));
    writeShard(1, 'pass');
    writeShard(2, 'regression');
  });
  after(async () => {
    await api.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  it('joins the shards into one regression: outputs, job summary, the comment data, and a failed check', async () => {
    const run = await runMerge({
      'shards-dir': 'shards',
      'payload-path': 'out/payload.json',
      'results-path': 'out/results.json',
    });
    assert.equal(run.outputs.verdict, 'regression', run.log);
    assert.equal(run.exitCode, 1, 'a regression fails the check');
    assert.match(run.summary, /### ❌ update-user[^\n]* \(threshold -\d+%\)/);
    assert.match(run.summary, /\*\*Shard 2\/2:\*\* update-user/);
    const merged = JSON.parse(readFileSync(join(workspace, 'out/results.json'), 'utf8')) as ResultsFile;
    assert.deepEqual(
      merged.scenarios.map((s) => s.scenario),
      SCENARIOS,
    );
    // No token: the comment's data waits for the comment workflow, as compare's does.
    const payload = await readCommentPayload(join(workspace, 'out/payload.json'));
    assert.equal(payload.pullRequestNumber, 7);
    assert.equal(payload.gate?.verdict, 'regression');
    assert.deepEqual(
      payload.gate?.metrics.map((m) => [m.scenario, m.verdict]),
      [
        ['hello', 'unchanged'],
        ['update-user', 'regression'],
      ],
    );
  });

  it('joins shards of two measures (each scenario in wall time and in instructions) into one table of both', async () => {
    const dir = join(workspace, 'by-measure');
    mkdirSync(dir);
    for (const [index, scenario] of SCENARIOS.entries()) {
      for (const measure of ['wall-time', 'instructions'] as const) {
        const results = syntheticResults({
          scenarios: { [scenario]: [{ 'http-node': 20_000, mion: 9_000 }] },
        });
        results.settings.subject = 'mion';
        const counted = measure === 'instructions';
        const stored = pairedComparison(scenario, 'unchanged');
        const gate: GateOutcome = {
          verdict: 'pass',
          mode: 'paired',
          measure,
          comparedWith: 'the base of the pull request',
          metrics: [counted ? { ...stored, metric: 'instructionsPerRequest', threshold: 0.003 } : stored],
          subject: 'mion',
          reference: 'http-node',
          subjectProcesses: 8,
          environmentDrift: [],
          notes: [],
          errorBudget: errorBudget(
            {
              confidence: 0.95,
              maxProcesses: counted ? 10 : 24,
              pullRequestScenarios: 2,
              otherMeasuresComparisonsPerScenario: 1,
            },
            counted ? INSTRUCTION_SAMPLING : WALL_TIME_SAMPLING,
            1,
            1,
          ),
        };
        const file: ResultsFile = {
          ...results,
          shard: {
            index: index + 1,
            count: 2,
            scenarios: SCENARIOS,
            measures: ['wall-time', 'instructions'],
          },
          gate,
        };
        writeFileSync(join(dir, `shard-${index + 1}-${measure}.json`), JSON.stringify(file));
      }
    }
    const run = await runMerge({ 'shards-dir': 'by-measure', 'payload-path': 'out/payload-by-measure.json' });
    assert.equal(run.outputs.verdict, 'pass', run.log);
    assert.equal(run.exitCode, 0);
    assert.match(run.summary, /all 4 comparisons at once \(every scenario in wall-time and instructions\)/);
    assert.match(run.summary, /\*\*Shard 2\/2 instructions:\*\* update-user/);
    const payload = await readCommentPayload(join(workspace, 'out/payload-by-measure.json'));
    assert.deepEqual(
      payload.gate?.metrics.map((m) => [m.scenario, m.metric]),
      [
        ['hello', 'requestsPerSecond'],
        ['hello', 'instructionsPerRequest'],
        ['update-user', 'requestsPerSecond'],
        ['update-user', 'instructionsPerRequest'],
      ],
    );
  });

  it('a missing shard fails the check as an error naming it', async () => {
    rmSync(join(workspace, 'shards', 'shard-1.json'));
    const run = await runMerge({ 'shards-dir': 'shards', 'payload-path': 'out/payload.json' });
    assert.equal(run.outputs.verdict, 'error', run.log);
    assert.notEqual(run.exitCode, 0);
    assert.match(run.log, /shard 1\/2 is missing: no results were given for it/);
  });
});
