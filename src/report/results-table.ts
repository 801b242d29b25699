import type { ResultsFile, ScenarioResult, ServerRun } from '../results/results-types.ts';
import {
  formatMebibytesPerSecond,
  formatMilliseconds,
  formatPercent,
  formatRequestsPerSecond,
  formatWholeNumber,
  NOT_AVAILABLE,
} from './format-numbers.ts';
import { referenceServerOf, summariseScenario, type ServerScenarioSummary } from './summarise-rounds.ts';
import { shortMessage } from './single-line-text.ts';
import type { TextColumn, TextRow, TextTable } from './text-table.ts';

/** Says which unit the "Output" and "Max Memory" columns use; printed under every results table. */
export const UNITS_NOTE =
  'MB = 2^20 bytes, as in the published tables (where the columns read "Mb"). Figures are medians of valid rounds; memory and CPU are maxima.';

export interface ResultsTableInput {
  results: ResultsFile;
  scenario: ScenarioResult;
  /** Header of the first column: "Framework" as in the published tables, "Option" on the settings page. */
  nameHeader?: string;
  /** The server whose row is bold; the results' subject unless given. */
  emphasised?: string;
}

interface RowSource {
  info: ServerRun | undefined;
  name: string;
  summary?: ServerScenarioSummary;
  /** Why the row has no figures. */
  reason?: string;
}

function failureReason(server: ServerRun): string {
  const stage = server.failure ? ` at ${server.failure.stage}` : '';
  const message = server.failure ? `: ${server.failure.message}` : '';
  return shortMessage(`${server.status}${stage}${message}`);
}

function noValidRoundReason(summary: ServerScenarioSummary): string {
  const why = summary.firstInvalidReason ? `: ${summary.firstInvalidReason}` : '';
  return shortMessage(`no valid round (${summary.invalidRounds} invalid)${why}`);
}

/**
 * Measured servers by requests/s, fastest first as in the published pages; then servers measured
 * without a valid round; then servers that failed before being measured.
 */
function rowSources(results: ResultsFile, scenario: ScenarioResult): RowSource[] {
  const infoByName = new Map(results.servers.map((server) => [server.name, server]));
  const measured = summariseScenario(results, scenario).map((summary) => {
    const info = infoByName.get(summary.server);
    // A server that failed to start or to answer correctly stays in its scenarios with no round:
    // its failure says why, where "no valid round (0 invalid)" would say nothing.
    const failed = info !== undefined && info.status !== 'measured';
    const reason =
      summary.validRounds > 0 ? undefined : failed ? failureReason(info) : noValidRoundReason(summary);
    return { info, name: summary.server, summary, reason };
  });
  const fast = measured.filter((row) => row.reason === undefined);
  fast.sort((a, b) => b.summary.requestsPerSecond - a.summary.requestsPerSecond);
  const measuredNames = new Set(measured.map((row) => row.name));
  const failed = results.servers
    .filter((server) => server.status !== 'measured' && !measuredNames.has(server.name))
    .map((server) => ({ info: server, name: server.name, reason: failureReason(server) }));
  return [...fast, ...measured.filter((row) => row.reason !== undefined), ...failed];
}

function columns(nameHeader: string, reference: string): TextColumn[] {
  return [
    { header: nameHeader, align: 'left' },
    { header: 'Version', align: 'right' },
    { header: 'Router', align: 'right' },
    { header: 'Req (R/s)', align: 'center' },
    { header: `% of ${reference}`, align: 'right' },
    { header: 'Latency (ms)', align: 'right' },
    { header: 'Output (MB/s)', align: 'right' },
    { header: 'Max Memory (MB)', align: 'right' },
    { header: 'Max Cpu (%)', align: 'right' },
    { header: 'Validation', align: 'center' },
    { header: 'Description', align: 'left' },
  ];
}

/** The published symbol, and for a server that drops undeclared keys, that it does: it never rejects them. */
function validationCell(info: ServerRun | undefined): string {
  if (!info) return '';
  return info.unknownKeys === 'strip' ? `${info.validation} (strips unknown keys)` : info.validation;
}

/**
 * The published results table for one scenario, with "% of http-node" added: this run's figures
 * alone. A stored baseline's figures of another day never stand in it, where they would read as a
 * change; the gate's own comparison (the verdict table) says how the subject changed.
 */
export function buildResultsTable({
  results,
  scenario,
  nameHeader = 'Framework',
  emphasised = results.settings.subject,
}: ResultsTableInput): TextTable {
  const reference = referenceServerOf(results);
  const rows = rowSources(results, scenario).map(({ info, name, summary, reason }): TextRow => {
    const figures = reason === undefined && summary !== undefined;
    const figure = (format: (value: number) => string, value: number | undefined): string =>
      figures && value !== undefined ? format(value) : NOT_AVAILABLE;
    return {
      emphasised: name === emphasised,
      cells: [
        name,
        info?.version ?? '',
        info ? (info.router ? '✓' : '✗') : '',
        figure(formatRequestsPerSecond, summary?.requestsPerSecond),
        figure(formatPercent, summary?.fractionOfReference ?? Number.NaN),
        figure(formatMilliseconds, summary?.latencyMeanMs),
        figure(formatMebibytesPerSecond, summary?.outputMebibytesPerSecond),
        figure(formatWholeNumber, summary?.maxMemoryMebibytes),
        figure(formatWholeNumber, summary?.maxCpuPercent),
        validationCell(info),
        reason ?? shortMessage(info?.description ?? ''),
      ],
    };
  });
  return { columns: columns(nameHeader, reference), rows };
}
