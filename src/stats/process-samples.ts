import { mean } from 'simple-statistics';
import type { RoundSample } from '../results/results-types.ts';

/**
 * One value per server process: the mean log of its valid rounds, keyed by block (every block
 * restarts its servers, so a block is a process). Rounds of one process share its luck (memory
 * layout, JIT decisions, hash seeds): measured here, two rounds of one mion process differ by
 * 1.7% while two processes differ by 3.4%. Counting rounds as independent samples would claim
 * about twice the evidence there is, so every interval is computed over these values instead.
 */
export function logMeanByProcess(
  rounds: RoundSample[],
  read: (round: RoundSample) => number,
): Map<number, number> {
  const logsByBlock = new Map<number, number[]>();
  for (const round of rounds) {
    if (!round.valid) continue;
    const value = read(round);
    if (!(value > 0 && Number.isFinite(value))) continue;
    const logs = logsByBlock.get(round.block) ?? [];
    logs.push(Math.log(value));
    logsByBlock.set(round.block, logs);
  }
  return new Map([...logsByBlock].map(([block, logs]) => [block, mean(logs)]));
}

/** The blocks present in both maps, in block order, with both values. */
export function matchedProcesses(
  first: Map<number, number>,
  second: Map<number, number>,
): Array<{ block: number; first: number; second: number }> {
  return [...first.keys()]
    .filter((block) => second.has(block))
    .sort((a, b) => a - b)
    .map((block) => ({ block, first: first.get(block)!, second: second.get(block)! }));
}
