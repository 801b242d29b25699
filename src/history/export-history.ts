import type { Measure } from '../gate/gate-types.ts';
import type { HistoryLine } from '../config/history-line.ts';
import { MEASURE_UNITS } from '../report/history-units.ts';

/** The formats of tools users already run, one commit at a time. */
export const EXPORT_FORMATS = ['bencher', 'github-action-benchmark'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Bencher's measure slugs: its built-in throughput, and a custom one for counts. */
const BENCHER_MEASURES: Record<Measure, string> = { instructions: 'instructions', 'wall-time': 'throughput' };

/**
 * Bencher Metric Format: { "<benchmark>": { "<measure>": { value, lower_value, upper_value } } }, one
 * benchmark per scenario; the bounds are ± one spread of the processes where it was recorded.
 */
function bencher(lines: HistoryLine[], subject: string): unknown {
  const report: Record<string, Record<string, Record<string, number>>> = {};
  for (const line of lines) {
    const benchmark = (report[`${subject}/${line.scenario}`] ??= {});
    benchmark[BENCHER_MEASURES[line.measure]] = {
      value: line.value,
      ...(line.spreadLog !== undefined
        ? {
            lower_value: line.value * Math.exp(-line.spreadLog),
            upper_value: line.value * Math.exp(line.spreadLog),
          }
        : {}),
    };
  }
  return report;
}

/**
 * github-action-benchmark's custom JSON: [{ name, unit, value, range?, extra? }]. One measure per
 * file, since the tool reads a file as all smaller-is-better (customSmallerIsBetter: instructions)
 * or all bigger-is-better (customBiggerIsBetter: requests/s).
 */
function githubActionBenchmark(lines: HistoryLine[], subject: string): unknown {
  return lines.map((line) => ({
    name: `${subject} ${line.scenario}`,
    unit: MEASURE_UNITS[line.measure],
    value: line.value,
    ...(line.spreadLog !== undefined ? { range: `± ${(line.spreadLog * 100).toFixed(2)}%` } : {}),
    extra: `commit ${line.commit}${line.processes ? `, median of ${line.processes} processes` : ''}`,
  }));
}

/** The lines of `commit` (measure `measure` only for github-action-benchmark) in `format`. */
export function exportHistory(
  lines: HistoryLine[],
  {
    format,
    commit,
    measure,
    subject,
  }: { format: ExportFormat; commit: string; measure: Measure; subject: string },
): unknown {
  const ofCommit = lines.filter((line) => line.commit === commit);
  return format === 'bencher'
    ? bencher(ofCommit, subject)
    : githubActionBenchmark(
        ofCommit.filter((line) => line.measure === measure),
        subject,
      );
}
