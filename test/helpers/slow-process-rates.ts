import { slowProcessTest } from '../../src/stats/slow-process-test.ts';
import { seededRandom, type SeededRandom } from '../../src/stats/seeded-random.ts';

/**
 * The slow-process test alone (src/stats/slow-process-test.ts) on simulated scenarios, at the
 * gate's defaults: docs/statistics.md's table ("An erratic head") is written from these rows by
 * evidence/trials/rates-by-noise.ts and held to them by test/stats/slow-process-test.test.ts.
 */

/** A comparison's one-look share of the gate's 5% over three scenarios' two tests. */
export const DEFAULT_SHARE_CONFIDENCE = 1 - 0.05 / 6;
/** The spread of a pair's head − base log figure measured on this project's machine. */
export const PAIR_SPREAD = 0.039;
export const SLOW_PROCESS_TRIALS = 20_000;
const PAIR_COUNTS = [8, 16, 24] as const;

type PairDraw = (index: number, random: SeededRandom) => number;

export const oneSlowInEight =
  (factor: number, spread = PAIR_SPREAD): PairDraw =>
  (index, random) =>
    spread * random.normal() - (index % 8 === 3 ? Math.log(factor) : 0);

export const normalNoise =
  (spread: number): PairDraw =>
  (_, random) =>
    spread * random.normal();

/** One process in ten on either side 20% slower, each side's own noise half the pair's variance. */
export const heavyTails: PairDraw = (_, random) => {
  const side = () =>
    PAIR_SPREAD * Math.SQRT1_2 * random.normal() - (random.uniform() < 0.1 ? Math.log(1.2) : 0);
  return side() - side();
};

/** The share of simulated scenarios of `pairs` pairs the test flags. */
export function flaggedShare(
  pairs: number,
  draw: PairDraw,
  seed: number,
  confidence = DEFAULT_SHARE_CONFIDENCE,
): number {
  const random = seededRandom(seed);
  let flagged = 0;
  for (let trial = 0; trial < SLOW_PROCESS_TRIALS; trial++) {
    const differences = Array.from({ length: pairs }, (_, index) => draw(index, random));
    if (slowProcessTest(differences, confidence)?.headMoreErratic) flagged++;
  }
  return flagged / SLOW_PROCESS_TRIALS;
}

export interface SlowProcessRow {
  condition: string;
  /** Flagged shares at 8, 16 and 24 pairs. */
  shares: number[];
}

const CONDITIONS: { condition: string; draw: PairDraw }[] = [
  { condition: 'one head process in 8 is 1.5 times as slow', draw: oneSlowInEight(1.5) },
  { condition: 'one in 8 is 1.4 times as slow', draw: oneSlowInEight(1.4) },
  { condition: 'one in 8 is 1.3 times as slow (inside the margin)', draw: oneSlowInEight(1.3) },
  { condition: 'nothing changed, heavy tails (1 process in 10 on either side 20% slower)', draw: heavyTails },
  { condition: 'nothing changed, normal noise, 8% a pair', draw: normalNoise(0.08) },
  { condition: 'nothing changed, normal noise, 30% a pair (the margin no help)', draw: normalNoise(0.3) },
];

export function slowProcessRates(): SlowProcessRow[] {
  return CONDITIONS.map(({ condition, draw }, row) => ({
    condition,
    shares: PAIR_COUNTS.map((pairs) => flaggedShare(pairs, draw, 1000 * row + pairs)),
  }));
}

const percent = (share: number) => `${(share * 100).toFixed(share < 0.01 ? 2 : 1)}%`;

export function slowProcessTable(rows: SlowProcessRow[]): string {
  return [
    `| Condition | ${PAIR_COUNTS.map((pairs) => `${pairs} pairs`).join(' | ')} |`,
    `| :-- | ${PAIR_COUNTS.map(() => '--:').join(' | ')} |`,
    ...rows.map((row) => `| ${row.condition} | ${row.shares.map(percent).join(' | ')} |`),
  ].join('\n');
}
