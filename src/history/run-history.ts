import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { UserInputError } from '../user-input-error.ts';
import { DEFAULT_SUBJECT } from '../config/groups/against-what.ts';
import { readResultsFile, writeFileAtomically } from '../results/results-file.ts';
import { analyzeHistory, type HistoryAnalysis } from './analyze-history.ts';
import { alertChangePoints } from './change-point-issues.ts';
import { createGitHubClient } from '../publish/github-client.ts';
import {
  appendCommitToHistory,
  appendConfirmation,
  readConfirmations,
  readHistory,
} from './history-records.ts';
import { readingOf } from './change-point-confirmation.ts';
import { renderHistoryMarkdown } from './history-markdown.ts';
import { renderHistoryPage } from './history-page.ts';
import { EXPORT_FORMATS, exportHistory, type ExportFormat } from './export-history.ts';

export const HISTORY_USAGE = `mion-perf-gate history append --history FILE --results FILE [--commit SHA] [--date ISO] [--subject NAME]
mion-perf-gate history analyze --history FILE [--confirmations FILE] [--out FILE.json] [--markdown FILE.md] [--html FILE.html]
mion-perf-gate history confirm --results FILE --confirmations FILE --previous-commit SHA [--commit SHA] [--date ISO]
mion-perf-gate history alert --change-points FILE.json --repository OWNER/NAME   (token: GITHUB_TOKEN)
mion-perf-gate history export --history FILE --format bencher|github-action-benchmark --out FILE.json [--commit SHA] [--measure instructions|wall-time] [--subject NAME]
`;

const OPTIONS = {
  append: ['history', 'results', 'commit', 'date', 'subject'],
  analyze: ['history', 'confirmations', 'out', 'markdown', 'html'],
  confirm: ['results', 'confirmations', 'commit', 'previous-commit', 'date'],
  export: ['history', 'format', 'out', 'commit', 'measure', 'subject'],
  alert: ['change-points', 'repository'],
} as const;
type HistoryAction = keyof typeof OPTIONS;

/** `history append|analyze|confirm|export|alert`: exit 0 when done (a history too short to judge included), 2 on bad input. */
export async function runHistory(
  argv: string[],
  cwd: string,
  print: (line: string) => void,
): Promise<number> {
  const [action, ...rest] = argv;
  if (!action || !Object.hasOwn(OPTIONS, action)) {
    throw new UserInputError(
      `history: "${action ?? ''}" is not append, analyze, confirm, export or alert (see --help)`,
    );
  }
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      strict: true,
      options: Object.fromEntries(
        OPTIONS[action as HistoryAction].map((name) => [name, { type: 'string' as const }]),
      ),
    }) as { values: Record<string, string | undefined> });
  } catch (error) {
    throw new UserInputError(`history ${action}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (action === 'alert') return alert(values, cwd, print);
  if (action === 'confirm') return confirm(values, cwd, print);
  const historyPath = values.history && resolve(cwd, values.history);
  if (!historyPath) throw new UserInputError(`history ${action}: --history FILE is required`);
  if (action === 'append') return appendHistory(historyPath, values, cwd, print);
  if (action === 'analyze') return analyze(historyPath, values, cwd, print);
  return exportLines(historyPath, values, cwd, print);
}

function appendHistory(
  historyPath: string,
  values: Record<string, string | undefined>,
  cwd: string,
  print: (line: string) => void,
): number {
  if (!values.results) throw new UserInputError('history append: --results FILE is required');
  const results = readResultsFile(resolve(cwd, values.results));
  const commit = values.commit ?? results.git?.commit;
  if (!commit)
    throw new UserInputError(`history append: ${values.results} records no commit; pass --commit SHA`);
  const date = values.date ?? results.createdAt;
  const { added, recorded } = appendCommitToHistory(
    historyPath,
    results,
    { commit, date, subject: values.subject ?? DEFAULT_SUBJECT },
    `history append: ${values.results}`,
  );
  print(
    `history: ${added} lines appended for ${commit}` +
      (recorded > 0 ? ` (${recorded} already recorded)` : ''),
  );
  return 0;
}

function analyze(
  historyPath: string,
  values: Record<string, string | undefined>,
  cwd: string,
  print: (line: string) => void,
): number {
  if (!existsSync(historyPath)) throw new UserInputError(`history analyze: ${historyPath} does not exist`);
  const lines = readHistory(historyPath);
  const confirmations = values.confirmations ? readConfirmations(resolve(cwd, values.confirmations)) : [];
  const analysis = analyzeHistory(lines, undefined, confirmations);
  if (values.out) writeFileAtomically(resolve(cwd, values.out), `${JSON.stringify(analysis, null, 2)}\n`);
  if (values.markdown)
    writeFileAtomically(resolve(cwd, values.markdown), renderHistoryMarkdown(analysis, lines));
  if (values.html) writeFileAtomically(resolve(cwd, values.html), renderHistoryPage(analysis, lines));
  for (const series of analysis.series) {
    const points = analysis.changePoints.filter(
      (point) => point.scenario === series.scenario && point.measure === series.measure,
    );
    print(
      `${series.scenario} ${series.measure}: ${series.tooShort ?? `${series.commits} commits, ${points.length} change points${points.map((point) => ` ${point.commit} ${(point.change * 100).toFixed(2)}%`).join(',')}`}`,
    );
  }
  if (analysis.series.length === 0) {
    print(`history: too short: 0 commits, at least ${2 * analysis.settings.minSegment} needed`);
  }
  return 0;
}

function exportLines(
  historyPath: string,
  values: Record<string, string | undefined>,
  cwd: string,
  print: (line: string) => void,
): number {
  const format = values.format as ExportFormat | undefined;
  if (!format || !EXPORT_FORMATS.includes(format)) {
    throw new UserInputError(`history export: --format must be one of ${EXPORT_FORMATS.join(', ')}`);
  }
  if (!values.out) throw new UserInputError('history export: --out FILE is required');
  const measure = values.measure ?? 'instructions';
  if (measure !== 'instructions' && measure !== 'wall-time') {
    throw new UserInputError(`history export: --measure must be instructions or wall-time, not "${measure}"`);
  }
  const lines = readHistory(historyPath);
  const commit = values.commit ?? lines.at(-1)?.commit;
  if (!commit || !lines.some((line) => line.commit === commit)) {
    throw new UserInputError(
      `history export: ${historyPath} has no line of commit ${commit ?? '(none: the history is empty)'}`,
    );
  }
  const exported = exportHistory(lines, {
    format,
    commit,
    measure,
    subject: values.subject ?? DEFAULT_SUBJECT,
  });
  writeFileAtomically(resolve(cwd, values.out), `${JSON.stringify(exported, null, 2)}\n`);
  print(`history: ${commit} written to ${values.out} as ${format}`);
  return 0;
}

const COMMIT_PATTERN = /^[0-9a-f]{7,40}$/;

/**
 * Records a paired run of a change point's commit (head) against the commit before it (base) in
 * the confirmations file; `history analyze --confirmations` then reads each change point with it.
 */
function confirm(
  values: Record<string, string | undefined>,
  cwd: string,
  print: (line: string) => void,
): number {
  for (const name of ['results', 'confirmations', 'previous-commit'] as const) {
    if (!values[name]) throw new UserInputError(`history confirm: --${name} is required`);
  }
  const results = readResultsFile(resolve(cwd, values.results!));
  const commit = values.commit ?? results.git?.commit;
  for (const [name, sha] of [
    ['--commit', commit],
    ['--previous-commit', values['previous-commit']],
  ] as const) {
    if (!sha || !COMMIT_PATTERN.test(sha))
      throw new UserInputError(`history confirm: ${name} must be a commit's hex SHA, not "${sha ?? ''}"`);
  }
  const { confirmations } = appendConfirmation(
    resolve(cwd, values.confirmations!),
    results,
    { commit: commit!, previousCommit: values['previous-commit']!, date: values.date ?? results.createdAt },
    `history confirm: ${values.results}`,
  );
  print(
    `history: ${commit} against ${values['previous-commit']}: ` +
      confirmations
        .map((line) => `${line.scenario} ${line.measure} ${readingOf(line.measure, line.pairedChange)}`)
        .join(', '),
  );
  return 0;
}

const REPOSITORY_PATTERN = /^([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100})$/;

async function alert(
  values: Record<string, string | undefined>,
  cwd: string,
  print: (line: string) => void,
): Promise<number> {
  if (!values['change-points']) throw new UserInputError('history alert: --change-points FILE is required');
  const repository = REPOSITORY_PATTERN.exec(values.repository ?? '');
  if (!repository) throw new UserInputError('history alert: --repository must be OWNER/NAME');
  const token = process.env.GITHUB_TOKEN ?? '';
  if (token === '')
    throw new UserInputError('history alert: GITHUB_TOKEN is not set (it needs issues: write)');
  const path = resolve(cwd, values['change-points']);
  let analysis: HistoryAnalysis;
  try {
    analysis = JSON.parse(readFileSync(path, 'utf8')) as HistoryAnalysis;
  } catch (error) {
    throw new UserInputError(`history alert: ${path}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!Array.isArray(analysis.changePoints)) {
    throw new UserInputError(
      `history alert: ${path} has no changePoints (history analyze --out writes them)`,
    );
  }
  const client = createGitHubClient(token, {
    apiUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com',
    warn: print,
  });
  const outcome = await alertChangePoints(
    client,
    { owner: repository[1]!, repo: repository[2]! },
    analysis.changePoints,
  );
  print(
    `history: issues opened ${JSON.stringify(outcome.created)}, updated ${JSON.stringify(outcome.updated)}, ` +
      `unchanged ${JSON.stringify(outcome.unchanged)}, accepted ${JSON.stringify(outcome.accepted)}`,
  );
  return 0;
}
