import type { Config } from '../config/config.ts';
import type { ComparisonMode, GateOutcome } from '../gate/gate-types.ts';
import { standingAgainstMain } from '../history/main-standing.ts';
import { writeResultsFile } from '../results/results-file.ts';
import type { ResultsFile, ServerRun } from '../results/results-types.ts';

export interface PipelineOutcome {
  results: ResultsFile;
  baseline?: ResultsFile;
  gate?: GateOutcome;
  /** 0 no regression, 1 regression (or inconclusive with failOnInconclusive), 2 could not decide. */
  exitCode: 0 | 1 | 2;
  resultsPath?: string;
}

export function subjectRow(results: ResultsFile, subject: string): ServerRun | undefined {
  return results.servers.find((server) => server.name === subject);
}

/** The record stage: main's standing added, the results file written where asked. */
export function finish(
  config: Config,
  results: ResultsFile,
  fields: Omit<PipelineOutcome, 'results' | 'resultsPath'>,
): PipelineOutcome {
  const standing =
    config.command === 'compare' && config.gate.mainHistory
      ? standingAgainstMain(results, config.gate.mainHistory, config.gate.subject)
      : [];
  const withHistory = standing.length > 0 ? { ...results, mainHistory: standing } : results;
  // The verdict is kept with the figures it was drawn from: a shard's for merge to join, a paired
  // run's for the history's confirmation of a change point (change-point-confirmation.ts).
  const written = fields.gate
    ? { ...withHistory, ...(config.shard ? { shard: config.shard } : {}), gate: fields.gate }
    : withHistory;
  if (config.outPath) writeResultsFile(config.outPath, written);
  return { results: written, ...fields, ...(config.outPath ? { resultsPath: config.outPath } : {}) };
}

export function errorOutcome(config: Config, mode: ComparisonMode, message: string): GateOutcome {
  return {
    verdict: 'error',
    mode,
    measure: config.gate.measure,
    comparedWith: mode === 'paired' ? 'the base of the pull request' : config.gate.baselinePath,
    metrics: [],
    subject: config.gate.subject,
    reference: config.gate.reference,
    subjectProcesses: 0,
    environmentDrift: [],
    notes: [],
    error: message,
  };
}

/** The subject was built and started, then failed (a crash, a wrong answer): not one that never ran. */
export function failedWhileRunning(results: ResultsFile, subject: string): boolean {
  return results.servers.find((server) => server.name === subject)?.status === 'failed';
}

export function subjectNotMeasured(results: ResultsFile, subject: string): string | undefined {
  const run = results.servers.find((server) => server.name === subject);
  if (!run) return `${subject} was not run`;
  if (run.status !== 'measured')
    return `${subject} ${run.status}: ${run.failure?.message ?? 'no reason given'}`;
  return undefined;
}
