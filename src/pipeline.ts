/**
 * The pipeline, stage by stage (src/stages/): prepare the servers (prepare.ts), measure the
 * comparison table (measure.ts: the measures every later stage calls), then per command: record a baseline (record-baseline.ts), or judge the head
 * (judge.ts, which explains a change by function: where-it-changed.ts); every outcome is finished
 * the same way (outcome.ts). Publishing is the entry points' own: the CLI's terminal, the action's
 * comment, summary and outputs.
 */
import type { Config } from './config/config.ts';
import { UserInputError } from './user-input-error.ts';
import { measureStartupGrowth } from './engine/measure-startup-growth.ts';
import { chooseStoredMeasure } from './gate/choose-stored-measure.ts';
import { countingConditionsOf } from './gate/counting-conditions.ts';
import { gateMeasuring } from './gate/gate-defaults.ts';
import { isBaselineMissing, noBaselineOutcome } from './gate/missing-baseline.ts';
import { mergeResults } from './results/merge-results.ts';
import { readResultsFile, writeResultsFile } from './results/results-file.ts';
import type { ResultsFile } from './results/results-types.ts';
import { rebuildRecordedSource, type Rebuilt } from './servers/recorded-source.ts';
import { countingConditionsHere, countingTools } from './stages/counting-tools.ts';
import { judge } from './stages/judge.ts';
import type { Progress } from './stages/measure-types.ts';
import {
  errorOutcome,
  failedWhileRunning,
  finish,
  subjectNotMeasured,
  subjectRow,
  type PipelineOutcome,
} from './stages/outcome.ts';
import { measuring } from './stages/measure.ts';
import { STARTUP_TIMEOUT_MS } from './stages/measure-wall-time.ts';
import { prepare, tableServers } from './stages/prepare.ts';
import { baselineNotWritten, baselineProcesses, invalidSubjectRounds } from './stages/record-baseline.ts';
import { usableBaseline } from './stages/usable-baseline.ts';

export type { Progress } from './stages/measure-types.ts';
export type { PipelineOutcome } from './stages/outcome.ts';

/**
 * The one pipeline behind both entry points: build the servers, measure, and for compare
 * and baseline, judge or record. The CLI and the action differ only in how they publish.
 */
export async function runPipeline(config: Config, progress: Progress): Promise<PipelineOutcome> {
  const comparing = config.command === 'compare';
  // Read the baseline first: a bad file should fail in a second, not after the benchmark.
  const stored =
    comparing && !isBaselineMissing(config.gate.baselinePath)
      ? readResultsFile(config.gate.baselinePath)
      : undefined;
  // A baseline that says where its subject came from is built again and measured beside the
  // head: figures of another day then never decide (docs/calibration.md, "Across days").
  const rebuilt =
    stored && !config.gate.baseSource
      ? await rebuildRecordedSource(subjectRow(stored, config.gate.subject)?.rebuildFrom, config.mionSource)
      : undefined;
  const withBase = rebuilt?.source
    ? { ...config, gate: { ...config.gate, baseSource: rebuilt.source } }
    : config;
  try {
    return await measureAndJudge(withBase, stored, rebuilt, progress);
  } finally {
    if (rebuilt?.source) rebuilt.remove();
  }
}

async function measureAndJudge(
  chosen: Config,
  stored: ResultsFile | undefined,
  rebuilt: Rebuilt | undefined,
  progress: Progress,
): Promise<PipelineOutcome> {
  const paired = chosen.command === 'compare' && chosen.gate.baseSource !== undefined;
  if (chosen.load.rate && chosen.command === 'compare' && !paired) {
    throw new UserInputError(
      `rate: latency at a rate is compared with a base measured in the same run; give base-source (or a stored baseline that records where its ${chosen.gate.subject} came from, to build it again)`,
    );
  }
  const tools = await countingTools(chosen, stored, paired);
  const { subject } = chosen.gate;
  const choice =
    paired || !stored
      ? undefined
      : chooseStoredMeasure({
          subject,
          ...(chosen.gate.given.measure ? { given: chosen.gate.given.measure } : {}),
          ...(stored.instructions ? { baselineCounts: countingConditionsOf(stored, subject) } : {}),
          ...(tools ? { countsHere: await countingConditionsHere(chosen, tools) } : {}),
        });
  const config = choice ? { ...chosen, gate: gateMeasuring(chosen.gate, choice.measure) } : chosen;
  // In paired mode the baseline only feeds the table; against a stored one, check now that it can
  // answer this run's question, gated or as context.
  const baseline = stored && choice ? usableBaseline(config, stored) : stored;
  if (rebuilt?.source) {
    progress.info(`paired: the baseline's ${subject} is built again from ${rebuilt.described}`);
  } else if (rebuilt) {
    progress.info(`the baseline's ${subject} cannot be built again here: ${rebuilt.why}`);
  }
  const run = await prepare(config, progress, tools);
  const { prepared } = run;
  try {
    const { measure, count, unmeasured, pinning } = await measuring(config, run, progress);
    // Without its base side a paired compare cannot decide: say so now, not after the whole table.
    if (paired && prepared.base?.status !== 'built') {
      // No head, no base: the base is built from the head's own server folder.
      const head = prepared.unavailable.find((run) => run.name === config.gate.subject)?.failure;
      const why =
        prepared.base?.status === 'unavailable'
          ? prepared.base.failure
          : head
            ? `the head (${config.gate.subject}) was not built either: ${head.stage} failed: ${head.message}`
            : 'not built';
      const gate = errorOutcome(config, 'paired', `base side not built: ${why}`);
      return finish(config, unmeasured(), { exitCode: 2, ...(baseline ? { baseline } : {}), gate });
    }
    let results = await measure(tableServers(prepared), {
      rounds: config.load.rounds,
      roundsPerBlock: config.load.roundsPerBlock,
    });
    const startupGrowth = await measureStartupGrowth(prepared.built, pinning, STARTUP_TIMEOUT_MS, progress);
    if (startupGrowth.length > 0) results = { ...results, startupGrowth };
    const subjectProblem = subjectNotMeasured(results, config.gate.subject);

    if (config.command === 'baseline') {
      if (subjectProblem) return baselineNotWritten(config, results, subjectProblem, progress);
      const recorded = await baselineProcesses(config, prepared, measure, count, progress);
      results = recorded.reduce(mergeResults, results);
      const problem = recorded
        .map((file) => invalidSubjectRounds(file, config.gate.subject))
        .find((found) => found !== undefined);
      if (problem) return baselineNotWritten(config, results, problem, progress);
      writeResultsFile(config.gate.baselinePath, results);
      progress.info(`baseline written to ${config.gate.baselinePath}`);
      return finish(config, results, { exitCode: 0 });
    }

    if (config.command !== 'compare') return finish(config, results, { exitCode: 0 });

    // In paired mode a head that crashed or answered wrong in the comparison table is the gate's to
    // judge: its own processes start it again, and a head failing where its base does not is a
    // finding against it (failed-rounds.ts), not a run that could not decide.
    const headToJudge = paired && failedWhileRunning(results, config.gate.subject);
    if (headToJudge) progress.warn(`${subjectProblem}: the gate's own process pairs will judge it`);
    if (subjectProblem && !headToJudge) {
      const gate = errorOutcome(
        config,
        paired ? 'paired' : 'stored-baseline',
        `subject not measured: ${subjectProblem}`,
      );
      return finish(config, results, { exitCode: 2, ...(baseline ? { baseline } : {}), gate });
    }
    if (!paired && !baseline) {
      const missing = noBaselineOutcome(config);
      progress.warn(missing.gate.notes.join(' '));
      return finish(config, results, missing);
    }
    return await judge({
      config,
      results,
      prepared,
      measure,
      ...(count ? { count } : {}),
      ...(baseline ? { baseline } : {}),
      ...(rebuilt ? { rebuilt } : {}),
      ...(choice ? { choice } : {}),
      progress,
      deadlineMs: run.deadlineMs,
    });
  } finally {
    run.cleanUp();
  }
}
