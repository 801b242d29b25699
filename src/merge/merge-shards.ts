import { chanceOfMeetingCrash, rarityOf } from '../gate/crash-watch.ts';
import { sumFailures } from '../gate/run-failures.ts';
import { isTooNoisyError } from '../gate/sequential-gate.ts';
import { UserInputError } from '../user-input-error.ts';
import type { GateOutcome, GateVerdict, Measure } from '../gate/gate-types.ts';
import { commentContentProblem } from '../publish/comment-payload.ts';
import type { ResultsFile, ServerRun, ShardRun } from '../results/results-types.ts';
import { fitReaderLimits } from './fit-reader-limits.ts';

/** One shard's results file, as `compare --shard k/n --out FILE` wrote it. */
export interface ShardFile {
  path: string;
  results: ResultsFile;
}

export interface MergedShards {
  results: ResultsFile;
  gate: GateOutcome;
}

// Worst first, as one run orders its comparisons (pullRequestVerdict): a regression one shard shows
// fails the pull request even where another shard was too noisy to rule one out. A shard's fault (a
// base that failed, an exception) and a missing shard are errors before any of these.
const VERDICT_PRECEDENCE: GateVerdict[] = [
  'regression',
  'unstable',
  'error',
  'inconclusive',
  'not-gated',
  'no-baseline',
  'pass',
];

type ShardedResults = ResultsFile & Required<Pick<ResultsFile, 'shard' | 'gate'>>;

function isShard(results: ResultsFile): results is ShardedResults {
  return results.shard !== undefined && results.gate !== undefined;
}

/** The measure a shard gated; outcomes written before the choice existed measured wall time. */
function measureOf(results: ShardedResults): Measure {
  return results.gate.measure ?? 'wall-time';
}

/** The measures the shard's pull request gates (--pull-request-measures), or its own alone. */
function declaredMeasures(results: ShardedResults): Measure[] {
  return results.shard.measures ?? [measureOf(results)];
}

/**
 * A cell of the pull request's matrix (share of the scenarios × measure) in words: "shard 2/3", or
 * "shard 2/3 instructions" when the pull request gates several measures.
 */
function cellName(index: number, count: number, measure: Measure, measures: Measure[]): string {
  return `shard ${index}/${count}${measures.length > 1 ? ` ${measure}` : ''}`;
}

const cellKey = (index: number, measure: Measure) => `${index} ${measure}`;

type Setting = [name: string, read: (results: ShardedResults) => unknown];

/** The settings that must agree for shards to be one pull request's gate. */
const SETTINGS: Setting[] = [
  ['tool version', (r) => `${r.tool.name} ${r.tool.version}`],
  ['head commit', (r) => r.git?.commit ?? 'none recorded'],
  [
    'load settings',
    (r) =>
      `-c ${r.settings.connections} -p ${r.settings.pipelining} -d ${r.settings.durationSeconds} warm-up ${r.settings.warmupSeconds} s`,
  ],
  ['subject', (r) => r.settings.subject],
  ['reference', (r) => r.settings.reference],
  ['base side', (r) => r.settings.baseServer ?? 'none'],
  ['mode', (r) => r.gate.mode],
  ['pull-request measures', (r) => declaredMeasures(r).join(', ')],
];

/**
 * The budget that must agree among the shards that compared anything. A shard that ended before
 * any comparison (an error: a failed build, valgrind missing) has none: it cannot disagree, and
 * its error must reach the verdict rather than be refused.
 */
const BUDGET: Setting[] = [
  ['confidence', (r) => r.gate.errorBudget?.confidence],
  ['comparisons in the error budget', (r) => r.gate.errorBudget?.comparisons],
];

/** The first setting that differs, in words, for the one-line refusal. */
function difference(first: ShardedResults, other: ShardedResults, settings: Setting[]): string | undefined {
  const found = settings.find(([, read]) => JSON.stringify(read(first)) !== JSON.stringify(read(other)));
  if (!found) return undefined;
  const [name, read] = found;
  return `${name} ${String(read(other))}, not ${String(read(first))}`;
}

interface ShardEntry {
  path: string;
  results: ShardedResults;
}

/**
 * Checks that the files are shards of one pull request's gate (same shard count, scenarios and
 * measures, tool, head commit and settings), each gating a measure its pull request declares, and
 * returns them by cell (cellKey). Throws a one-line UserInputError naming the first file that does
 * not fit, or that gates a cell another file already gated.
 */
function checkShards(files: ShardFile[]): Map<string, ShardEntry> {
  if (files.length === 0) throw new UserInputError('merge: no shard files given');
  const byCell = new Map<string, ShardEntry>();
  let first: ShardEntry | undefined;
  let budgeted: ShardEntry | undefined;
  for (const { path, results } of files) {
    if (!isShard(results)) {
      throw new UserInputError(`${path}: not a shard's results (compare --shard k/n --out FILE writes them)`);
    }
    first ??= { path, results };
    const { shard } = results;
    if (
      shard.count !== first.results.shard.count ||
      shard.scenarios.join() !== first.results.shard.scenarios.join()
    ) {
      throw new UserInputError(
        `${path}: shard ${shard.index}/${shard.count} of scenarios ${shard.scenarios.join(', ')}, ` +
          `but ${first.path} is shard ${first.results.shard.index}/${first.results.shard.count} of ${first.results.shard.scenarios.join(', ')}`,
      );
    }
    const differs = difference(first.results, results, SETTINGS);
    if (differs) {
      throw new UserInputError(`${path}: not the same pull request's gate as ${first.path}: ${differs}`);
    }
    if (results.gate.errorBudget) {
      budgeted ??= { path, results };
      const budgetDiffers = difference(budgeted.results, results, BUDGET);
      if (budgetDiffers) {
        throw new UserInputError(
          `${path}: not the same pull request's gate as ${budgeted.path}: ${budgetDiffers}`,
        );
      }
    }
    const measures = declaredMeasures(results);
    if (!measures.includes(measureOf(results))) {
      throw new UserInputError(
        `${path}: gated ${measureOf(results)}, not one of its pull request's measures (${measures.join(', ')})`,
      );
    }
    const key = cellKey(shard.index, measureOf(results));
    const again = byCell.get(key);
    if (again)
      throw new UserInputError(
        `${path}: ${cellName(shard.index, shard.count, measureOf(results), measures)} is given twice (also ${again.path})`,
      );
    byCell.set(key, { path, results });
  }
  return byCell;
}

/** Servers by name across shards; a server that failed on any runner keeps its failure. */
function mergeServers(shards: ShardedResults[]): ServerRun[] {
  const byName = new Map<string, ServerRun>();
  for (const server of shards.flatMap((results) => results.servers)) {
    const known = byName.get(server.name);
    if (!known || (known.status === 'measured' && server.status !== 'measured'))
      byName.set(server.name, server);
  }
  return [...byName.values()];
}

function shardRun(results: ShardedResults, measures: Measure[]): ShardRun {
  return {
    index: results.shard.index,
    count: results.shard.count,
    cpuModel: results.environment.cpuModel,
    cpuCount: results.environment.cpuCount,
    createdAt: results.createdAt,
    durationSeconds: results.durationSeconds,
    scenarios: results.scenarios.map((scenario) => scenario.scenario),
    ...(measures.length > 1 ? { measure: measureOf(results) } : {}),
  };
}

/**
 * The first entry of each scenario. Shards of one scenario in two measures each ran the comparison
 * table of its servers on their own runner; rounds of two runners joined would mix two machines in
 * one row, so the table keeps the first shard's (wall time's, in the order of the measures).
 */
function firstPerScenario<T extends { scenario: string }>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.scenario)) return false;
    seen.add(entry.scenario);
    return true;
  });
}

/**
 * One pull request's results and verdict from its shards' (compare --shard k/n, one measure each).
 * Each shard gated its scenarios in its measure under the error budget of every scenario and
 * measure of the pull request (Bonferroni over comparisons holds whatever the split), so the pull
 * request's verdict is the worst shard verdict: an error or a missing cell (share × measure) is an
 * error naming it, never a pass. What it returns is held to the comment job's limits, trimmed
 * where the shards' sum exceeds them; shards that still make a merge the comment job would refuse
 * are refused here, in one line, before anything is written.
 */
export function mergeShards(files: ShardFile[]): MergedShards {
  const byCell = checkShards(files);
  const first = [...byCell.values()][0]!.results;
  const { count, scenarios: allScenarios } = first.shard;
  const measures = declaredMeasures(first);
  const name = (results: ShardedResults) =>
    cellName(results.shard.index, count, measureOf(results), measures);
  const cells = Array.from({ length: count }, (_, i) => i + 1).flatMap((index) =>
    measures.map((measure) => ({ index, measure, entry: byCell.get(cellKey(index, measure)) })),
  );
  const present = cells.flatMap(({ entry }) => (entry ? [entry] : []));
  const shards = present.map(({ results }) => results);
  const missing = cells.filter(({ entry }) => !entry);
  const failed = present.filter(
    ({ results }) => results.gate.verdict === 'error' && !isTooNoisyError(results.gate.error),
  );
  const tooNoisy = present.filter(
    ({ results }) => results.gate.verdict === 'error' && isTooNoisyError(results.gate.error),
  );

  const order = (scenario: string) => allScenarios.indexOf(scenario);
  const byScenario = <T extends { scenario: string }>(entries: T[]) =>
    entries.sort((a, b) => order(a.scenario) - order(b.scenario));
  // Sorting is stable: within a scenario, the measures' comparisons stay in the order of the measures.
  const metrics = byScenario(shards.flatMap((results) => results.gate.metrics));
  const confirmations = shards.flatMap((results) =>
    results.gate.confirmation ? [results.gate.confirmation] : [],
  );
  const errors = [
    ...missing.map(
      ({ index, measure }) =>
        `${cellName(index, count, measure, measures)} is missing: no results were given for it`,
    ),
    ...failed.map(({ path, results }) => `${name(results)} (${path}): ${results.gate.error ?? 'error'}`),
  ];
  // Each shard counted its own run's failures (run-failures.ts): the pull request's are their sum.
  const headFailures = sumFailures(shards.flatMap((results) => results.gate.headFailures ?? []));
  const verdicts = shards.map((results) => results.gate.verdict);
  const verdict: GateVerdict =
    errors.length > 0 ? 'error' : VERDICT_PRECEDENCE.find((candidate) => verdicts.includes(candidate))!;
  const gate: GateOutcome = {
    ...first.gate,
    verdict,
    metrics,
    subjectProcesses: Math.max(...shards.map((results) => results.gate.subjectProcesses)),
    environmentDrift: [...new Set(shards.flatMap((results) => results.gate.environmentDrift))],
    notes: shards.flatMap((results) => results.gate.notes.map((note) => `${name(results)}: ${note}`)),
    ...(confirmations.length > 0
      ? {
          confirmation: {
            agreed: confirmations.every((confirmation) => confirmation.agreed),
            metrics: confirmations.flatMap((confirmation) => confirmation.metrics),
          },
        }
      : { confirmation: undefined }),
    ...(errors.length > 0
      ? { error: errors.join('; ') }
      : verdict === 'error'
        ? { error: tooNoisy.map(({ results }) => `${results.gate.error} (${name(results)})`).join('; ') }
        : { error: undefined }),
    headFailures: headFailures.headOnly + headFailures.baseOnly > 0 ? headFailures : undefined,
    crashWatch: sumCrashWatches(shards.flatMap((results) => results.gate.crashWatch ?? [])),
  };

  // Each shard profiled its own scenarios' head and base: every one of them says where, once.
  const where = shards.flatMap((one) => one.where ?? []);
  // So did each set its own scenarios against main's history; a scenario in two shards keeps its first.
  const mainHistory = shards
    .flatMap((one) => one.mainHistory ?? [])
    .filter(
      (line, index, all) =>
        all.findIndex((other) => other.scenario === line.scenario && other.measure === line.measure) ===
        index,
    );
  const results: ResultsFile = {
    ...withoutShardFields(first),
    ...(where.length > 0 ? { where } : {}),
    ...(mainHistory.length > 0 ? { mainHistory } : {}),
    settings: { ...first.settings, scenarios: allScenarios },
    servers: mergeServers(shards),
    scenarios: firstPerScenario(byScenario(shards.flatMap((one) => one.scenarios))),
    warnings: shards.flatMap((one) => one.warnings.map((warning) => `${name(one)}: ${warning}`)),
    ...(shards.some((one) => one.instructions)
      ? {
          instructions: {
            ...shards.find((one) => one.instructions)!.instructions!,
            scenarios: firstPerScenario(
              byScenario(shards.flatMap((one) => one.instructions?.scenarios ?? [])),
            ),
          },
        }
      : {}),
    // The pull request waited for its slowest runner.
    durationSeconds: Math.max(...shards.map((one) => one.durationSeconds)),
    shardRuns: shards.map((one) => shardRun(one, measures)),
  };
  const merged = fitReaderLimits({ results, gate: stripUndefined(gate) });
  const problem = commentContentProblem(merged);
  if (problem) throw new UserInputError(`merge: the comment job would refuse the merged shards: ${problem}`);
  return merged;
}

/** A shard's results without what made it a shard: the merged file is one pull request's run. */
function withoutShardFields(results: ShardedResults): ResultsFile {
  const copy: ResultsFile = { ...results };
  delete copy.shard;
  delete copy.gate;
  delete copy.where;
  delete copy.mainHistory;
  return copy;
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

type CrashWatch = NonNullable<GateOutcome['crashWatch']>;

/**
 * The pull request's crash watch: each shard's head served its own requests, so their sum met the
 * crash; a shard whose check already failed ran no watch and is not counted (it needs none).
 */
function sumCrashWatches(watches: readonly CrashWatch[]): CrashWatch | undefined {
  if (watches.length === 0) return undefined;
  const sum = (pick: (watch: CrashWatch) => number) =>
    watches.reduce((total, watch) => total + pick(watch), 0);
  // The commonest rarity any shard watched for is the one the pull request's requests answer for;
  // with `auto` it is that shard's pace, and its share of processes.
  const commonest = watches.reduce((least, watch) =>
    watch.onceInRequests < least.onceInRequests ? watch : least,
  );
  const { onceInRequests } = commonest;
  const servedRequests = sum((watch) => watch.servedRequests);
  // Any shard's watch that ended short says why the sum may fall short too.
  const short = watches.find((watch) => watch.stoppedBy !== undefined);
  const capSeconds = watches.find((watch) => watch.capSeconds !== undefined)?.capSeconds;
  return {
    ...rarityOf(commonest),
    ...(capSeconds !== undefined ? { capSeconds } : {}),
    ...(short?.stoppedBy ? { stoppedBy: short.stoppedBy } : {}),
    servedRequests,
    watchedRequests: sum((watch) => watch.watchedRequests),
    watchSeconds: sum((watch) => watch.watchSeconds),
    processes: sum((watch) => watch.processes),
    catchShare: chanceOfMeetingCrash(servedRequests, onceInRequests),
  };
}
