import type { Config } from '../config/config.ts';
import { notGatedOutcome } from '../gate/not-gated-outcome.ts';
import type { StoredChoice } from '../gate/choose-stored-measure.ts';
import { firstLookProcesses } from '../gate/gate-defaults.ts';
import { pairedDesign, storedBaselineDesign } from '../gate/gate-design.ts';
import { requestsServed, watchedRarity } from '../gate/crash-watch.ts';
import { aloneFailure, failedProcesses, sumFailures, withRunFailures } from '../gate/run-failures.ts';
import { runSequentialGate } from '../gate/sequential-gate.ts';
import { exitCodeFor } from '../gate/verdict-exit-code.ts';
import { mergeResults } from '../results/merge-results.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { serversNamed, type WithBaseSide } from '../servers/base-side.ts';
import type { Rebuilt } from '../servers/recorded-source.ts';
import { watchForCrashes } from './crash-watch.ts';
import { measureProcesses } from './gate-processes.ts';
import type { CountInstructions, Measure, Progress } from './measure-types.ts';
import { finish, type PipelineOutcome } from './outcome.ts';
import { whereItChanged } from './where-it-changed.ts';

export interface JudgeInput {
  config: Config;
  /** The comparison table's results: the gate's processes and the profiling pairs are added to them. */
  results: ResultsFile;
  prepared: WithBaseSide;
  measure: Measure;
  count?: CountInstructions;
  /** The stored baseline, in stored mode (and beside a paired run, for the table). */
  baseline?: ResultsFile;
  rebuilt?: Rebuilt;
  /** Against a stored baseline: the measure chosen for it, and whether it can gate. */
  choice?: StoredChoice;
  progress: Progress;
  /** When the run's time budget ends (src/stages/prepare.ts): the gate starts no step past it. */
  deadlineMs: number;
}

/**
 * The judge stage, and after it the explain stage: the gate's own processes (paired, head and base
 * together; or the subject against the stored baseline), the sequential gate over them, then where
 * the time changed, by function; failures counted over the whole run, and before a pass the crash
 * watch (crash-watch.ts).
 */
export async function judge({
  config,
  results: tableResults,
  prepared,
  measure,
  count,
  baseline,
  rebuilt,
  choice,
  progress,
  deadlineMs,
}: JudgeInput): Promise<PipelineOutcome> {
  const paired = config.gate.baseSource !== undefined;
  const { subject } = config.gate;
  let results = tableResults;
  const design =
    paired && prepared.base?.status === 'built'
      ? pairedDesign(config.gate, prepared.base.server.definition.name, rebuilt?.source && rebuilt.described)
      : storedBaselineDesign(config.gate, baseline!, results);
  const measureGate = (processes: number, scenarios = config.load.scenarios) =>
    count && config.gate.measure === 'instructions'
      ? count(serversNamed(prepared, design.servers), processes, { scenarios })
      : measureProcesses(
          measure,
          prepared,
          design.servers,
          processes,
          scenarios,
          // At a rate head and base take turns: an open-loop generator polls without pause and needs
          // the load CPU to itself (loaded together at 25% each, every base round was refused for
          // its generator's lag; docs/open-loop-latency.md).
          design.loadTogether && !config.load.rate,
        );
  const firstLook = firstLookProcesses(config.gate, design.sampling);
  const what = config.gate.measure === 'instructions' ? 'counted processes' : 'processes';
  progress.info(`gate (${design.mode}): ${firstLook} ${what} each of ${design.servers.join(' and ')}`);
  let gateRuns = await measureGate(firstLook);
  if (choice && !choice.gated) {
    // Wall time against another day's figures is shown for what it is, and decides nothing.
    results = mergeResults(results, gateRuns);
    // Only a baseline that could not be built again gets here: its reason comes first.
    const reasons = [...(rebuilt && !rebuilt.source ? [rebuilt.why] : []), choice.why];
    const context = notGatedOutcome(design, config.gate, reasons, gateRuns);
    return finish(config, results, { exitCode: 0, baseline: baseline!, gate: context });
  }
  const gate = await runSequentialGate({
    ...design,
    initial: gateRuns,
    gate: config.gate,
    nowMs: Date.now,
    deadlineMs,
    measureMore: async (processes, scenarios) => {
      progress.info(
        `gate (${design.mode}): ${processes} more ${what} each of ${design.servers.join(' and ')} in ${scenarios.join(', ')}`,
      );
      const extra = await measureGate(processes, scenarios);
      gateRuns = mergeResults(gateRuns, extra);
      return extra;
    },
  });
  const table = results;
  results = mergeResults(results, gateRuns);
  // The profiling pairs are processes of the head too: a crash there counts like any other.
  const profiled: ResultsFile[] = [];
  const keep = (file: ResultsFile) => {
    profiled.push(file);
    return file;
  };
  const where = await whereItChanged(
    config,
    gate,
    prepared,
    async (...args) => keep(await measure(...args)),
    count && (async (...args) => keep(await count(...args))),
    progress,
  );
  if (where.length > 0) results = { ...results, where };
  let judged = gate;
  if (design.mode === 'paired') {
    const base = design.servers[1]!;
    const counted = [
      aloneFailure(table, subject, 'the comparison table'),
      failedProcesses(gateRuns, subject, base, "the gate's process pairs"),
      ...profiled.map((file) => failedProcesses(file, subject, base, 'profiling')),
    ];
    judged = withRunFailures(gate, sumFailures(counted));
    // A check about to pass first has the head serve enough requests to meet a rare crash.
    if (config.gate.crashWatchOnceIn !== 0 && exitCodeFor(judged, config) === 0) {
      const { watch, failures } = await watchForCrashes({
        measure,
        prepared,
        subject,
        scenarios: config.load.scenarios,
        rarity: watchedRarity(config.gate.crashWatchOnceIn, gateRuns, subject),
        servedRequests: requestsServed([table, gateRuns, ...profiled], subject),
        requestsPerRound: requestsServed([table], subject) / config.load.rounds,
        deadlineMs,
        progress,
      });
      judged = { ...withRunFailures(gate, sumFailures([...counted, failures])), crashWatch: watch };
    }
  }
  return finish(config, results, {
    exitCode: exitCodeFor(judged, config),
    ...(baseline ? { baseline } : {}),
    gate: judged,
  });
}
