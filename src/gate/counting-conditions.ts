import type { InstructionSettings } from '../instructions/instruction-settings.ts';
import type { ResultsFile } from '../results/results-types.ts';

/** What a count of instructions per request depends on, besides the code itself. */
export interface CountingConditions {
  /** What ran the subject: "node 20.20.2". */
  runtime?: string;
  settings?: InstructionSettings;
  serverSeeds: string;
  /** Each scenario's fingerprint; unknown for files written before they were recorded. */
  scenarioDigests?: Record<string, string>;
}

export function countingConditionsOf(file: ResultsFile, subject: string): CountingConditions {
  return {
    runtime: file.servers.find((run) => run.name === subject)?.runtime,
    settings: file.instructions?.settings,
    serverSeeds: file.settings.serverSeeds,
    ...(file.settings.scenarioDigests ? { scenarioDigests: file.settings.scenarioDigests } : {}),
  };
}

/**
 * Each way in which counts taken under `here` and under `there` differ for a reason other than the
 * code: another Node, valgrind or counting setting would be read as a change of the subject.
 */
export function countingDifferences(
  subject: string,
  here: CountingConditions,
  there: CountingConditions,
): string[] {
  const differences: string[] = [];
  if (here.runtime !== there.runtime) {
    differences.push(
      `${subject} ran on ${here.runtime ?? 'an unrecorded runtime'} here and on ${there.runtime ?? 'an unrecorded runtime'} in the baseline`,
    );
  }
  if (here.settings && there.settings) {
    for (const key of Object.keys(here.settings) as Array<keyof InstructionSettings>) {
      const [now, before] = [JSON.stringify(here.settings[key]), JSON.stringify(there.settings[key])];
      if (now !== before) differences.push(`${key} is ${now} here and ${before} in the baseline`);
    }
    if (here.serverSeeds !== there.serverSeeds) {
      differences.push(`server seeds are ${here.serverSeeds} here and ${there.serverSeeds} in the baseline`);
    }
  }
  for (const [scenario, digest] of Object.entries(here.scenarioDigests ?? {})) {
    const before = there.scenarioDigests?.[scenario];
    if (before !== undefined && before !== digest) {
      differences.push(`scenario "${scenario}" sends or checks other requests here than in the baseline`);
    }
  }
  return differences;
}
