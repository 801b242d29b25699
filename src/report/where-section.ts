import type { FunctionChange, PerRequestChange, ScenarioWhere } from '../results/where-it-changed.ts';
import { escapeMarkdown } from './escape-markdown.ts';
import { PROFILES_FOLDER } from '../profile/profile-plan.ts';
import { formatPercent } from './format-numbers.ts';
import { renderMarkdownTable } from './markdown-table.ts';
import type { TextTable } from './text-table.ts';

type Compared = Exclude<ScenarioWhere, { error: string }>;

/** How a measure's figures are named and written: µs of CPU, or counted instructions. */
interface Unit {
  /** "µs", "instructions": after a figure, and in the table's header as "<unit>/request". */
  name: string;
  format: (value: number) => string;
}

const UNITS: Record<Compared['measure'], Unit> = {
  'wall-time': { name: 'µs', format: formatMicroseconds },
  instructions: { name: 'instructions', format: (value) => Math.round(value).toLocaleString('en-US') },
};

/**
 * The report's "Where": per profiled scenario, the functions whose cost per request changed most
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
  const unit = UNITS[where.measure];
  const level = formatPercent(where.confidence, 0);
  const figures = `head ${unit.format(where.headTotalPerRequest)} ${unit.name} against base ${unit.format(where.baseTotalPerRequest)} ${unit.name}: ${formatChange(where.totalChange, unit)} ${unit.name} (${level} interval over ${where.pairs} process pairs`;
  const opening =
    where.measure === 'wall-time'
      ? `${heading}: CPU per request, ${figures}, profiled ${where.durationSeconds} s each under the gate's paired load, after its verdict).`
      : `${heading}: instructions per request of the main thread, ${figures}, counted under callgrind over ${where.requestsPerProcess.toLocaleString('en-US')} requests each, after its verdict).`;
  // The folder is built from the scenario's name, never from the paths the results file carries:
  // those come from the run that wrote it, which may be a fork's.
  const folder = escapeMarkdown(artifactFolder(where.scenario));
  const artifacts =
    where.measure === 'wall-time'
      ? `Profiles (.cpuprofile: Chrome DevTools, speedscope) and a differential flame graph: ${folder}, beside the results file.`
      : `callgrind dumps (KCachegrind, callgrind_annotate): ${folder}, beside the results file.`;
  return [
    opening,
    renderMarkdownTable(functionTable(where.rows, level, unit)),
    explainedLine(where),
    artifacts,
  ].join('\n\n');
}

function functionTable(rows: readonly FunctionChange[], level: string, unit: Unit): TextTable {
  return {
    columns: [
      { header: 'Function', align: 'left' },
      { header: 'Where', align: 'left' },
      { header: `Change, ${unit.name}/request (${level})`, align: 'right' },
      { header: `Head / base, ${unit.name}`, align: 'right' },
    ],
    rows: rows.map((row) => ({
      cells: [
        row.fn.name,
        place(row),
        formatChange(row.change, unit),
        `${unit.format(row.headPerRequest)} / ${unit.format(row.basePerRequest)}`,
      ],
      emphasised: false,
    })),
  };
}

function explainedLine(where: Compared): string {
  // Counted instructions barely move between processes: there a tiny, real difference (code laid
  // out elsewhere) leaves out zero, and no rate of such functions on an unchanged pull request holds.
  const outside =
    where.measure === 'wall-time'
      ? `${where.functionsOutsideZero} of the ${where.functionsCompared} functions seen have an interval that leaves out zero (each interval on its own: about ${formatPercent(1 - where.confidence, 0)} of functions would on a pull request that changes nothing).`
      : `${where.functionsCompared} functions seen; counts are nearly exact, so even a change of a few instructions can leave out zero.`;
  if (where.explainedShare === undefined) {
    return `The total change is within noise (its interval holds zero), so no share of it is given. ${outside}`;
  }
  return `The ${where.rows.length} functions listed explain ${formatPercent(where.explainedShare, 0)} of the total change. ${outside}`;
}

/** The file a maintainer edits where the build maps it, else the built file; a package's files from its name on. */
function place(row: FunctionChange): string {
  const { file, line } = row.source ?? row.fn;
  // V8 gives code made by `new Function` (mion's compiled validators) a place but no file.
  if (file === '') return line > 0 ? '(compiled at run time)' : '(native)';
  const short = file.includes('node_modules/') ? file.slice(file.lastIndexOf('node_modules/') + 13) : file;
  return line > 0 ? `${short}:${line}` : short;
}

/** `profiles/<scenario>/`: the folder as a reader finds it beside the results file (profile-plan.ts). */
function artifactFolder(scenario: string): string {
  return `${PROFILES_FOLDER}/${scenario}/`;
}

function formatChange(change: PerRequestChange, unit: Unit): string {
  const mean = signed(change.mean, unit);
  if (change.lower === undefined || change.upper === undefined) return mean;
  return `${mean} (${signed(change.lower, unit)} to ${signed(change.upper, unit)})`;
}

function signed(value: number, unit: Unit): string {
  const text = unit.format(Math.abs(value));
  return Number(text.replace(/,/g, '')) === 0 ? text : `${value < 0 ? '−' : '+'}${text}`;
}

function formatMicroseconds(microseconds: number): string {
  return microseconds.toFixed(Math.abs(microseconds) >= 100 ? 0 : Math.abs(microseconds) >= 10 ? 1 : 2);
}

/**
 * The first screen's pointer into "Where": the function whose cost per request rose most, in any
 * profiled scenario, with where it is written: "Where: `auditEveryRequest` (router.js:34) +31.2 µs
 * a request in place-order". Undefined when no function rose.
 */
export function whereHeadline(where: readonly ScenarioWhere[]): string | undefined {
  const rises = where
    .filter((scenario): scenario is Compared => !('error' in scenario))
    .flatMap((scenario) => scenario.rows.map((row) => ({ scenario, row })))
    .filter(({ row }) => row.change.mean > 0)
    .sort(
      (a, b) =>
        b.row.change.mean / b.scenario.baseTotalPerRequest -
        a.row.change.mean / a.scenario.baseTotalPerRequest,
    );
  const top = rises[0];
  if (!top) return undefined;
  const unit = UNITS[top.scenario.measure];
  return (
    `Where: \`${escapeCodeSpan(top.row.fn.name || '(anonymous)')}\` ${escapeMarkdown(inParentheses(place(top.row)))} ` +
    `${signed(top.row.change.mean, unit)} ${unit.name} a request in ${escapeMarkdown(top.scenario.scenario)}`
  );
}

/** "(router.js:34)"; a place that is a parenthesis already, "(native)", is not wrapped twice. */
function inParentheses(where: string): string {
  return where.startsWith('(') ? where : `(${where})`;
}

/** A function name as a code span: backticks cannot close it, and a span holds no markup. */
function escapeCodeSpan(name: string): string {
  return name
    .replace(/`/g, "'")
    .replace(/[\r\n]/g, ' ')
    .slice(0, 120);
}
