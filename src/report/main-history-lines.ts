import { escapeMarkdown } from './escape-markdown.ts';
import type { MainStanding } from '../results/results-types.ts';
import { MEASURE_UNITS, signedPercent } from './history-units.ts';

const SHORT_COMMIT = 7;
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * The comment's section "Against main's history": one line per scenario and measure, the head's
 * figure against main's last commits. Every text here is a number, a hex commit or a scenario name,
 * escaped: the results schema's pattern still lets one spell `gh-1`, a link to issue 1. A pull request
 * writes its results, and nothing of them may become markup.
 */
export function renderMainHistoryLines(standings: readonly MainStanding[]): string | undefined {
  if (standings.length === 0) return undefined;
  const lines = standings.map(
    (standing) => `- ${escapeMarkdown(standing.scenario)}: ${standingText(standing)}`,
  );
  return `#### Against main's history\n\n${lines.join('\n')}`;
}

function standingText(standing: MainStanding): string {
  const unit = MEASURE_UNITS[standing.measure];
  const head = `${whole(standing.head)} ${unit}`;
  if (standing.none === 'no-history' || standing.commits === 0 || standing.median === undefined) {
    return standing.none === 'other-conditions'
      ? `${head}; no commit of main was measured under this run's conditions (another Node, valgrind, settings, build method or runner), so none is set beside it`
      : `${head}; main's history has no commit of this scenario yet`;
  }
  const { low = standing.median, high = standing.median } = standing;
  const position =
    standing.head > high
      ? 'above every one of them'
      : standing.head < low
        ? 'below every one of them'
        : 'within their range';
  const commits =
    standing.commits === 1 ? "main's last commit" : `the median of main's last ${standing.commits} commits`;
  return (
    `${head}, ${signedPercent(standing.change ?? 0)} against ${commits} ` +
    `(${whole(standing.median)}; ${whole(low)} to ${whole(high)}; latest \`${standing.latestCommit?.slice(0, SHORT_COMMIT) ?? ''}\`): ${position}`
  );
}
