import type { ResultsFile, ScenarioResult } from '../results/results-types.ts';
import type { FactorInterval } from '../stats/t-interval.ts';
import {
  formatLatencyThreeDigitsMs,
  formatMilliseconds,
  formatPercent,
  formatRequestsPerSecond,
  formatWholeNumber,
  NOT_AVAILABLE,
} from './format-numbers.ts';
import { buildResultsTable } from './results-table.ts';
import { referenceServerOf, summariseScenario } from './summarise-rounds.ts';
import type { TextTable } from './text-table.ts';

/**
 * Two processes give a 95% range twelve times as wide as their spread (Student's t at 1 degree of
 * freedom): "9.0k–788.4k" says nothing a reader can use, so a range needs at least three.
 */
export const MIN_PROCESSES_FOR_RANGE = 3;

/** Printed under the comment's results tables: what the ranges are, and why processes, not rounds. */
export const PROCESS_RANGE_NOTE =
  'Ranges: 95% over server processes (rounds of one process share its luck, so a process is one sample); ' +
  `none where a server ran in fewer than ${MIN_PROCESSES_FOR_RANGE} processes. Each server was loaded alone.`;

export interface CommentResultsTable {
  table: TextTable;
  /** "name: why" for each row without figures (a failed build, no valid round). */
  withoutFigures: string[];
}

/** An en dash that browsers do not break a line at (word joiners on both sides): a range stays on one line. */
const RANGE_DASH = '\u2060–\u2060';

/** 14,123 req/s as "14.1k", so that a range fits a narrow column. */
function thousands(requestsPerSecond: number): string {
  return `${(requestsPerSecond / 1000).toFixed(1)}k`;
}

function rpsRange(interval: FactorInterval | undefined, processes: number): string {
  return interval && processes >= MIN_PROCESSES_FOR_RANGE
    ? `${thousands(interval.lower)}${RANGE_DASH}${thousands(interval.upper)}`
    : NOT_AVAILABLE;
}

function percentRange(interval: FactorInterval | undefined, processes: number): string {
  return interval && processes >= MIN_PROCESSES_FOR_RANGE
    ? `${(interval.lower * 100).toFixed(0)}${RANGE_DASH}${formatPercent(interval.upper, 0)}`
    : NOT_AVAILABLE;
}

/**
 * The comment's results table for one scenario: the published table's key figures, each with the
 * range its few processes allow, narrow enough to read in a comment without scrolling. The full
 * published table (version, router, output, CPU, validation, description) is folded below it.
 */
export function buildCommentResultsTable(
  results: ResultsFile,
  scenario: ScenarioResult,
): CommentResultsTable {
  const reference = referenceServerOf(results);
  const summaries = new Map(summariseScenario(results, scenario).map((summary) => [summary.server, summary]));
  // The published table's order and its rows without figures (failed servers) stay as they are.
  const published = buildResultsTable({ results, scenario });
  const withoutFigures = published.rows
    .filter((row) => !(summaries.get(row.cells[0]!)?.validRounds ?? 0))
    .map((row) => `${row.cells[0]}: ${row.cells.at(-1)}`);
  // At a rate, requests/s is the rate asked and mean latency says little: the percentiles at it instead.
  const atRate = results.settings.rate !== undefined;
  const latencyHeaders = atRate ? ['p50 at rate (ms)', 'p99 at rate (ms)'] : ['Latency (ms)'];
  const table: TextTable = {
    columns: [
      { header: 'Framework', align: 'left' },
      { header: 'Req (R/s)', align: 'right' },
      { header: 'Range', align: 'right' },
      { header: `% of ${reference}`, align: 'right' },
      { header: 'Range', align: 'right' },
      ...latencyHeaders.map((header) => ({ header, align: 'right' as const })),
      { header: 'Max Memory (MB)', align: 'right' },
      { header: 'Processes', align: 'right' },
    ],
    rows: published.rows.map((row) => {
      const name = row.cells[0]!;
      const summary = summaries.get(name);
      const measured = summary !== undefined && summary.validRounds > 0;
      if (!measured) {
        const empty = [
          NOT_AVAILABLE,
          '',
          NOT_AVAILABLE,
          '',
          ...latencyHeaders.map(() => NOT_AVAILABLE),
          NOT_AVAILABLE,
          '0',
        ];
        return { emphasised: row.emphasised, cells: [name, ...empty] };
      }
      return {
        emphasised: row.emphasised,
        cells: [
          name,
          formatRequestsPerSecond(summary.requestsPerSecond),
          rpsRange(summary.requestsPerSecondInterval, summary.processes),
          formatPercent(summary.fractionOfReference ?? Number.NaN),
          name === reference ? '' : percentRange(summary.fractionOfReferenceInterval, summary.processes),
          ...(atRate
            ? [
                formatLatencyThreeDigitsMs(summary.atRate?.p50Ms ?? Number.NaN),
                formatLatencyThreeDigitsMs(summary.atRate?.p99Ms ?? Number.NaN),
              ]
            : [formatMilliseconds(summary.latencyMeanMs)]),
          formatWholeNumber(summary.maxMemoryMebibytes),
          String(summary.processes),
        ],
      };
    }),
  };
  return { table, withoutFigures };
}
