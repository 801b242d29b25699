import { seriesOf, type HistoryAnalysis } from './analyze-history.ts';
import type { HistoryLine } from '../config/history-line.ts';
import { confirmationSentence } from './change-point-confirmation.ts';
import { MEASURE_UNITS, signedPercent } from '../report/history-units.ts';

/**
 * The history as one static HTML page for GitHub Pages: per scenario and measure, an SVG chart of
 * every recorded commit with each change point marked and named. No script, no external resource:
 * the page is the data, drawn.
 */
const WIDTH_PX = 760;
const HEIGHT_PX = 220;
const MARGIN = { left: 70, right: 10, top: 10, bottom: 30 };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Every text comes from validated lines (hex commits, scenario names), escaped all the same. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

const figure = (value: number) => Math.round(value).toLocaleString('en-US');

export function renderHistoryPage(analysis: HistoryAnalysis, lines: HistoryLine[]): string {
  const sections = seriesOf(lines).map(({ scenario, measure, ordered }) => {
    const points = analysis.changePoints.filter((p) => p.scenario === scenario && p.measure === measure);
    const heading = `${escapeHtml(scenario)}: ${MEASURE_UNITS[measure]}`;
    const named =
      points.length === 0
        ? '<p>No change point.</p>'
        : `<ul>${points
            .map(
              (point) =>
                `<li><strong>${point.direction} by ${signedPercent(point.change)}</strong> (95%: ${signedPercent(point.lower)} to ${signedPercent(point.upper)}) at <code>${escapeHtml(point.commit)}</code>. ${escapeHtml(confirmationSentence(point.confirmation))}</li>`,
            )
            .join('')}</ul>`;
    return `<section><h2>${heading}</h2>${chart(ordered, new Set(points.map((p) => p.commit)), heading)}${named}</section>`;
  });
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Performance history of main</title>',
    '<style>body{font-family:system-ui,sans-serif;max-width:800px;margin:2em auto;color:#1f2328}',
    'svg{border:1px solid #d0d7de}polyline{fill:none;stroke:#0969da;stroke-width:1.5}',
    'line.change{stroke:#cf222e;stroke-dasharray:4 3}text{font-size:11px;fill:#59636e}</style>',
    '</head><body><h1>Performance history of main</h1>',
    `<p>${lines.length === 0 ? 'No commit recorded yet.' : `${new Set(lines.map((line) => line.commit)).size} commits recorded; change points in red.`}</p>`,
    ...sections,
    '</body></html>',
  ].join('\n');
}

function chart(ordered: HistoryLine[], changed: Set<string>, label: string): string {
  const values = ordered.map((line) => line.value);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const span = high - low || high * 0.001;
  const plotWidth = WIDTH_PX - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT_PX - MARGIN.top - MARGIN.bottom;
  const x = (index: number) =>
    MARGIN.left + (ordered.length === 1 ? 0 : (index / (ordered.length - 1)) * plotWidth);
  const y = (value: number) => MARGIN.top + (1 - (value - low) / span) * plotHeight;
  const polyline = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const markers = ordered
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => changed.has(line.commit))
    .map(
      ({ line, index }) =>
        `<line class="change" x1="${x(index).toFixed(1)}" x2="${x(index).toFixed(1)}" y1="${MARGIN.top}" y2="${HEIGHT_PX - MARGIN.bottom}"><title>${escapeHtml(line.commit)}</title></line>`,
    );
  return [
    `<svg role="img" aria-label="${label}" width="${WIDTH_PX}" height="${HEIGHT_PX}" viewBox="0 0 ${WIDTH_PX} ${HEIGHT_PX}">`,
    `<text x="4" y="${MARGIN.top + 10}">${figure(high)}</text>`,
    `<text x="4" y="${HEIGHT_PX - MARGIN.bottom}">${figure(low)}</text>`,
    `<text x="${MARGIN.left}" y="${HEIGHT_PX - 8}">oldest</text>`,
    // The axis spans the data, not zero: say how much, so a small wobble is not read as a large one.
    `<text x="${WIDTH_PX / 2 - 70}" y="${HEIGHT_PX - 8}">bottom to top: ${((high / low - 1) * 100).toFixed(2)}%</text>`,
    `<text x="${WIDTH_PX - MARGIN.right - 40}" y="${HEIGHT_PX - 8}">latest</text>`,
    `<polyline points="${polyline}"/>`,
    ...markers,
    '</svg>',
  ].join('');
}
