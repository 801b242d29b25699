import type { Config, LoadSettings } from '../config/config.ts';
import { capacityServer, resolveRate } from '../engine/resolve-rate.ts';
import { runBenchmark } from '../engine/run-benchmark.ts';
import type { CpuPinning } from '../results/results-types.ts';
import type { PreparedServers } from '../servers/prepare-servers.ts';
import { assembleResults, SAMPLE_INTERVAL_MS } from './assemble-results.ts';
import type { Measure, Progress } from './measure-types.ts';
import type { PreparedRun } from './prepare.ts';

/** mion with 3000 routes compiles its runtime types at start-up; give it room on a slow runner. */
export const STARTUP_TIMEOUT_MS = 30_000;

/**
 * The wall-time measure: rounds of load on the servers, each a results file. With --rate, the
 * rate is resolved here once (the subject's capacity), and every later round loads at it.
 */
export async function wallTimeMeasure(
  config: Config,
  run: PreparedRun,
  pinning: CpuPinning,
  progress: Progress,
): Promise<Measure> {
  const runFor = (servers: PreparedServers, load: LoadSettings, cpuProfileDir?: string) =>
    runBenchmark(
      {
        servers: servers.built,
        unavailable: servers.unavailable,
        load,
        pinning,
        sampleIntervalMs: SAMPLE_INTERVAL_MS,
        deadlineMs: run.deadlineMs,
        startupTimeoutMs: STARTUP_TIMEOUT_MS,
        loadNodePath: run.node.path,
        ...(cpuProfileDir ? { cpuProfileDir } : {}),
      },
      progress,
    );
  const atRate = config.load.rate
    ? await resolveRate(
        config.load,
        config.load.rate,
        capacityServer(config.gate.subject, run.prepared),
        runFor,
        progress,
      )
    : {};
  return async (servers, loadOverrides, cpuProfileDir) => {
    const load = { ...config.load, ...atRate, ...loadOverrides };
    const measuringSinceMs = Date.now();
    const outcome = await runFor(servers, load, cpuProfileDir);
    return assembleResults(
      config,
      load,
      outcome,
      pinning,
      servers,
      Date.now() - measuringSinceMs,
      run.node.version,
      run.git,
    );
  };
}
