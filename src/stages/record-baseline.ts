import type { Config } from '../config/config.ts';
import { gateMeasuring } from '../gate/gate-defaults.ts';
import { storedReference } from '../gate/compare-results.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { serversNamed, type WithBaseSide } from '../servers/base-side.ts';
import { measureProcesses } from './gate-processes.ts';
import type { CountInstructions, Measure, Progress } from './measure-types.ts';
import { finish, type PipelineOutcome } from './outcome.ts';

/**
 * What a baseline records beyond the table: processes of the subject and the reference in wall
 * time, and the subject's counted instructions where valgrind is here, the figures that hold
 * across days (--measure names one of the two alone).
 */
export async function baselineProcesses(
  config: Config,
  prepared: WithBaseSide,
  measure: Measure,
  count: CountInstructions | undefined,
  progress: Progress,
): Promise<ResultsFile[]> {
  const { subject, reference, given } = config.gate;
  const recorded: ResultsFile[] = [];
  if (given.measure !== 'instructions') {
    const processes = gateMeasuring(config.gate, 'wall-time').baselineProcesses;
    progress.info(`baseline: ${processes} processes of ${subject} and ${reference}`);
    recorded.push(
      await measureProcesses(
        measure,
        prepared,
        [subject, storedReference(config.gate)],
        processes,
        config.load.scenarios,
      ),
    );
  }
  if (count) {
    const processes = gateMeasuring(config.gate, 'instructions').baselineProcesses;
    progress.info(`baseline: ${processes} counted processes of ${subject}`);
    recorded.push(await count(serversNamed(prepared, [subject]), processes));
  } else if (given.measure !== 'wall-time') {
    progress.warn(
      'baseline: no instruction counts recorded (valgrind is not here): a stored compare of it cannot gate',
    );
  }
  return recorded;
}

export function baselineNotWritten(
  config: Config,
  results: ResultsFile,
  problem: string,
  progress: Progress,
): PipelineOutcome {
  progress.warn(`baseline not written: ${problem}`);
  return finish(config, results, { exitCode: 2 });
}

/** A baseline must be whole: every subject round (or counted process) valid, in every scenario. */
export function invalidSubjectRounds(results: ResultsFile, subject: string): string | undefined {
  for (const scenario of results.instructions?.scenarios ?? []) {
    const samples = scenario.servers.find((entry) => entry.server === subject)?.samples ?? [];
    const invalid = samples.filter((sample) => !sample.valid);
    if (samples.length === 0) return `${subject} has no counted process in ${scenario.scenario}`;
    if (invalid.length > 0) {
      return `${invalid.length} of ${samples.length} counted processes of ${subject} in ${scenario.scenario} failed (${invalid[0]?.invalidReason})`;
    }
  }
  if (results.instructions) return undefined;
  for (const scenario of results.scenarios) {
    const rounds = scenario.servers.find((entry) => entry.server === subject)?.rounds ?? [];
    const invalid = rounds.filter((round) => !round.valid);
    if (rounds.length === 0) return `${subject} has no rounds in ${scenario.scenario}`;
    if (invalid.length > 0) {
      return `${invalid.length} of ${rounds.length} rounds of ${subject} in ${scenario.scenario} were invalid (${invalid[0]?.invalidReason})`;
    }
  }
  return undefined;
}
