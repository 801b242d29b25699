import type { ScenarioName } from '../scenarios/scenario.ts';

export interface Visit {
  scenario: ScenarioName;
  server: string;
}

export interface ScheduledRound {
  roundInBlock: number;
  visits: Visit[];
}

export interface ScheduledBlock {
  block: number;
  rounds: ScheduledRound[];
}

/**
 * The order of rounds. Every round visits every (scenario, server) pair once; the order is
 * rotated by one each round, so slow drift of the machine (thermal, neighbours) lands on
 * all servers alike instead of always on whichever runs last. Servers are restarted
 * between blocks, so the samples also carry process-to-process variation.
 *
 *   block 0, round 0:  A B C
 *   block 0, round 1:  B C A      (restart all)
 *   block 1, round 0:  C A B
 */
export function scheduleRounds(
  scenarios: ScenarioName[],
  servers: string[],
  rounds: number,
  roundsPerBlock: number,
): ScheduledBlock[] {
  const visits = scenarios.flatMap((scenario) => servers.map((server) => ({ scenario, server })));
  const blocks: ScheduledBlock[] = [];
  for (let round = 0; round < rounds; round++) {
    const roundInBlock = round % roundsPerBlock;
    if (roundInBlock === 0) blocks.push({ block: blocks.length, rounds: [] });
    const rotation = visits.length === 0 ? 0 : round % visits.length;
    blocks.at(-1)?.rounds.push({
      roundInBlock,
      visits: [...visits.slice(rotation), ...visits.slice(0, rotation)],
    });
  }
  return blocks;
}
