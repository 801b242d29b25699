import type { ScenarioName } from '../scenarios/scenario.ts';
import { loadRequestFor } from '../scenarios/scenario-cases.ts';
import type { BenchmarkPlan } from './benchmark-plan.ts';
import { runLoadRound, type LoadRoundOutcome } from './load-round.ts';
import { openLoopConnections } from './open-loop-load.ts';
import type { RunningServer } from './server-process.ts';

/** A request unanswered this long counts as a time-out, which makes its round invalid. */
export const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * One load of a running server as the plan sets it: a closed loop of the plan's connections, or,
 * where the scenario has a rate, an open loop at that rate. Warm-ups and rounds alike.
 */
export function loadServer(
  plan: BenchmarkPlan,
  server: RunningServer,
  scenario: ScenarioName,
  durationSeconds: number,
): Promise<LoadRoundOutcome> {
  const ratePerSecond = plan.load.ratePerSecondByScenario?.[scenario];
  return runLoadRound(
    {
      url: server.baseUrl,
      request: loadRequestFor(plan.load.scenarioCatalog, scenario, server.wireFormat),
      ...(ratePerSecond === undefined
        ? { connections: plan.load.connections, threads: plan.pinning.loadGeneratorThreads }
        : {
            connections: openLoopConnections(ratePerSecond),
            ratePerSecond,
            ...(plan.load.arrivals ? { arrivals: plan.load.arrivals } : {}),
          }),
      pipelining: plan.load.pipelining,
      durationSeconds,
      requestTimeoutSeconds: REQUEST_TIMEOUT_SECONDS,
    },
    server.pid,
    {
      cpus: plan.pinning.loadGeneratorCpus,
      sampleIntervalMs: plan.sampleIntervalMs,
      nodePath: plan.loadNodePath,
    },
  );
}
