import type { ResultsFile, ScenarioResult } from '../results/results-types.ts';
import { BYTES_PER_MEBIBYTE } from './format-numbers.ts';
import { shorten, toSingleLine } from './single-line-text.ts';
import { summariseScenario } from './summarise-rounds.ts';

/** More points than this make the chart unreadable on GitHub; longer series are reduced to peaks. */
export const MAX_MEMORY_POINTS = 100;
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
function mermaidNumber(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** A y-axis from zero, so bar heights compare honestly, to a round number above the data. */
function axisTop(values: number[]): number {
  const highest = Math.max(...values, 1);
  const step = 10 ** Math.floor(Math.log10(highest));
  return Math.ceil((highest * 1.05) / step) * step;
}

function fence(lines: string[]): string {
  return ['```mermaid', ...lines, '```'].join('\n');
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
  const lines = [
    'xychart-beta',
    `  title ${mermaidLabel(`Requests per second (${scenario.scenario})`, MAX_TITLE_CHARS)}`,
    `  x-axis [${current.map((s) => mermaidLabel(s.server)).join(', ')}]`,
    `  y-axis "Req (R/s)" 0 --> ${mermaidNumber(top)}`,
    `  bar [${currentValues.map(mermaidNumber).join(', ')}]`,
  ];
  return fence(lines);
}

/** Keeps the peak of each bucket: the question a memory chart answers is how high it went. */
function bucketPeaks(values: number[], maxPoints: number): number[] {
  if (values.length <= maxPoints) return values;
  const bucketSize = values.length / maxPoints;
  return Array.from({ length: maxPoints }, (_, bucket) =>
    Math.max(...values.slice(Math.floor(bucket * bucketSize), Math.floor((bucket + 1) * bucketSize))),
  );
}

/**
 * The subject's resident memory (MB = 2^20 bytes) during its rounds, end to end in run order.
 * The x-axis is load time, not wall-clock time: pauses between rounds and restarts are not drawn.
 */
export function renderSubjectMemoryChart(results: ResultsFile, scenario: ScenarioResult): string | undefined {
  const subject = results.settings.subject;
  const rounds = scenario.servers.find((s) => s.server === subject)?.rounds ?? [];
  const samplesBytes = [...rounds]
    .sort((a, b) => a.sequence - b.sequence)
    .flatMap((r) => r.serverMemorySeriesBytes);
  if (subject === undefined || samplesBytes.length === 0) return undefined;
  const loadSeconds = (samplesBytes.length * results.settings.sampleIntervalMs) / 1000;
  const pointsMebibytes = bucketPeaks(samplesBytes, MAX_MEMORY_POINTS).map(
    (bytes) => bytes / BYTES_PER_MEBIBYTE,
  );
  return fence([
    'xychart-beta',
    `  title ${mermaidLabel(`${subject} memory in MB (${scenario.scenario})`, MAX_TITLE_CHARS)}`,
    `  x-axis "load time (s)" 0 --> ${mermaidNumber(loadSeconds)}`,
    `  y-axis "Memory (MB)" 0 --> ${mermaidNumber(axisTop(pointsMebibytes))}`,
    `  line [${pointsMebibytes.map(mermaidNumber).join(', ')}]`,
  ]);
}
