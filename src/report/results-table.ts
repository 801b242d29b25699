import type { ResultsFile, ScenarioResult, ServerRun } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import {
  formatMebibytesPerSecond,
  formatMilliseconds,
  formatPercent,
  formatRequestsPerSecond,
  formatSignedPercent,
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
  baseline?: ResultsFile;
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

function scenarioSummaries(results: ResultsFile, scenario: ScenarioName): ServerScenarioSummary[] {
  const found = results.scenarios.find((s) => s.scenario === scenario);
  return found ? summariseScenario(results, found) : [];
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

/**
 * The stored baseline's columns. In paired mode the base of the pull request decides and the stored
 * baseline, recorded on another day and often on another machine, is only context: its headers say
 * so, or its change is read as the verdict.
 */
function baselineColumns(paired: boolean): TextColumn[] {
  return paired
    ? [
        { header: 'Stored baseline Req (R/s)', align: 'center' },
        { header: 'Change vs stored', align: 'right' },
      ]
    : [
        { header: 'Baseline Req (R/s)', align: 'center' },
        { header: 'Change', align: 'right' },
      ];
}

function columns(
  nameHeader: string,
  reference: string,
  withBaseline: boolean,
  paired: boolean,
): TextColumn[] {
  return [
    { header: nameHeader, align: 'left' },
    { header: 'Version', align: 'right' },
    { header: 'Router', align: 'right' },
    { header: 'Req (R/s)', align: 'center' },
    ...(withBaseline ? baselineColumns(paired) : []),
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

function baselineCells(
  current: ServerScenarioSummary | undefined,
  baseline: ServerScenarioSummary | undefined,
): string[] {
  if (!current || !baseline || !Number.isFinite(baseline.requestsPerSecond)) return ['', ''];
  return [
    formatRequestsPerSecond(baseline.requestsPerSecond),
    formatSignedPercent(current.requestsPerSecond / baseline.requestsPerSecond - 1),
  ];
}

/**
 * The published results table for one scenario, with "% of http-node" added and, when a baseline
 * is given, its requests/s and the raw change for every server present in both runs. The raw
 * change is what the table shows; the gate's own comparison (see the verdict table) is the one that decides.
 */
export function buildResultsTable({
  results,
  scenario,
  baseline,
  nameHeader = 'Framework',
  emphasised = results.settings.subject,
}: ResultsTableInput): TextTable {
  const reference = referenceServerOf(results);
  const baselineByServer = new Map(
    baseline ? scenarioSummaries(baseline, scenario.scenario).map((s) => [s.server, s]) : [],
  );
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
        ...(baseline ? baselineCells(figures ? summary : undefined, baselineByServer.get(name)) : []),
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
  const paired = results.settings.baseServer !== undefined;
  return { columns: columns(nameHeader, reference, baseline !== undefined, paired), rows };
}
