import type { HistoryAnalysis } from './analyze-history.ts';

const SHORT_COMMIT = 12;
const percent = (fraction: number) => `${fraction >= 0 ? '+' : '−'}${Math.abs(fraction * 100).toFixed(2)}%`;
const UNITS = { instructions: 'instructions/request', 'wall-time': 'requests/s' } as const;

/** The analysis as markdown: one row per series, then every change point with its commit. */
export function renderHistoryMarkdown(analysis: HistoryAnalysis): string {
  const out = ['## Performance history of main', ''];
  out.push('| Scenario | Measure | Commits | Latest | Change points |', '| :-- | :-- | --: | --: | :-- |');
  for (const series of analysis.series) {
    const points = analysis.changePoints.filter(
      (point) => point.scenario === series.scenario && point.measure === series.measure,
    );
    const named =
      series.tooShort ??
      (points.length === 0
        ? 'none'
        : points
            .map((point) => `\`${point.commit.slice(0, SHORT_COMMIT)}\` ${percent(point.change)}`)
            .join(', '));
    out.push(
      `| ${series.scenario} | ${UNITS[series.measure]} | ${series.commits} | ${Math.round(series.latest.value).toLocaleString('en-US')} at \`${series.latest.commit.slice(0, SHORT_COMMIT)}\` | ${named} |`,
    );
  }
  out.push('');
  for (const point of analysis.changePoints) {
    out.push(
      `- **${point.scenario}, ${UNITS[point.measure]}: ${point.direction} by ${percent(point.change)}** ` +
        `(95%: ${percent(point.lower)} to ${percent(point.upper)}; p = ${point.pValue.toExponential(1)}; ` +
        `${point.commitsBefore} commits before, ${point.commitsAfter} after) at \`${point.commit}\`, ` +
        `after \`${point.previousCommit.slice(0, SHORT_COMMIT)}\`.`,
    );
  }
  for (const series of analysis.series) {
    for (const commit of series.conditionChanges) {
      out.push(
        `- ${series.scenario}, ${UNITS[series.measure]}: the conditions of the count changed at \`${commit.slice(0, SHORT_COMMIT)}\` (another Node, valgrind, build or runner); each side is judged apart.`,
      );
    }
  }
  const settings = analysis.settings;
  out.push(
    '',
    `Change points: E-divisive means with Student's t-test (p ≤ ${settings.maxPValue}, at least ${percent(settings.minMagnitude).slice(1)}, ${settings.minSegment} commits a side, windows of ${settings.windowLength}).`,
    '',
  );
  return out.join('\n');
}
