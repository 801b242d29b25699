import { UserInputError } from '../config/config-error.ts';
import type { GateOutcome, GateVerdict } from '../gate/gate-types.ts';
import type { ResultsFile, ServerRun, ShardRun } from '../results/results-types.ts';

/** One shard's results file, as `compare --shard k/n --out FILE` wrote it. */
export interface ShardFile {
  path: string;
  results: ResultsFile;
}

export interface MergedShards {
  results: ResultsFile;
  gate: GateOutcome;
}

// Worst first: one shard's error, regression or undecided answer is the pull request's.
const VERDICT_PRECEDENCE: GateVerdict[] = [
  'error',
  'regression',
  'inconclusive',
  'not-gated',
  'no-baseline',
  'pass',
];

type ShardedResults = ResultsFile & Required<Pick<ResultsFile, 'shard' | 'gate'>>;

function isShard(results: ResultsFile): results is ShardedResults {
  return results.shard !== undefined && results.gate !== undefined;
}

/** The settings that must agree for shards to be one pull request's gate, as text to compare. */
function settingsKey(results: ShardedResults): string {
  const { settings, gate, tool, git } = results;
  return JSON.stringify({
    tool: `${tool.name} ${tool.version}`,
    commit: git?.commit,
    load: [settings.durationSeconds, settings.warmupSeconds, settings.connections, settings.pipelining],
    subject: settings.subject,
    reference: settings.reference,
    baseServer: settings.baseServer,
    gate: [gate.mode, gate.measure, gate.errorBudget?.confidence, gate.errorBudget?.comparisons],
  });
}

/** Which setting differs, in words, for the one-line refusal. */
function difference(first: ShardedResults, other: ShardedResults): string {
  const checks: [string, (r: ShardedResults) => unknown][] = [
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
    ['measure', (r) => r.gate.measure ?? 'wall-time'],
    ['confidence', (r) => r.gate.errorBudget?.confidence],
    ['comparisons in the error budget', (r) => r.gate.errorBudget?.comparisons],
  ];
  const [name, read] = checks.find(
    ([, read]) => JSON.stringify(read(first)) !== JSON.stringify(read(other)),
  )!;
  return `${name} ${String(read(other))}, not ${String(read(first))}`;
}

/**
 * Checks that the files are shards of one pull request's gate (same shard count and scenarios,
 * tool, head commit and settings) and returns them by shard index. Throws a one-line
 * UserInputError naming the first file that does not fit.
 */
function checkShards(files: ShardFile[]): Map<number, { path: string; results: ShardedResults }> {
  if (files.length === 0) throw new UserInputError('merge: no shard files given');
  const byIndex = new Map<number, { path: string; results: ShardedResults }>();
  let first: { path: string; results: ShardedResults } | undefined;
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
    if (settingsKey(results) !== settingsKey(first.results)) {
      throw new UserInputError(
        `${path}: not the same pull request's gate as ${first.path}: ${difference(first.results, results)}`,
      );
    }
    const again = byIndex.get(shard.index);
    if (again)
      throw new UserInputError(
        `${path}: shard ${shard.index}/${shard.count} is given twice (also ${again.path})`,
      );
    byIndex.set(shard.index, { path, results });
  }
  return byIndex;
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

function shardRun(results: ShardedResults): ShardRun {
  return {
    index: results.shard.index,
    count: results.shard.count,
    cpuModel: results.environment.cpuModel,
    cpuCount: results.environment.cpuCount,
    createdAt: results.createdAt,
    durationSeconds: results.durationSeconds,
    scenarios: results.scenarios.map((scenario) => scenario.scenario),
  };
}

/**
 * One pull request's results and verdict from its shards' (compare --shard k/n). Each shard
 * gated its scenarios under the error budget of all of them (Bonferroni over comparisons holds
 * whatever the split), so the pull request's verdict is the worst shard verdict: an error or a
 * missing shard is an error naming it, never a pass.
 */
export function mergeShards(files: ShardFile[]): MergedShards {
  const byIndex = checkShards(files);
  const first = [...byIndex.values()][0]!.results;
  const { count, scenarios: allScenarios } = first.shard;
  const present = [...byIndex.keys()].sort((a, b) => a - b).map((index) => byIndex.get(index)!);
  const shards = present.map(({ results }) => results);
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
  const failed = present.filter(({ results }) => results.gate.verdict === 'error');

  const order = (scenario: string) => allScenarios.indexOf(scenario);
  const metrics = shards
    .flatMap((results) => results.gate.metrics)
    .sort((a, b) => order(a.scenario) - order(b.scenario));
  const confirmations = shards.flatMap((results) =>
    results.gate.confirmation ? [results.gate.confirmation] : [],
  );
  const errors = [
    ...missing.map((index) => `shard ${index}/${count} is missing: no results were given for it`),
    ...failed.map(
      ({ path, results }) =>
        `shard ${results.shard.index}/${count} (${path}): ${results.gate.error ?? 'error'}`,
    ),
  ];
  const verdicts = shards.map((results) => results.gate.verdict);
  const verdict: GateVerdict =
    errors.length > 0 ? 'error' : VERDICT_PRECEDENCE.find((candidate) => verdicts.includes(candidate))!;
  const gate: GateOutcome = {
    ...first.gate,
    verdict,
    metrics,
    subjectProcesses: Math.max(...shards.map((results) => results.gate.subjectProcesses)),
    environmentDrift: [...new Set(shards.flatMap((results) => results.gate.environmentDrift))],
    notes: shards.flatMap((results) =>
      results.gate.notes.map((note) => `shard ${results.shard.index}/${count}: ${note}`),
    ),
    ...(confirmations.length > 0
      ? {
          confirmation: {
            agreed: confirmations.every((confirmation) => confirmation.agreed),
            metrics: confirmations.flatMap((confirmation) => confirmation.metrics),
          },
        }
      : { confirmation: undefined }),
    ...(errors.length > 0 ? { error: errors.join('; ') } : { error: undefined }),
  };

  const results: ResultsFile = {
    ...withoutShardFields(first),
    settings: { ...first.settings, scenarios: allScenarios },
    servers: mergeServers(shards),
    scenarios: shards.flatMap((one) => one.scenarios).sort((a, b) => order(a.scenario) - order(b.scenario)),
    warnings: shards.flatMap((one) =>
      one.warnings.map((warning) => `shard ${one.shard.index}/${count}: ${warning}`),
    ),
    ...(shards.some((one) => one.instructions)
      ? {
          instructions: {
            ...shards.find((one) => one.instructions)!.instructions!,
            scenarios: shards.flatMap((one) => one.instructions?.scenarios ?? []),
          },
        }
      : {}),
    // The pull request waited for its slowest runner.
    durationSeconds: Math.max(...shards.map((one) => one.durationSeconds)),
    shardRuns: shards.map(shardRun),
  };
  return { results, gate: stripUndefined(gate) };
}

/** A shard's results without what made it a shard: the merged file is one pull request's run. */
function withoutShardFields(results: ShardedResults): ResultsFile {
  const copy: ResultsFile = { ...results };
  delete copy.shard;
  delete copy.gate;
  return copy;
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
