import type { ResultsFile } from '../results/results-types.ts';
import { refusedForTheGeneratorAlone, HEAD_FAILURE_EXCESS } from './failed-rounds.ts';
import type { GateOutcome } from './gate-types.ts';

/** Processes of a paired run in which one side failed and the other did not, and the head's first failure in words. */
export type RunFailures = NonNullable<GateOutcome['headFailures']>;

const NONE: RunFailures = { headOnly: 0, baseOnly: 0 };

/** The evidence kept of a failure: what a report's first lines can hold. */
const EVIDENCE_CHARS = 300;

/**
 * Processes in which the head failed (crashed, answered wrong, erred, failed to start) and its
 * base, started beside it, did not, in one results file of paired processes: the gate's own pairs
 * with their confirmation, or the profiling pairs. A block is one process of each side, serving
 * every scenario in turn, so a process that crashed is counted once however many scenarios it
 * missed. A side marked failed with no failed round to show for it (it never came back to serve
 * one) counts one process.
 */
export function failedProcesses(file: ResultsFile, head: string, base: string, where: string): RunFailures {
  const failedBlocks = (server: string) => {
    const failed = new Map<number, string>();
    for (const scenario of file.scenarios)
      for (const round of scenario.servers.find((entry) => entry.server === server)?.rounds ?? [])
        if (!round.valid && !refusedForTheGeneratorAlone(round) && !failed.has(round.block))
          failed.set(round.block, `${scenario.scenario}: ${round.invalidReason ?? 'no reason given'}`);
    for (const scenario of file.instructions?.scenarios ?? [])
      for (const sample of scenario.servers.find((entry) => entry.server === server)?.samples ?? [])
        if (!sample.valid && !failed.has(sample.process))
          failed.set(sample.process, `${scenario.scenario}: ${sample.invalidReason ?? 'no reason given'}`);
    return failed;
  };
  const headFailed = failedBlocks(head);
  const baseFailed = failedBlocks(base);
  const headOnly = [...headFailed.keys()].filter((block) => !baseFailed.has(block)).sort((a, b) => a - b);
  const baseOnly = [...baseFailed.keys()].filter((block) => !headFailed.has(block));
  const unshown = (server: string, failed: Map<number, string>) => {
    const run = file.servers.find((entry) => entry.name === server);
    return run?.status === 'failed' && failed.size === 0 ? run : undefined;
  };
  const headUnshown = unshown(head, headFailed);
  const first = headOnly[0];
  // A round's own reason may be what the failure left behind ("kill ESRCH" from a profiler
  // signalling a process that had exited): the server's failure says what happened.
  const failure = file.servers.find((entry) => entry.name === head)?.failure;
  const why = failure ? ` (${failure.stage} failed: ${failure.message})` : '';
  const evidence =
    first !== undefined
      ? `${where}, process ${first + 1}: ${headFailed.get(first)}${why}`
      : headUnshown?.failure
        ? `${where}: ${headUnshown.failure.stage} failed: ${headUnshown.failure.message}`
        : undefined;
  return {
    headOnly: headOnly.length + (headUnshown ? 1 : 0),
    baseOnly: baseOnly.length + (unshown(base, baseFailed) ? 1 : 0),
    ...(evidence ? { evidence: evidence.slice(0, EVIDENCE_CHARS) } : {}),
  };
}

/**
 * A failure of the head where it ran without its base: the comparison table, or the crash watch
 * (src/stages/crash-watch.ts). Both stop a server at its first failure, so they show one failed
 * process at most. No healthy server fails there, and the base never had the chance to: it counts
 * against the head.
 */
export function aloneFailure(file: ResultsFile, head: string, where: string): RunFailures {
  const run = file.servers.find((entry) => entry.name === head);
  if (run?.status !== 'failed') return NONE;
  const why = run.failure ? `${run.failure.stage} failed: ${run.failure.message}` : 'failed';
  return { headOnly: 1, baseOnly: 0, evidence: `${where}: ${why}`.slice(0, EVIDENCE_CHARS) };
}

/** Failures of several parts of one run, summed; the first evidence kept. */
export function sumFailures(parts: readonly RunFailures[]): RunFailures {
  const evidence = parts.find((part) => part.headOnly > 0 && part.evidence)?.evidence;
  return {
    headOnly: parts.reduce((sum, part) => sum + part.headOnly, 0),
    baseOnly: parts.reduce((sum, part) => sum + part.baseOnly, 0),
    ...(evidence ? { evidence } : {}),
  };
}

/**
 * A paired gate's outcome with every failure of the run counted: the gate's pairs, their
 * confirmation, the profiling pairs, the comparison table and the crash watch, summed over the scenarios. Any
 * excess of the head's fails the check, whatever the comparisons read: a head that crashes once in
 * millions of requests is not healthy because most of its processes never met the crash. The
 * verdict of a run that could not judge stays an error only when the head failed no more than
 * its base.
 */
export function withRunFailures(outcome: GateOutcome, failures: RunFailures): GateOutcome {
  if (outcome.mode !== 'paired' || failures.headOnly + failures.baseOnly === 0) return outcome;
  const counted = { ...outcome, headFailures: failures };
  return failures.headOnly - failures.baseOnly >= HEAD_FAILURE_EXCESS
    ? { ...counted, verdict: 'regression' }
    : counted;
}
