import type { CountedCpu, InstructionSettings } from '../results/instruction-counting.ts';
import type { ResultsFile, ServerInfo } from '../results/results-types.ts';

/**
 * What a count of instructions per request depends on, besides the code itself, as far as it was
 * recorded. What docs/instructions.md ("What moves a count") showed to move counts is compared and
 * refuses a comparison: Node, valgrind and the counting settings, server seeds, the scenario's
 * requests, what else the process served, the build method (not shown either way for npm:, so
 * refused unless allowed). The processor valgrind showed the process is recorded only: masking
 * glibc's or V8's CPU features moved hello by 0.03% at most, and the host's model is never seen.
 */
export interface CountingConditions {
  /** What ran the subject: "node 20.20.2". */
  runtime?: string;
  settings?: InstructionSettings;
  serverSeeds: string;
  /** Each scenario's fingerprint; unknown for files written before they were recorded. */
  scenarioDigests?: Record<string, string>;
  /** The processor the counted processes saw, recorded only (see above). */
  countedCpu?: CountedCpu;
  /** How the subject's framework was built (buildMethodOf); unknown before the build. */
  build?: BuildMethod;
}

/**
 * How a server's framework packages were made: from the registry (npm), packed from a checkout by
 * this tool (path), from tarballs packed elsewhere (tarballs), or its folder's own lockfile (locked).
 */
export type BuildMethod = 'npm' | 'path' | 'tarballs' | 'locked';

/**
 * One commit packed by hand (tarballs:) and by this tool (path:), with the same build commands,
 * counted 0.05% apart (docs/instructions.md, "What moves a count"); registry builds (npm:) could
 * not be counted here. A build method is a guess at the toolchain, not a proof of it, so counts of
 * two methods are compared only when the user says so.
 */
const MEASURED_BUILD_OFFSET =
  'path: and hand-packed tarballs: of one commit counted 0.05% apart; npm: builds were never measured';

export function buildMethodOf(row: Pick<ServerInfo, 'source'> | undefined): BuildMethod {
  const kind = row?.source?.split(':', 1)[0];
  return kind === 'npm' || kind === 'path' || kind === 'tarballs' ? kind : 'locked';
}

export function countingConditionsOf(file: ResultsFile, subject: string): CountingConditions {
  const row = file.servers.find((run) => run.name === subject);
  return {
    runtime: row?.runtime,
    settings: file.instructions?.settings,
    serverSeeds: file.settings.serverSeeds,
    ...(file.settings.scenarioDigests ? { scenarioDigests: file.settings.scenarioDigests } : {}),
    ...(file.instructions?.countedCpu ? { countedCpu: file.instructions.countedCpu } : {}),
    ...(row ? { build: buildMethodOf(row) } : {}),
  };
}

/** The one line that refuses counts of two builds, or undefined when they were built alike (or allowed). */
export function buildDifference(
  here: { label: string; build?: BuildMethod },
  there: { label: string; build?: BuildMethod },
  allowed: boolean,
): string | undefined {
  if (allowed || !here.build || !there.build || here.build === there.build) return undefined;
  return (
    `${here.label} was built from ${here.build}: and ${there.label} from ${there.build}: ` +
    `(${MEASURED_BUILD_OFFSET}); build both the same way, ` +
    `or pass --allow-build-difference (action input allow-build-difference) to compare them anyway`
  );
}

/**
 * Each way in which counts taken under `here` and under `there` differ for a reason other than the
 * code: another Node, valgrind, counting setting, process history or build would be read as a change
 * of the subject.
 */
export function countingDifferences(
  subject: string,
  here: CountingConditions,
  there: CountingConditions,
  { allowBuildDifference = false }: { allowBuildDifference?: boolean } = {},
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
      if (now === before) continue;
      differences.push(
        key === 'scenariosPerProcess'
          ? `${processHistory(here.settings)} here and ${processHistory(there.settings)} in the baseline (what else a process had served moved mion's hello count by 1.4%)`
          : `${key} is ${now} here and ${before} in the baseline`,
      );
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
  const build = buildDifference(
    { label: `${subject} here`, ...(here.build ? { build: here.build } : {}) },
    { label: `${subject} in the baseline`, ...(there.build ? { build: there.build } : {}) },
    allowBuildDifference,
  );
  if (build) differences.push(build);
  return differences;
}

function processHistory(settings: InstructionSettings): string {
  return settings.scenariosPerProcess === 1
    ? 'each scenario was counted in a process of its own'
    : 'every scenario of the run was counted in one process, in turn';
}
