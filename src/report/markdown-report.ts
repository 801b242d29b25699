import { acceptedSentence } from './accepted-sentence.ts';
import { commitsLine } from './commits-line.ts';
import { sideFiguresOf } from './side-figures.ts';
import { renderMainHistoryLines } from './main-history-lines.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
import type { ResultsFile, ScenarioResult } from '../results/results-types.ts';
import { environmentItems } from './environment-summary.ts';
import { escapeMarkdown } from './escape-markdown.ts';
import { summariseGate } from './gate-summary.ts';
import { buildCommentResultsTable, PROCESS_RANGE_NOTE } from './comment-results-table.ts';
import { buildInstructionsTable, INSTRUCTIONS_NOTE } from './instructions-table.ts';
import { buildStartupGrowthTable } from './startup-growth-table.ts';
import { renderMarkdownTable } from './markdown-table.ts';
import { renderRequestsChart, renderSubjectMemoryChart } from './mermaid-charts.ts';
import { allWarnings, driftNotice, injectionNotice } from './report-notices.ts';
import { buildResultsTable, UNITS_NOTE, type ResultsTableInput } from './results-table.ts';
import { runtimeNote } from './runtime-note.ts';
import { buildRoundDetailsTable } from './round-details.ts';
import { renderWhereSection, whereHeadline } from './where-section.ts';
import { renderLatencyAtRateSection } from './latency-at-rate-section.ts';

/** GitHub refuses comments over 65536 characters; the default leaves room for what a publisher adds. */
export const DEFAULT_MAX_CHARS = 60000;

export interface MarkdownReportInput {
  results: ResultsFile;
  gate?: GateOutcome;
  /** Link to the workflow run that produced the results. */
  runUrl?: string;
  /** Written as a hidden HTML comment first, so a publisher can find and update its own comment. */
  marker?: string;
  /** Where the figures come from, when someone other than this job produced them (a fork's run). */
  provenance?: string;
  maxChars?: number;
}

/**
 * A part of the report. Parts with a `dropRank` may be left out when the report is too long,
 * lowest rank first; `omitted` names them in the truncation note.
 */
interface Part {
  text: string;
  dropRank?: number;
  omitted?: string;
}

// What goes first when the report must shrink: pictures, then raw samples, then supporting detail.
const DROP_CHARTS = 1;
const DROP_ROUND_DETAILS = 2;
const DROP_WARNINGS = 3;
const DROP_ENVIRONMENT = 4;
const DROP_SCENARIO_TABLES = 5;
const DROP_WHERE = 6;

function markerComment(marker: string): string {
  // "--" or ">" could end the comment early and show the rest of the marker as text.
  if (/--|>/.test(marker)) throw new RangeError(`report marker must not contain "--" or ">": ${marker}`);
  return `<!-- ${marker} -->`;
}

function bulletList(lines: string[]): string {
  return lines.map((line) => `- ${escapeMarkdown(line)}`).join('\n');
}

function gateParts(gate: GateOutcome, results: ResultsFile, runUrl?: string): Part[] {
  const summary = summariseGate(gate, sideFiguresOf(results, gate), {
    atRate: results.settings.rate !== undefined,
  });
  const commits = commitsLine(results, gate, runUrl);
  const where = whereHeadline(results.where ?? []);
  const { table, confirmation } = summary;
  // Context is never a verdict: another day's change stays folded, under what it is compared with.
  const shownTable =
    table && gate.verdict === 'not-gated'
      ? `<details><summary>Context, not gated: ${escapeMarkdown(gate.comparedWith)}</summary>\n\n${renderMarkdownTable(table)}\n\n</details>`
      : table && renderMarkdownTable(table);
  const blocks = [
    `### ${summary.icon} ${escapeMarkdown(summary.title)}`,
    ...(commits ? [commits] : []),
    // A failing check's first screen points at the function to look at first. A passing one names
    // none: its profiles' differences are noise the gate did not count as a loss, and a function
    // named above a green verdict reads as a finding (a real A/A that passed with a notice led
    // with "Where: `reply` +0.92 µs", its interval −0.82 to +2.65).
    ...(where && summary.verdict !== 'pass' && summary.verdict !== 'inconclusive' ? [where] : []),
    ...(gate.accepted ? [acceptedSentence(gate.accepted)] : []),
    ...(summary.headline ? [escapeMarkdown(summary.headline)] : []),
    ...(shownTable ? [shownTable] : []),
    ...(confirmation ? [escapeMarkdown(confirmation.sentence)] : []),
    ...(confirmation?.table ? [renderMarkdownTable(confirmation.table)] : []),
    ...summary.caveats.map((caveat) => `⚠️ ${escapeMarkdown(caveat)}`),
    // What made the verdict other than a pass stands beside it; how it was decided is for
    // whoever doubts it: folded under it, never lost.
    ...(summary.verdict !== 'pass' && summary.reasons.length > 0 ? [bulletList(summary.reasons)] : []),
    `<details><summary>How this was decided</summary>\n\n${bulletList([
      ...summary.details,
      ...(summary.verdict === 'pass' ? summary.reasons : []),
    ])}\n\n</details>`,
  ];
  return [{ text: blocks.join('\n\n') }];
}

/** Where the time changed, right under the verdict it explains; folded on a pass. */
function whereParts(results: ResultsFile, gate: GateOutcome | undefined): Part[] {
  const text = renderWhereSection(results.where ?? [], gate?.verdict === 'pass');
  return text ? [{ text, dropRank: DROP_WHERE, omitted: 'where the time changed' }] : [];
}

/** Latency at the rate, head beside base, under the verdict it decided (--rate). */
function latencyAtRateParts(results: ResultsFile): Part[] {
  const text = renderLatencyAtRateSection(results);
  return text ? [{ text, dropRank: DROP_CHARTS, omitted: 'latency at the rate' }] : [];
}

function noticeParts(results: ResultsFile, gate: GateOutcome | undefined): Part[] {
  const injection = injectionNotice(results);
  const drift = driftNotice(gate);
  return [
    ...(injection ? [{ text: `**${escapeMarkdown(injection)}**` }] : []),
    ...(drift ? [{ text: `> ${escapeMarkdown(drift)}` }] : []),
  ];
}

function scenarioHeading(scenario: ScenarioResult): string {
  return `### Scenario: ${escapeMarkdown(scenario.scenario)}`;
}

/** The published table and the note on units: what a results page shows per scenario. */
function publishedTable(input: ResultsTableInput): string {
  const table = buildResultsTable(input);
  const notes = [UNITS_NOTE, runtimeNote(input.results)].filter((note) => note !== undefined);
  return `${renderMarkdownTable(table)}\n\n_${escapeMarkdown(notes.join(' '))}_`;
}

/** Heading and table of a results page. */
function scenarioTable(input: ResultsTableInput): string {
  return `${scenarioHeading(input.scenario)}\n\n${publishedTable(input)}`;
}

/**
 * The comment's table for a scenario: key figures with the range their processes allow, narrow
 * enough to read without scrolling; the published table's every column folded under it.
 */
function commentScenarioTable(results: ResultsFile, scenario: ScenarioResult): string {
  const { table, withoutFigures } = buildCommentResultsTable(results, scenario);
  return [
    scenarioHeading(scenario),
    renderMarkdownTable(table),
    `_${escapeMarkdown(PROCESS_RANGE_NOTE)}_`,
    ...(withoutFigures.length > 0 ? [`No figures: ${escapeMarkdown(withoutFigures.join('; '))}`] : []),
    `<details><summary>Every column of the published tables, ${escapeMarkdown(scenario.scenario)}</summary>\n\n${publishedTable({ results, scenario })}\n\n</details>`,
  ].join('\n\n');
}

function scenarioParts(results: ResultsFile, scenario: ScenarioResult): Part[] {
  const memoryChart = renderSubjectMemoryChart(results, scenario);
  const charts = [renderRequestsChart({ results, scenario }), memoryChart].filter(
    (chart): chart is string => chart !== undefined,
  );
  const chartNotes = [
    'Requests/s: this run, each server loaded alone.',
    ...(memoryChart
      ? [
          `Memory: ${results.settings.subject}'s highest resident memory in each of its processes, in run order.`,
        ]
      : []),
  ];
  const details = buildRoundDetailsTable(results, scenario);
  return [
    {
      text: commentScenarioTable(results, scenario),
      dropRank: DROP_SCENARIO_TABLES,
      omitted: 'results tables',
    },
    ...(charts.length > 0
      ? [
          {
            text: `${charts.join('\n\n')}\n\n_${escapeMarkdown(chartNotes.join(' '))}_`,
            dropRank: DROP_CHARTS,
            omitted: 'charts',
          },
        ]
      : []),
    ...(details
      ? [
          {
            text: [
              `<details><summary>Rounds of the subject and the reference, ${escapeMarkdown(scenario.scenario)}</summary>`,
              renderMarkdownTable(details),
              '</details>',
            ].join('\n\n'),
            dropRank: DROP_ROUND_DETAILS,
            omitted: 'per-round details',
          },
        ]
      : []),
  ];
}

function mainHistoryParts(results: ResultsFile): Part[] {
  const text = renderMainHistoryLines(results.mainHistory ?? []);
  return text ? [{ text, dropRank: DROP_ROUND_DETAILS, omitted: "main's history" }] : [];
}

function instructionParts(results: ResultsFile): Part[] {
  const table = buildInstructionsTable(results);
  if (!table) return [];
  return [{ text: `#### Instructions per request\n\n${INSTRUCTIONS_NOTE}\n\n${renderMarkdownTable(table)}` }];
}

function startupParts(results: ResultsFile): Part[] {
  const table = buildStartupGrowthTable(results);
  if (!table) return [];
  const text = `#### Start-up time as routes grow\n\nSpawn to first correct answer, median of 3 starts.\n\n${renderMarkdownTable(table)}`;
  return [{ text, dropRank: DROP_ROUND_DETAILS, omitted: 'start-up times' }];
}

function warningParts(results: ResultsFile): Part[] {
  const warnings = allWarnings(results);
  if (warnings.length === 0) return [];
  return [{ text: `#### Warnings\n\n${bulletList(warnings)}`, dropRank: DROP_WARNINGS, omitted: 'warnings' }];
}

function environmentList(results: ResultsFile): string {
  return environmentItems(results)
    .map(({ label, value, command }) => {
      const code = command ? `\`${command}\` ` : '';
      return `- **${escapeMarkdown(label)}:** ${code}${escapeMarkdown(value)}`;
    })
    .join('\n');
}

/** Only http(s) addresses become links; parentheses are encoded so they cannot end the link early. */
function runLink(runUrl: string): string {
  let url: URL;
  try {
    url = new URL(runUrl);
  } catch {
    return `Run: ${escapeMarkdown(runUrl)}`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `Run: ${escapeMarkdown(runUrl)}`;
  return `[View the workflow run](${url.href.replace(/\(/g, '%28').replace(/\)/g, '%29')})`;
}

function truncationNote(omitted: Set<string>): string {
  return `_Shortened to fit a GitHub comment: left out ${[...omitted].join(', ')}. The results JSON has everything._`;
}

const PART_SEPARATOR = '\n\n';

function join(parts: Part[]): string {
  return parts.map((part) => part.text).join(PART_SEPARATOR);
}

/**
 * Leaves out whole parts, lowest drop rank first and the later ones of a rank first, until the
 * report fits. Parts are never cut, so no table, chart or marker is ever broken. Parts without a
 * rank always stay: only when they alone exceed `maxChars` is the result longer than asked.
 *
 * The length is kept as a running sum and the report joined once at the end: a payload decides
 * how many parts there are, and joining the rest again after each drop made thousands of
 * scenarios take minutes.
 */
function fit(parts: Part[], maxChars: number): string {
  const whole = join(parts);
  if (whole.length <= maxChars) return whole;
  const dropped = new Set<number>();
  const omitted = new Set<string>();
  let keptChars = whole.length;
  let keptParts = parts.length;
  const withNote = () => {
    const noteChars = truncationNote(omitted).length;
    return keptParts === 0 ? noteChars : keptChars + PART_SEPARATOR.length + noteChars;
  };
  const droppable = parts
    .map((part, index) => ({ part, index }))
    .filter(({ part }) => part.dropRank !== undefined)
    .sort((a, b) => (a.part.dropRank ?? 0) - (b.part.dropRank ?? 0) || b.index - a.index);
  for (const { part, index } of droppable) {
    dropped.add(index);
    omitted.add(part.omitted ?? 'details');
    // A part takes one separator with it, unless it was the last one left.
    keptChars -= part.text.length + (keptParts > 1 ? PART_SEPARATOR.length : 0);
    keptParts -= 1;
    if (withNote() <= maxChars) break;
  }
  const kept = parts.filter((_, index) => !dropped.has(index));
  return join([...kept, { text: truncationNote(omitted) }]);
}

/** The PR comment / job summary: verdict first, then the published tables, then how they were made. */
export function renderMarkdownReport(input: MarkdownReportInput): string {
  const { results, gate, runUrl, marker, provenance } = input;
  const parts: Part[] = [
    ...(marker !== undefined ? [{ text: markerComment(marker) }] : []),
    // Before the headline, so nothing in the report can appear above it.
    ...(provenance !== undefined ? [{ text: `> **${escapeMarkdown(provenance)}**` }] : []),
    ...(gate ? gateParts(gate, results, runUrl) : [{ text: '### Benchmark results' }]),
    ...whereParts(results, gate),
    ...latencyAtRateParts(results),
    ...mainHistoryParts(results),
    ...noticeParts(results, gate),
    ...results.scenarios.flatMap((scenario) => scenarioParts(results, scenario)),
    ...instructionParts(results),
    ...startupParts(results),
    ...warningParts(results),
    {
      text: `#### Environment and settings\n\n${environmentList(results)}`,
      dropRank: DROP_ENVIRONMENT,
      omitted: 'environment',
    },
    ...(runUrl ? [{ text: runLink(runUrl) }] : []),
  ];
  return fit(parts, input.maxChars ?? DEFAULT_MAX_CHARS);
}

export interface PageLayout {
  /** Title and opening paragraphs, in markdown the caller wrote (escape anything from results). */
  opening: string[];
  /** How the results tables head and emphasise their rows. */
  tables?: Pick<ResultsTableInput, 'nameHeader' | 'emphasised'>;
  /** Markdown to print under a scenario's table (escape anything from results). */
  underScenario?: (scenario: ScenarioResult) => string | undefined;
}

/**
 * A standalone page in the published benchmarks' form (CLI --markdown): the caller's opening, the
 * info list, a table per scenario, start-up times, warnings.
 */
export function renderPage(results: ResultsFile, layout: PageLayout): string {
  const injection = injectionNotice(results);
  const warnings = allWarnings(results);
  return (
    [
      ...layout.opening,
      '## Benchmark Info',
      environmentList(results),
      ...(injection ? [`**${escapeMarkdown(injection)}**`] : []),
      ...results.scenarios.flatMap((scenario) => [
        scenarioTable({ results, scenario, ...layout.tables }),
        ...[layout.underScenario?.(scenario)].filter((text): text is string => text !== undefined),
      ]),
      ...instructionParts(results).map((part) => part.text),
      ...startupParts(results).map((part) => part.text),
      ...(warnings.length > 0 ? [`## Warnings\n\n${bulletList(warnings)}`] : []),
    ].join('\n\n') + '\n'
  );
}

/** The results page of whatever servers ran. */
export function renderResultsPage(results: ResultsFile): string {
  return renderPage(results, { opening: ['# Benchmarks'] });
}
