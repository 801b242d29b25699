import { median } from 'simple-statistics';
import type { Measure } from '../gate/gate-types.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { seriesOf } from './analyze-history.ts';
import { historyLinesOf } from './history-from-results.ts';
import type { HistoryLine } from './history-line.ts';

/** Main's last commits a pull request's head is set against: enough for a range, recent enough to be main. */
export const MAIN_COMMITS_COMPARED = 20;

/**
 * Where a pull request's head stands against main's last commits in one scenario and measure (the
 * comment's line per scenario). Only figures taken under the same recorded conditions are set side
 * by side: counted instructions of the same Node, valgrind, settings and build method; requests/s
 * only of a head measured alone on the same kind of runner.
 */
export interface MainStanding {
  scenario: string;
  measure: Measure;
  /** The head's figure: the median of its processes, as a history line would record it. */
  head: number;
  /** How many of main's commits the range is of (at most MAIN_COMMITS_COMPARED), 0 when none compares. */
  commits: number;
  median?: number;
  low?: number;
  high?: number;
  /** The last of main's commits compared. */
  latestCommit?: string;
  /** head / median − 1. */
  change?: number;
  /** Set when no commit compares: why. */
  none?: 'no-history' | 'other-conditions';
}

/**
 * The head's standing per scenario and measure. A paired run loads head and base together, so its
 * requests/s are not figures of a process alone, as main's are: only its counts are set beside main.
 */
export function standingAgainstMain(
  results: ResultsFile,
  history: HistoryLine[],
  subject: string,
): MainStanding[] {
  // No history yet (a repository without the history workflow, or before its first push): no section.
  if (history.length === 0) return [];
  const paired = results.servers.some((server) => server.name === `${subject}.base`);
  const head = historyLinesOf(results, { commit: '0000000', date: results.createdAt, subject }).filter(
    (line) => line.measure === 'instructions' || !paired,
  );
  const series = seriesOf(history);
  return head.map((line) => {
    const main = series.find((one) => one.scenario === line.scenario && one.measure === line.measure);
    const base = { scenario: line.scenario, measure: line.measure, head: line.value };
    if (!main) return { ...base, commits: 0, none: 'no-history' };
    const comparable = main.ordered
      .filter((recorded) => recorded.conditions === undefined || recorded.conditions === line.conditions)
      .slice(-MAIN_COMMITS_COMPARED);
    if (comparable.length === 0) return { ...base, commits: 0, none: 'other-conditions' };
    const values = comparable.map((recorded) => recorded.value);
    const middle = median(values);
    return {
      ...base,
      commits: comparable.length,
      median: middle,
      low: Math.min(...values),
      high: Math.max(...values),
      latestCommit: comparable.at(-1)!.commit,
      change: line.value / middle - 1,
    };
  });
}
