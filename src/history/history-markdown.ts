import { fence, mermaidLabel, mermaidNumber } from '../report/mermaid-charts.ts';
import { seriesOf, type HistoryAnalysis } from './analyze-history.ts';
import type { HistoryLine } from '../config/history-line.ts';
import { confirmationSentence } from './change-point-confirmation.ts';
import { MEASURE_UNITS, signedPercent } from '../report/history-units.ts';

const SHORT_COMMIT = 12;

/** The last commits a chart shows: more would crowd its line on a comment's width. */
export const CHART_COMMITS = 60;

/**
 * The analysis as markdown: one row per series, every change point with its commit, then a trend
 * chart per series (the last CHART_COMMITS commits; a bar marks each change point).
 */
export function renderHistoryMarkdown(analysis: HistoryAnalysis, lines: HistoryLine[]): string {
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
            .map((point) => `\`${point.commit.slice(0, SHORT_COMMIT)}\` ${signedPercent(point.change)}`)
            .join(', '));
    out.push(
      `| ${series.scenario} | ${MEASURE_UNITS[series.measure]} | ${series.commits} | ${Math.round(series.latest.value).toLocaleString('en-US')} at \`${series.latest.commit.slice(0, SHORT_COMMIT)}\` | ${named} |`,
    );
  }
  out.push('');
  for (const point of analysis.changePoints) {
    out.push(
      `- **${point.scenario}, ${MEASURE_UNITS[point.measure]}: ${point.direction} by ${signedPercent(point.change)}** ` +
        `(95%: ${signedPercent(point.lower)} to ${signedPercent(point.upper)}; p = ${point.pValue.toExponential(1)}; ` +
        `${point.commitsBefore} commits before, ${point.commitsAfter} after) at \`${point.commit}\`, ` +
        `after \`${point.previousCommit.slice(0, SHORT_COMMIT)}\`. ${confirmationSentence(point.confirmation)}`,
    );
  }
  for (const series of analysis.series) {
    for (const commit of series.conditionChanges) {
      out.push(
        `- ${series.scenario}, ${MEASURE_UNITS[series.measure]}: the conditions of the count changed at \`${commit.slice(0, SHORT_COMMIT)}\` (another Node, valgrind, build or runner); each side is judged apart.`,
      );
    }
  }
  for (const { scenario, measure, ordered } of seriesOf(lines)) {
    if (ordered.length < 2) continue;
    out.push('', trendChart(scenario, MEASURE_UNITS[measure], ordered.slice(-CHART_COMMITS), analysis));
  }
  const settings = analysis.settings;
  out.push(
    '',
    `Change points: E-divisive means with Student's t-test (p ≤ ${settings.maxPValue}, at least ${signedPercent(settings.minMagnitude).slice(1)}, ${settings.minSegment} commits a side, windows of ${settings.windowLength}).`,
    '',
  );
  return out.join('\n');
}

function trendChart(scenario: string, unit: string, shown: HistoryLine[], analysis: HistoryAnalysis): string {
  const changed = new Set(
    analysis.changePoints
      .filter((point) => point.scenario === scenario && MEASURE_UNITS[point.measure] === unit)
      .map((point) => point.commit),
  );
  const values = shown.map((line) => line.value);
  // A y-axis around the data: a step of 0.3% must be visible, so it does not start at zero.
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const margin = Math.max((high - low) * 0.1, high * 0.001);
  const bottom = low - margin;
  // Commits that are not change points get an empty bar: mermaid draws a bar at the axis' bottom
  // as a stripe, one below it as nothing.
  const marked = shown.map((line) => (changed.has(line.commit) ? line.value : 0));
  const title = `${scenario}: ${unit} (last ${shown.length} commits)${changed.size > 0 ? ' (bars: change points)' : ''}`;
  return fence([
    'xychart-beta',
    `  title ${mermaidLabel(title, 80)}`,
    `  x-axis "commits, oldest first" 1 --> ${shown.length}`,
    `  y-axis ${mermaidLabel(unit)} ${mermaidNumber(bottom)} --> ${mermaidNumber(high + margin)}`,
    ...(changed.size > 0 ? [`  bar [${marked.map(mermaidNumber).join(', ')}]`] : []),
    `  line [${values.map(mermaidNumber).join(', ')}]`,
  ]);
}
