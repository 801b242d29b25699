import type { MionSource } from '../config/config.ts';
import type { ServerRun } from '../results/results-types.ts';
import { buildServer, type BuiltServer } from './build-server.ts';
import type { ServerDefinition } from './catalog.ts';
import type { NodeRuntime } from './node-runtime.ts';

export interface PreparedServers {
  built: BuiltServer[];
  unavailable: ServerRun[];
}

/** Builds every requested server, one after another (installs compete for the same 2 cores). */
export async function prepareServers(
  names: string[],
  catalog: ServerDefinition[],
  /** Where the packages a folder names in benchmark.sourcePackages come from. */
  source: MionSource,
  log: (line: string) => void,
  nodeUnderTest: NodeRuntime,
): Promise<PreparedServers> {
  const prepared: PreparedServers = { built: [], unavailable: [] };
  for (const name of names) {
    const definition = catalog.find((candidate) => candidate.name === name);
    if (!definition) continue;
    const outcome = await buildServer(definition, source, log, nodeUnderTest);
    if (outcome.ok) {
      prepared.built.push(outcome.server);
    } else {
      log(`${name}: ${outcome.failure.stage} failed: ${outcome.failure.message}`);
      prepared.unavailable.push({
        name,
        framework: definition.meta.framework,
        version: 'n/a',
        router: definition.meta.router,
        validation: definition.meta.validation,
        description: definition.meta.description,
        status: 'unavailable',
        failure: outcome.failure,
        startupMs: [],
      });
    }
  }
  return prepared;
}
