import { resolve } from 'node:path';
import type { RawOptions } from '../config/option-names.ts';
import { parseBoolean } from '../config/parse-values.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
import { renderMarkdownReport } from '../report/markdown-report.ts';
import { renderTerminalReport } from '../report/terminal-table.ts';
import { readResultsFile, writeFileAtomically, writeResultsFile } from '../results/results-file.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { exitCodeFor } from '../gate/verdict-exit-code.ts';
import { mergeShards } from './merge-shards.ts';

export interface MergeOutcome {
  results: ResultsFile;
  gate: GateOutcome;
  /** 0 pass, 1 regression (or inconclusive with fail-on-inconclusive), 2 error or a missing shard. */
  exitCode: 0 | 1 | 2;
  /** The terminal report. */
  report: string;
}

/**
 * `merge SHARD.json...`: reads every shard's results (refusing a file that is not one, before
 * anything is written), joins them into one verdict, and writes one results file and one report.
 */
export function runMerge(files: string[], raw: RawOptions, workingDir: string): MergeOutcome {
  const shards = files.map((path) => ({ path, results: readResultsFile(resolve(workingDir, path)) }));
  const failOnInconclusive =
    raw['fail-on-inconclusive'] === undefined
      ? false
      : parseBoolean('--fail-on-inconclusive', raw['fail-on-inconclusive']);
  const { results, gate } = mergeShards(shards);
  if (raw.out) writeResultsFile(resolve(workingDir, raw.out), results);
  if (raw.markdown)
    writeFileAtomically(resolve(workingDir, raw.markdown), renderMarkdownReport({ results, gate }));
  const exitCode = exitCodeFor(gate, { gate: { failOnInconclusive } });
  return { results, gate, exitCode, report: renderTerminalReport({ results, gate }) };
}
