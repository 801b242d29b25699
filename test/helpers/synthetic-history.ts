import type { HistoryLine } from '../../src/config/history-line.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';

/** Commit number `index` as a 40-hex-digit id. */
export const commitId = (index: number) => index.toString(16).padStart(40, 'a');

/**
 * `commits` commits of main, each with only the five required fields, in hello and update-user:
 * counts near 95,000 and 123,000 with a per-commit spread of 0.1% (the measured between-run spread
 * of a median of counted processes, docs/history.md), and `step` in hello from commit `stepAt`.
 */
export function syntheticHistory(commits: number, step: number, stepAt: number, seed = 1): HistoryLine[] {
  const random = seededRandom(seed);
  const lines: HistoryLine[] = [];
  for (let index = 0; index < commits; index++) {
    const date = new Date(Date.UTC(2026, 9, 1) + index * 3_600_000).toISOString();
    for (const [scenario, level] of [
      ['hello', 95_000],
      ['update-user', 123_000],
    ] as const) {
      const stepped = scenario === 'hello' && index >= stepAt ? 1 + step : 1;
      const value = level * stepped * Math.exp(0.001 * random.normal());
      lines.push({ commit: commitId(index), date, scenario, measure: 'instructions', value });
    }
  }
  return lines;
}
