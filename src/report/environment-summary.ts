import type { ResultsFile } from '../results/results-types.ts';
import { formatGibibytes, formatSeconds } from './format-numbers.ts';

/**
 * One line of the "Benchmark Info" list of the published pages. `command` holds text built only
 * from numbers, so it may be printed as code; `value` may come from the results file.
 */
export interface EnvironmentItem {
  label: string;
  value: string;
  command?: string;
}

/** The published method line with our numbers: `autocannon -c 100 -p 10 -d 40`. */
export function methodCommand(results: ResultsFile): string {
  const { connections, pipelining, durationSeconds, ratePerSecondByScenario } = results.settings;
  if (ratePerSecondByScenario) {
    // Numbers only, as the closed loop's line: the rate per scenario, then the round's length.
    const rates = Object.entries(ratePerSecondByScenario)
      .map(([, rate]) => String(Math.round(Number(rate))))
      .join('/');
    const poisson = results.settings.arrivals === 'poisson' ? ' --arrivals poisson' : '';
    return `open loop -R ${rates} -d ${formatSeconds(Number(durationSeconds))}${poisson}`;
  }
  return `autocannon -c ${Number(connections)} -p ${Number(pipelining)} -d ${formatSeconds(Number(durationSeconds))}`;
}

function methodDescription(results: ResultsFile): string {
  const { rounds, roundsPerBlock, warmupSeconds } = results.settings;
  return (
    `(${rounds} rounds per server, interleaved across servers, ${roundsPerBlock} per block with servers ` +
    `restarted between blocks; ${formatSeconds(warmupSeconds)} s warm-up per block)`
  );
}

function pinningDescription(results: ResultsFile): string {
  const { pinning } = results.settings;
  if (!pinning.enabled) return `off${pinning.reason ? `: ${pinning.reason}` : ''}`;
  const threads = pinning.loadGeneratorThreads ?? 1;
  return (
    `servers on CPUs ${pinning.serverCpus ?? '?'}, load generator on CPUs ${pinning.loadGeneratorCpus ?? '?'}` +
    (threads > 1 ? ` (${threads} autocannon threads)` : '')
  );
}

export function environmentItems(results: ResultsFile): EnvironmentItem[] {
  const { environment, tool, git } = results;
  const head = git?.pullRequestHead ? `, pull request head ${git.pullRequestHead}` : '';
  // The repository the run was started in (the workflow's checkout), not the tool's own code.
  const checkout = git?.commit
    ? [{ label: 'Checkout', value: `${git.commit}${git.ref ? ` (${git.ref})` : ''}${head}` }]
    : [];
  return [
    {
      label: 'Machine',
      value: `${environment.os} | ${environment.cpuCount} vCPUs | ${formatGibibytes(environment.memoryBytes)} Mem`,
    },
    { label: 'CPU', value: environment.cpuModel },
    { label: 'Node', value: environment.nodeVersion },
    { label: 'Run', value: results.createdAt },
    { label: 'Method', command: methodCommand(results), value: methodDescription(results) },
    { label: 'CPU pinning', value: pinningDescription(results) },
    {
      label: 'Tool',
      value: `${tool.name} ${tool.version}, ${formatSeconds(results.durationSeconds)} s`,
    },
    ...checkout,
    // A sharded pull request: each runner, what it gated and how long it took.
    ...(results.shardRuns ?? []).map((run) => ({
      label: `Shard ${run.index}/${run.count}${run.measure ? ` ${run.measure}` : ''}`,
      value: `${run.scenarios.join(', ')} on ${run.cpuCount} vCPUs (${run.cpuModel}), ${formatSeconds(run.durationSeconds)} s, started ${run.createdAt}`,
    })),
  ];
}
