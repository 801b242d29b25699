import type { CpuPinning, StartupGrowth } from '../results/results-types.ts';
import type { BuiltServer } from '../servers/build-server.ts';
import type { BenchmarkProgress } from './benchmark-progress.ts';
import { startServer } from './server-process.ts';

/** As in mion's published cold-start comparison: a small app, then 1000 and 3000 more routes. */
export const EXTRA_ROUTE_COUNTS = [0, 1000, 3000];
const STARTS_PER_COUNT = 3;

/**
 * Starts each server that can grow its routing table (a `routesEnv` in its benchmark field)
 * with more and more routes, and keeps the time to its first correct answer. Cheap: the
 * engine times start-up anyway; this only starts the same server a few more times.
 */
export async function measureStartupGrowth(
  servers: BuiltServer[],
  pinning: CpuPinning,
  startupTimeoutMs: number,
  progress: BenchmarkProgress,
): Promise<StartupGrowth[]> {
  const growth: StartupGrowth[] = [];
  for (const { definition, runtime, node } of servers) {
    const routesEnv = definition.meta.routesEnv;
    if (!routesEnv) continue;
    for (const extraRoutes of EXTRA_ROUTE_COUNTS) {
      progress.status(`start-up: ${definition.name} with ${extraRoutes} extra routes`);
      const startupMs: number[] = [];
      for (let start = 0; start < STARTS_PER_COUNT; start++) {
        try {
          const server = await startServer(definition, {
            cpus: pinning.serverCpus,
            startupTimeoutMs,
            runtimePath: runtime.path,
            nodeUnderTest: node,
            extraEnv: { [routesEnv]: String(extraRoutes) },
          });
          startupMs.push(Math.round(server.startupMs * 10) / 10);
          await server.stop();
        } catch (error) {
          progress.warn(
            `start-up of ${definition.name} with ${extraRoutes} extra routes failed: ${(error as Error).message}`,
          );
          break;
        }
      }
      growth.push({ server: definition.name, extraRoutes, startupMs });
    }
  }
  return growth;
}
