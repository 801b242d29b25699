import type { ResultsFile } from '../results/results-types.ts';

/**
 * What ran each server, for the line under every results table: one runtime for all when
 * they share it ("Runtime: node 24.9.0"), else each server with its own. Results written
 * before runtimes were recorded give no line.
 */
export function runtimeNote(results: ResultsFile): string | undefined {
  const withRuntime = results.servers.filter((server) => server.runtime !== undefined);
  if (withRuntime.length === 0) return undefined;
  const runtimes = [...new Set(withRuntime.map((server) => server.runtime))];
  if (runtimes.length === 1) return `Runtime: ${runtimes[0]} for every server.`;
  return `Runtimes: ${withRuntime.map((server) => `${server.name} on ${server.runtime}`).join(', ')}.`;
}
