import type {
  InstructionCounts,
  ResultsFile,
  RoundSample,
  ScenarioResult,
  ServerRun,
} from './results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';

/**
 * Appends the rounds of `extra` (a later part of the same run, e.g. extra blocks of subject and
 * reference only) to `base`, without changing either. Block numbers and sequence numbers of `extra`
 * are shifted past those of `base`: the comparison pairs subject and reference by
 * (block, roundInBlock), so a reused block number would pair rounds from different processes.
 */
export function mergeResults(base: ResultsFile, extra: ResultsFile): ResultsFile {
  const baseRounds = allRounds(base);
  const extraRounds = allRounds(extra);
  const blockOffset =
    nextFree(baseRounds, (round) => round.block) - lowest(extraRounds, (round) => round.block);
  const sequenceOffset =
    nextFree(baseRounds, (round) => round.sequence) - lowest(extraRounds, (round) => round.sequence);
  const shift = (round: RoundSample): RoundSample => ({
    ...round,
    block: round.block + blockOffset,
    sequence: round.sequence + sequenceOffset,
  });

  const scenarios: ScenarioResult[] = mergePerScenarioPerServer(
    base.scenarios,
    extra.scenarios,
    (entry) => entry.rounds,
    (server, rounds) => ({ server, rounds }),
    shift,
  );

  const warnings = [...base.warnings, ...extra.warnings];
  const servers: ServerRun[] = base.servers.map((run) => ({ ...run, startupMs: [...run.startupMs] }));
  for (const extraRun of extra.servers) {
    const run = servers.find((candidate) => candidate.name === extraRun.name);
    if (!run) {
      servers.push({ ...extraRun, startupMs: [...extraRun.startupMs] });
      continue;
    }
    run.startupMs.push(...extraRun.startupMs);
    if (extraRun.warmUpRequests !== undefined)
      run.warmUpRequests = (run.warmUpRequests ?? 0) + extraRun.warmUpRequests;
    // The base status stays: it describes the main run; a later failure is kept as a warning.
    if (extraRun.status !== 'measured') {
      const why = extraRun.failure ? ` at ${extraRun.failure.stage}: ${extraRun.failure.message}` : '';
      warnings.push(`extra rounds: server "${extraRun.name}" ${extraRun.status}${why}`);
    }
  }

  const instructions = mergeInstructionCounts(base.instructions, extra.instructions);
  // A later part may measure scenarios the first did not (a confirmation in batches): the file lists them all.
  const measured = [...new Set([...base.settings.scenarios, ...extra.settings.scenarios])];
  return {
    ...base,
    settings: { ...base.settings, scenarios: measured },
    servers,
    scenarios,
    warnings,
    ...(instructions ? { instructions } : {}),
    durationSeconds: base.durationSeconds + extra.durationSeconds,
  };
}

/**
 * The counts of both, the process numbers of `extra` shifted past those of `base`: the paired
 * comparison pairs head and base by process number, like rounds by block.
 */
function mergeInstructionCounts(
  base: InstructionCounts | undefined,
  extra: InstructionCounts | undefined,
): InstructionCounts | undefined {
  if (!base || !extra) return base ?? extra;
  const processesOf = (counts: InstructionCounts) =>
    counts.scenarios.flatMap((result) =>
      result.servers.flatMap((entry) => entry.samples.map((s) => s.process)),
    );
  const baseProcesses = processesOf(base);
  const extraProcesses = processesOf(extra);
  const offset =
    (baseProcesses.length === 0 ? 0 : Math.max(...baseProcesses) + 1) -
    (extraProcesses.length === 0 ? 0 : Math.min(...extraProcesses));
  const scenarios = mergePerScenarioPerServer(
    base.scenarios,
    extra.scenarios,
    (entry) => entry.samples,
    (server, samples) => ({ server, samples }),
    (sample) => ({ ...sample, process: sample.process + offset }),
  );
  return { ...base, scenarios };
}

function allRounds(file: ResultsFile): RoundSample[] {
  return file.scenarios.flatMap((result) => result.servers.flatMap((entry) => entry.rounds));
}

function nextFree(rounds: RoundSample[], read: (round: RoundSample) => number): number {
  return rounds.length === 0 ? 0 : Math.max(...rounds.map(read)) + 1;
}

function lowest(rounds: RoundSample[], read: (round: RoundSample) => number): number {
  return rounds.length === 0 ? 0 : Math.min(...rounds.map(read));
}

/**
 * Per scenario and server, the items of `base` then those of `extra` (shifted), in new arrays:
 * neither input changes. Scenarios and servers only `extra` has are added.
 */
function mergePerScenarioPerServer<Entry extends { server: string }, Item>(
  base: Array<{ scenario: ScenarioName; servers: Entry[] }>,
  extra: Array<{ scenario: ScenarioName; servers: Entry[] }>,
  itemsOf: (entry: Entry) => Item[],
  makeEntry: (server: string, items: Item[]) => Entry,
  shift: (item: Item) => Item,
): Array<{ scenario: ScenarioName; servers: Entry[] }> {
  const merged = base.map((result) => ({
    scenario: result.scenario,
    servers: result.servers.map((entry) => makeEntry(entry.server, [...itemsOf(entry)])),
  }));
  for (const extraResult of extra) {
    let target = merged.find((result) => result.scenario === extraResult.scenario);
    if (!target) {
      target = { scenario: extraResult.scenario, servers: [] };
      merged.push(target);
    }
    for (const extraEntry of extraResult.servers) {
      const items = itemsOf(extraEntry).map(shift);
      const index = target.servers.findIndex((candidate) => candidate.server === extraEntry.server);
      if (index >= 0) {
        const entry = target.servers[index]!;
        target.servers[index] = makeEntry(entry.server, [...itemsOf(entry), ...items]);
      } else {
        target.servers.push(makeEntry(extraEntry.server, items));
      }
    }
  }
  return merged;
}
