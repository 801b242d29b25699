import { median } from 'simple-statistics';
import type { MainStanding, ResultsFile } from '../results/results-types.ts';
import { seriesOf } from './analyze-history.ts';
import { historyLinesOf } from './history-from-results.ts';
import type { HistoryLine } from '../config/history-line.ts';

/** Main's last commits a pull request's head is set against: enough for a range, recent enough to be main. */
export const MAIN_COMMITS_COMPARED = 20;

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
