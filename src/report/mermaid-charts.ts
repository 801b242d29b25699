import type { ResultsFile, ScenarioResult } from '../results/results-types.ts';
import { BYTES_PER_MEBIBYTE } from './format-numbers.ts';
import { shorten, toSingleLine } from './single-line-text.ts';
import { summariseScenario } from './summarise-rounds.ts';

/** More bars than this make the chart unreadable in a comment; later processes are left out. */
export const MAX_MEMORY_BARS = 48;
const MAX_LABEL_CHARS = 30;
const MAX_TITLE_CHARS = 60;

/**
 * Mermaid diagrams are not markdown: backslash escapes mean nothing inside the fence. A label is
 * one line of letters, digits and a few harmless signs, without quotes (they end the string) or
 * backticks (they could end the fence), so it can neither break the diagram nor leave it.
 */
export function mermaidLabel(untrusted: string, maxChars = MAX_LABEL_CHARS): string {
  const safe = toSingleLine(untrusted).replace(/[^\p{L}\p{N} ._+/:@()-]/gu, '_');
  return `"${shorten(safe, maxChars)}"`;
}

/** Plain decimal numbers: mermaid reads neither exponents nor thousands separators. */
export function mermaidNumber(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** A y-axis from zero, so bar heights compare honestly, to a round number above the data. */
function axisTop(values: number[]): number {
  const highest = Math.max(...values, 1);
  const step = 10 ** Math.floor(Math.log10(highest));
  return Math.ceil((highest * 1.05) / step) * step;
}

/**
 * Mermaid's default palette draws bars and lines in a lavender that all but vanishes on GitHub's
 * white; one strong colour (GitHub's own link blue) keeps the marks readable in either theme.
 */
export const CHART_INIT = '%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "#0969da"}}}}%%';

export function fence(lines: string[]): string {
  return ['```mermaid', CHART_INIT, ...lines, '```'].join('\n');
}

export interface RequestsChartInput {
  results: ResultsFile;
  scenario: ScenarioResult;
}

/** Requests/s of every server with valid rounds in this run, fastest first. */
export function renderRequestsChart({ results, scenario }: RequestsChartInput): string | undefined {
  const current = summariseScenario(results, scenario)
    .filter((summary) => Number.isFinite(summary.requestsPerSecond))
    .sort((a, b) => b.requestsPerSecond - a.requestsPerSecond);
  if (current.length === 0) return undefined;
  const currentValues = current.map((s) => s.requestsPerSecond);
  const top = axisTop(currentValues);
  // Horizontal: a dozen server names fit down the side, where across the bottom they overlap.
  const lines = [
    'xychart-beta horizontal',
    `  title ${mermaidLabel(`Requests per second (${scenario.scenario})`, MAX_TITLE_CHARS)}`,
    `  x-axis [${current.map((s) => mermaidLabel(s.server)).join(', ')}]`,
    `  y-axis "Req (R/s)" 0 --> ${mermaidNumber(top)}`,
    `  bar [${currentValues.map(mermaidNumber).join(', ')}]`,
  ];
  return fence(lines);
}

/**
 * The subject's highest resident memory (MB = 2^20 bytes) in each of its processes, in run order:
 * one bar per process (a block restarts its servers), so growth from one process to the next, or
 * one process that ran away, shows at a glance.
 */
export function renderSubjectMemoryChart(results: ResultsFile, scenario: ScenarioResult): string | undefined {
  const subject = results.settings.subject;
  const rounds = scenario.servers.find((s) => s.server === subject)?.rounds ?? [];
  const peakByProcess = new Map<number, number>();
  for (const round of [...rounds].sort((a, b) => a.sequence - b.sequence)) {
    if (round.serverMemorySeriesBytes.length === 0) continue;
    const peak = Math.max(...round.serverMemorySeriesBytes);
    peakByProcess.set(round.block, Math.max(peak, peakByProcess.get(round.block) ?? 0));
  }
  if (subject === undefined || peakByProcess.size === 0) return undefined;
  const peaksMebibytes = [...peakByProcess.values()]
    .slice(0, MAX_MEMORY_BARS)
    .map((bytes) => bytes / BYTES_PER_MEBIBYTE);
  const shown =
    peakByProcess.size > MAX_MEMORY_BARS ? ` (first ${MAX_MEMORY_BARS} of ${peakByProcess.size})` : '';
  return fence([
    'xychart-beta',
    `  title ${mermaidLabel(`${subject} peak memory per process in MB (${scenario.scenario})`, MAX_TITLE_CHARS)}`,
    `  x-axis ${mermaidLabel(`process in run order${shown}`, MAX_TITLE_CHARS)} [${peaksMebibytes.map((_, index) => String(index + 1)).join(', ')}]`,
    `  y-axis "Memory (MB)" 0 --> ${mermaidNumber(axisTop(peaksMebibytes))}`,
    `  bar [${peaksMebibytes.map(mermaidNumber).join(', ')}]`,
  ]);
}
