/**
 * The report's "Latency at a fixed rate" section (--rate): for head and base, or the subject alone,
 * the rate asked and achieved, the latency percentiles of every request both sides sent (merged
 * HdrHistograms), requests that waited for a connection, and the latency-by-percentile curves.
 */
import { GENERATOR_LAG_LIMIT_US } from '../engine/open-loop-load.ts';
import type { ResultsFile, ScenarioResult } from '../results/results-types.ts';
import { formatCount, formatLatencyThreeDigitsMs, formatPercent } from './format-numbers.ts';
import { renderMarkdownTable } from './markdown-table.ts';
import { mergedLatency, PLOTTED_PERCENTILES, type MergedLatency } from './merged-latency.ts';
import { CHART_INIT, mermaidLabel, mermaidNumber } from './mermaid-charts.ts';
import { escapeMarkdown } from './escape-markdown.ts';
import type { TextTable } from './text-table.ts';

/** Base in blue, head in red: the curves' colours, which the chart's note names (mermaid draws no legend). */
const TWO_LINES_INIT = CHART_INIT.replace('"#0969da"', '"#0969da, #cf222e"');
const MAX_TITLE_CHARS = 60;

interface Side {
  label: string;
  server: string;
  latency: MergedLatency;
}

/** The sides a scenario's section shows: base then head in paired mode, else the subject. */
function sidesOf(results: ResultsFile, scenario: ScenarioResult): Side[] {
  const { subject, baseServer } = results.settings;
  const named: Array<[string, string | undefined]> = baseServer
    ? [
        ['base', baseServer],
        ['head', subject],
      ]
    : [['subject', subject]];
  const roundsOf = (server: string | undefined) =>
    scenario.servers.find((entry) => entry.server === server)?.rounds ?? [];
  // The head is also measured in the comparison table's rounds, beside the peers: its side keeps only
  // the process pairs it shares with its base, so the two sides merge like with like.
  const baseBlocks = baseServer ? new Set(roundsOf(baseServer).map((round) => round.block)) : undefined;
  return named.flatMap(([label, server]) => {
    const rounds = roundsOf(server).filter(
      (round) => label !== 'head' || !baseBlocks || baseBlocks.has(round.block),
    );
    const latency = server ? mergedLatency(rounds) : undefined;
    return latency && server ? [{ label, server, latency }] : [];
  });
}

function microsecondsAsMs(microseconds: number): string {
  return formatLatencyThreeDigitsMs(microseconds / 1000);
}

/**
 * Nine columns made the table wider than a comment (929 px): the rate asked and achieved share one,
 * and requests that waited for a connection get theirs only when there were any (the sentence under
 * the table says so when there were none).
 */
function anyWaitedForConnection(sides: Side[]): boolean {
  return sides.some(({ latency }) => latency.waitedForConnection > 0);
}

function sidesTable(sides: Side[]): TextTable {
  const waited = anyWaitedForConnection(sides);
  return {
    columns: [
      { header: 'Side', align: 'left' },
      { header: 'Rate asked / achieved (/s)', align: 'right' },
      { header: 'p50 (ms)', align: 'right' },
      { header: 'p99 (ms)', align: 'right' },
      { header: 'p99.9 (ms)', align: 'right' },
      { header: 'Max (ms)', align: 'right' },
      { header: 'Requests', align: 'right' },
      ...(waited ? [{ header: 'Waited for a connection', align: 'right' as const }] : []),
    ],
    rows: sides.map(({ label, server, latency }) => ({
      emphasised: label === 'head',
      cells: [
        `${label} (${server})`,
        `${formatCount(latency.ratePerSecond)} / ${formatCount(latency.achievedPerSecond)}`,
        microsecondsAsMs(latency.latencyUs.p50),
        microsecondsAsMs(latency.latencyUs.p99),
        microsecondsAsMs(latency.latencyUs.p999),
        microsecondsAsMs(latency.latencyUs.max),
        formatCount(latency.requests),
        ...(waited ? [formatCount(latency.waitedForConnection)] : []),
      ],
    })),
  };
}

/**
 * The generator's own lateness, which every latency of the table carries, and the requests it sent
 * again: what a reader needs to tell a slow server from a slow load generator.
 */
function generatorSentence(sides: Side[]): string {
  // Judged against the percentile it is part of: a lag near the side's own p99 is much of what p99 says.
  const lags = sides
    .map(
      ({ label, latency }) =>
        `${label} ${microsecondsAsMs(latency.generatorLagP99Us)} ms (${formatPercent(latency.generatorLagP99Us / latency.latencyUs.p99, 0)} of its p99)`,
    )
    .join(', ');
  const resent = sides.reduce((sum, side) => sum + side.latency.resentAfterClose, 0);
  const waited = anyWaitedForConnection(sides);
  return (
    `The load generator sent late by ${lags} at p99 (median of its rounds; a round later than ${microsecondsAsMs(GENERATOR_LAG_LIMIT_US.p99)} ms is refused): part of every latency above.` +
    (waited ? '' : ' No request waited for a free connection.') +
    (resent > 0
      ? ` ${formatCount(resent)} requests were sent again after the server closed their idle connection unanswered, charged from their first intended send.`
      : '')
  );
}

/**
 * Each side's own event loop, seen from inside its processes: a pause shows there even where the
 * measured requests missed it. Undefined when no side was watched (Bun, or results from before).
 */
function eventLoopSentence(sides: Side[]): string | undefined {
  const watched = sides.filter((side) => side.latency.eventLoop !== undefined);
  if (watched.length === 0) return undefined;
  const figures = watched
    .map(
      ({ label, latency }) =>
        `${label} ${formatLatencyThreeDigitsMs(latency.eventLoop!.medianTurnMs)} ms in its median turn, ${formatLatencyThreeDigitsMs(latency.eventLoop!.longestMs)} ms at the longest`,
    )
    .join('; ');
  return `Event loop, watched from inside each server process through its turn (the second-longest of its 100 ms windows' longest delays): ${figures}.`;
}

/** HdrHistogram's plot: latency (ms) against percentile, one line per side, base first. */
function percentileChart(scenario: string, sides: Side[]): string {
  const curves = sides.map((side) => side.latency.curveUs.map((microseconds) => microseconds / 1000));
  const highest = Math.max(...curves.flat(), 0.001);
  const step = 10 ** Math.floor(Math.log10(highest));
  const top = Math.ceil((highest * 1.05) / step) * step;
  return [
    '```mermaid',
    TWO_LINES_INIT,
    'xychart-beta',
    `  title ${mermaidLabel(`Latency by percentile at the rate (${scenario})`, MAX_TITLE_CHARS)}`,
    `  x-axis "percentile" [${PLOTTED_PERCENTILES.map((percentile) => mermaidLabel(String(percentile))).join(', ')}]`,
    `  y-axis "Latency (ms)" 0 --> ${mermaidNumber(top)}`,
    ...curves.map((curve) => `  line [${curve.map(mermaidNumber).join(', ')}]`),
    '```',
  ].join('\n');
}

/** The section, or undefined for a run without --rate. */
export function renderLatencyAtRateSection(results: ResultsFile): string | undefined {
  const { rate, capacity } = results.settings;
  if (!rate) return undefined;
  const asked =
    'perSecond' in rate
      ? `${formatCount(rate.perSecond)} requests/s`
      : `${rate.shareOfCapacity * 100}% of ${capacity?.server ?? 'the base'}'s capacity (measured closed-loop, without pipelining, at the start of the run)`;
  const blocks = [
    '#### Latency at a fixed rate',
    escapeMarkdown(
      `Requests sent on a fixed schedule (open loop) at ${asked}; each latency runs from the moment the schedule meant the request to leave, so a stall is charged for every request it held back. Percentiles are of every request of a side, its processes' HdrHistograms merged.`,
    ),
  ];
  for (const scenario of results.scenarios) {
    const sides = sidesOf(results, scenario);
    if (sides.length === 0) continue;
    const twoSides = sides.length === 2;
    blocks.push(
      `**${escapeMarkdown(scenario.scenario)}**`,
      renderMarkdownTable(sidesTable(sides)),
      escapeMarkdown(generatorSentence(sides)),
      ...[eventLoopSentence(sides)].filter((text) => text !== undefined).map(escapeMarkdown),
      percentileChart(scenario.scenario, sides),
      `_${escapeMarkdown(twoSides ? 'Blue: base. Red: head.' : 'The subject.')} Percentiles 50 to 99.99 on an even scale: the tail is on the right._`,
    );
  }
  return blocks.join('\n\n');
}
