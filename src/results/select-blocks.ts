import type { ResultsFile } from './results-types.ts';

/**
 * The rounds of `servers` whose block lies in [fromBlock, toBlock), from a file whose blocks are
 * server processes: what a gate would have seen had it measured just those processes. Blocks keep
 * their numbers, so pairs of processes stay pairs.
 */
export function selectBlocks(
  file: ResultsFile,
  servers: readonly string[],
  fromBlock: number,
  toBlock: number,
): ResultsFile {
  return {
    ...file,
    scenarios: file.scenarios.map((result) => ({
      ...result,
      servers: result.servers
        .filter((entry) => servers.includes(entry.server))
        .map((entry) => ({
          ...entry,
          rounds: entry.rounds.filter((round) => round.block >= fromBlock && round.block < toBlock),
        })),
    })),
  };
}
