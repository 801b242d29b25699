import type { FunctionChange, PerRequestChange, ScenarioWhere } from '../results/where-it-changed.ts';
import { escapeMarkdown } from './escape-markdown.ts';
import { formatPercent } from './format-numbers.ts';
import { renderMarkdownTable } from './markdown-table.ts';
import type { TextTable } from './text-table.ts';

/**
 * The report's "Where": per profiled scenario, the functions whose CPU per request changed most
 * between head and base, each with its interval over the profiled pairs and where it is written,
 * and how much of the whole change they explain. Folded when the verdict is a pass: then it answers
 * a question nobody asked.
 */
export function renderWhereSection(where: readonly ScenarioWhere[], folded: boolean): string | undefined {
  if (where.length === 0) return undefined;
  const body = where.map(scenarioBlock).join('\n\n');
  const title = 'Where the time changed, by function';
  return folded
    ? `<details><summary>${title}</summary>\n\n${body}\n\n</details>`
    : `#### ${title}\n\n${body}`;
}

function scenarioBlock(where: ScenarioWhere): string {
  const heading = `**${escapeMarkdown(where.scenario)}**`;
  if ('error' in where) return `${heading}: not profiled: ${escapeMarkdown(where.error)}`;
  const level = formatPercent(where.confidence, 0);
  const total = where.totalChange;
  const lines = [
    `${heading}: CPU per request, head ${formatMicroseconds(where.headBusyMicrosecondsPerRequest)} µs against base ${formatMicroseconds(where.baseBusyMicrosecondsPerRequest)} µs: ${formatChange(total)} µs (${level} interval over ${where.pairs} process pairs, profiled ${where.durationSeconds} s each under the gate's paired load, after its verdict).`,
    renderMarkdownTable(functionTable(where.rows, level)),
    explainedLine(where),
    `Profiles (\`.cpuprofile\`: Chrome DevTools, speedscope) and a differential flame graph: \`${artifactFolder(where.artifacts.flameGraph)}\`, beside the results file.`,
  ];
  return lines.join('\n\n');
}

function functionTable(rows: readonly FunctionChange[], level: string): TextTable {
  return {
    columns: [
      { header: 'Function', align: 'left' },
      { header: 'Where', align: 'left' },
      { header: `Change, µs/request (${level})`, align: 'right' },
      { header: 'Head / base, µs', align: 'right' },
    ],
    rows: rows.map((row) => ({
      cells: [
        row.fn.name,
        place(row),
        formatChange(row.change),
        `${formatMicroseconds(row.headMicrosecondsPerRequest)} / ${formatMicroseconds(row.baseMicrosecondsPerRequest)}`,
      ],
      emphasised: false,
    })),
  };
}

function explainedLine(where: Extract<ScenarioWhere, { rows: unknown }>): string {
  const listed = `The ${where.rows.length} functions listed`;
  const outside = `${where.functionsOutsideZero} of the ${where.functionsCompared} functions seen have an interval that leaves out zero (each interval on its own: about ${formatPercent(1 - where.confidence, 0)} of functions would on a pull request that changes nothing).`;
  if (where.explainedShare === undefined) {
    return `The total change is within noise (its interval holds zero), so no share of it is given. ${outside}`;
  }
  return `${listed} explain ${formatPercent(where.explainedShare, 0)} of the total change. ${outside}`;
}

/** The file a maintainer edits where the build maps it, else the built file; a package's files from its name on. */
function place(row: FunctionChange): string {
  const { file, line } = row.source ?? row.fn;
  if (file === '') return '(native)';
  const short = file.includes('node_modules/') ? file.slice(file.lastIndexOf('node_modules/') + 13) : file;
  return line > 0 ? `${short}:${line}` : short;
}

/** `profiles/<scenario>/`: the folder as a reader finds it beside the results file, wherever the run wrote it. */
function artifactFolder(flameGraph: string): string {
  return `${flameGraph.split('/').slice(-3, -1).join('/')}/`;
}

function formatChange(change: PerRequestChange): string {
  const mean = signed(change.meanMicroseconds);
  if (change.lowerMicroseconds === undefined || change.upperMicroseconds === undefined) return mean;
  return `${mean} (${signed(change.lowerMicroseconds)} to ${signed(change.upperMicroseconds)})`;
}

function signed(microseconds: number): string {
  const text = formatMicroseconds(Math.abs(microseconds));
  return Number(text) === 0 ? text : `${microseconds < 0 ? '−' : '+'}${text}`;
}

function formatMicroseconds(microseconds: number): string {
  return microseconds.toFixed(Math.abs(microseconds) >= 100 ? 0 : Math.abs(microseconds) >= 10 ? 1 : 2);
}
