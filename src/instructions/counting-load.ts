import type { LoadSettings } from '../config/config.ts';
import { runLoadRound } from '../engine/load-round.ts';
import type { RunningServer } from '../engine/server-process.ts';
import type { InstructionSettings } from '../results/instruction-counting.ts';
import { loadRequestFor } from '../scenarios/scenario-cases.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';

/** What the counting's load takes of its plan (count-instructions.ts). */
export interface CountingLoadPlan {
  settings: InstructionSettings;
  load: Pick<LoadSettings, 'injectWorkIterations' | 'serverSeeds' | 'scenarioCatalog'>;
  /** The Node under test: it runs the load generator. */
  loadNodePath: string;
}

/** Only the limit after which a stuck load worker is stopped: the load itself is a number of requests. */
const LOAD_LIMIT_SECONDS = 600;
const REQUEST_TIMEOUT_SECONDS = 30;
const SAMPLE_INTERVAL_MS = 1000;

/**
 * Sends `amount` requests of `scenario` at the counting's small fixed load (its connections and
 * pipelining) and returns how many were answered; throws on any failed request or a server that
 * exited. The same load under valgrind and at native speed (collection-preflight.ts).
 */
export async function sendCountingLoad(
  plan: CountingLoadPlan,
  server: Pick<RunningServer, 'baseUrl' | 'pid' | 'wireFormat' | 'exited'>,
  scenario: ScenarioName,
  amount: number,
): Promise<number> {
  const { answer } = await runLoadRound(
    {
      url: server.baseUrl,
      request: loadRequestFor(plan.load.scenarioCatalog, scenario, server.wireFormat),
      connections: plan.settings.connections,
      pipelining: plan.settings.pipelining,
      durationSeconds: LOAD_LIMIT_SECONDS,
      requestTimeoutSeconds: REQUEST_TIMEOUT_SECONDS,
      amount,
    },
    server.pid,
    { sampleIntervalMs: SAMPLE_INTERVAL_MS, nodePath: plan.loadNodePath },
  );
  const failed = answer.errors + answer.timeouts + answer.non2xx;
  if (failed > 0 || answer.requestsTotal === 0) {
    throw new Error(
      `${failed} of ${answer.requestsTotal} requests failed (${answer.errors} errors, ${answer.timeouts} timeouts, ${answer.non2xx} non-2xx)`,
    );
  }
  const exited = server.exited();
  if (exited) throw new Error(`crashed: ${exited}`);
  return answer.requestsTotal;
}
