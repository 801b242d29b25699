import { escapeMarkdown } from '../report/escape-markdown.ts';
import { median } from 'simple-statistics';
import type { Config } from '../config/config.ts';
import { describeMionSource } from '../config/parse-mion-source.ts';
import { pairedDesign } from '../gate/gate-design.ts';
import { firstLookProcesses } from '../gate/gate-defaults.ts';
import { decidingChange } from '../gate/gate-types.ts';
import { runSequentialGate } from '../gate/sequential-gate.ts';
import type { CountInstructions, Progress } from '../stages/measure-types.ts';
import { measuring } from '../stages/measure.ts';
import { prepare } from '../stages/prepare.ts';
import { mergeResults } from '../results/merge-results.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { baseServerName, serversNamed } from '../servers/base-side.ts';
import { calibrationConfigFor, missingCalibrationServer } from './calibration-setup.ts';
import { renderInstructionCalibrationTable, type InstructionTrial } from './instruction-calibration-table.ts';
import { runInterleavedTrials } from './interleaved-trials.ts';
import { iterationsForRise } from './work-iterations.ts';

/**
 * Rises of the head's instructions per request tried besides A/A, in the order a trial runs them:
 * the sensitivity goal of this mode (0.3%, its default threshold) first, so that a calibration
 * stopped early has measured it, then 1%, which the gate must always catch.
 */
const ADDED_WORK_FRACTIONS = [0.003, 0.01];
/**
 * Loop iterations of the probe that prices one iteration (the slope of a loop's cost): long enough
 * to add several percent, far above the counts' spread (1,000 priced 35.76 instructions, 20,000
 * priced 35.0). Short loops have a fixed part on top, which the probe near the wanted size measures.
 */
const PROBE_ITERATIONS = 1_000;
/**
 * Process pairs of the probe near the smallest wanted size: a pair's difference spreads by about
 * 0.1% of a request's instructions, a third of a 0.3% rise, so one pair would size it by chance.
 */
const NEAR_PROBE_PAIRS = 3;

/**
 * calibrate --measure instructions: real paired gates on counted processes, head and base built from
 * the same source, the head burdened with a fixed number of loop iterations per request sized to add
 * 0.3% and 1% to its instructions per request (or nothing, A/A). A probe first counts one process
 * pair with a large burden, to learn what one iteration costs, and a second counts a few pairs near
 * the smallest size, to learn what a short loop really adds. Conditions alternate trial by trial.
 */
export async function runInstructionCalibration(config: Config, progress: Progress): Promise<number> {
  const { subject } = config.gate;
  const baseServer = baseServerName(subject);
  const calibrationConfig = calibrationConfigFor(config, [subject]);
  const scenarios = calibrationConfig.load.scenarios;
  const run = await prepare(calibrationConfig, progress);
  const { prepared, cleanUp } = run;
  try {
    const { count } = await measuring(calibrationConfig, run, progress);
    if (!count) throw new Error('calibrate --measure instructions prepared no instruction counting');
    const problem = missingCalibrationServer(prepared, [subject], subject);
    if (problem) {
      progress.warn(`calibration needs ${problem}`);
      return 2;
    }
    const pair = serversNamed(prepared, [subject, baseServer]);

    progress.info(`calibration: probing the cost of ${PROBE_ITERATIONS} loop iterations per request`);
    // The base carries the hook with no work: the hook itself costs about 1,700 instructions per
    // request, which a base without it would add to every condition (a "1%" measured +2.8% so).
    const probe = await count(pair, 1, {
      injectWorkIterations: { [subject]: PROBE_ITERATIONS, [baseServer]: 0 },
    });
    const burdened = medianCount(probe, subject);
    const plain = medianCount(probe, baseServer);
    const perIteration = (burdened - plain) / PROBE_ITERATIONS;
    if (!(perIteration > 0)) {
      progress.warn(
        `calibration: the probe counted no cost for the added work (${burdened} against ${plain})`,
      );
      return 2;
    }
    // A short loop costs less per iteration than the long probe's price: a second probe at the
    // smallest wanted size measures what that size really adds (work-iterations.ts).
    const sized = { plainInstructions: plain, perIteration };
    // The long probe's price alone: the same formula with nothing yet measured near the size.
    const nearIterations = iterationsForRise({
      ...sized,
      wantedRise: ADDED_WORK_FRACTIONS[0]!,
      nearIterations: 0,
      nearAdded: 0,
    });
    progress.info(
      `calibration: ${perIteration.toFixed(2)} instructions per iteration in a loop of ${PROBE_ITERATIONS}; ` +
        `probing ${nearIterations} iterations in ${NEAR_PROBE_PAIRS} process pairs`,
    );
    const near = await count(pair, NEAR_PROBE_PAIRS, {
      injectWorkIterations: { [subject]: nearIterations, [baseServer]: 0 },
    });
    const nearAdded = medianCount(near, subject) - medianCount(near, baseServer);
    if (!Number.isFinite(nearAdded)) {
      progress.warn('calibration: the probe near the wanted size counted no valid process');
      return 2;
    }
    const conditions = [
      { addedWork: 0, injectedIterations: 0 },
      ...ADDED_WORK_FRACTIONS.map((addedWork) => ({
        addedWork,
        injectedIterations: iterationsForRise({ ...sized, wantedRise: addedWork, nearIterations, nearAdded }),
      })),
    ];
    progress.info(
      `calibration: ${Math.round(plain)} instructions/request; ${nearIterations} iterations added ` +
        `${((nearAdded / plain) * 100).toFixed(3)}%; ` +
        conditions.map((c) => `${c.addedWork * 100}% = ${c.injectedIterations} iterations`).join(', '),
    );

    const environment = probe.environment;
    const settings =
      `${config.calibrationTrials} trials per condition planned, subject ${subject} (head and base from ` +
      `${describeMionSource(calibrationConfig.gate.baseSource!)}), scenario ${scenarios.join(', ')}, paired, ` +
      `threshold ${config.gate.instructionsThreshold * 100}%, confidence ${config.gate.confidence}, at most ` +
      `${config.gate.maxProcesses} process pairs; probe: ${Math.round(plain)} instructions/request, ` +
      `${perIteration.toFixed(2)} per loop iteration, ${nearIterations} iterations added ${Math.round(nearAdded)}`;
    const page = await runInterleavedTrials({
      config,
      conditions,
      settings,
      progress,
      describe: (condition) => `added work ${condition.addedWork * 100}%`,
      runTrial: async (condition): Promise<InstructionTrial> => {
        const inject = { [subject]: condition.injectedIterations, [baseServer]: 0 };
        const gate = await oneGate(calibrationConfig, baseServer, pair, count, inject);
        progress.info(`calibration: ${gate.verdict}, change ${(gate.change * 100).toFixed(2)}%`);
        return { ...condition, ...gate };
      },
      renderPage: (trials) =>
        `Instruction-count calibration on ${escapeMarkdown(environment.cpuModel)} (${environment.cpuCount} CPUs), Node ${escapeMarkdown(environment.nodeVersion)}, ${probe.createdAt}\n\n` +
        `Settings: ${escapeMarkdown(settings)}; trials completed: ${trials.length}\n\n${renderInstructionCalibrationTable(trials)}`,
    });
    process.stdout.write(`\n${page}`);
    return 0;
  } finally {
    cleanUp();
  }
}

async function oneGate(
  config: Config,
  baseServer: string,
  pair: ReturnType<typeof serversNamed>,
  count: CountInstructions,
  inject: Record<string, number>,
): Promise<Pick<InstructionTrial, 'verdict' | 'change' | 'processes' | 'wallSeconds'>> {
  const startedMs = Date.now();
  const design = pairedDesign(config.gate, baseServer);
  const initial: ResultsFile = await count(pair, firstLookProcesses(config.gate, design.sampling), {
    injectWorkIterations: inject,
  });
  let all = initial;
  const outcome = await runSequentialGate({
    ...design,
    initial,
    gate: config.gate,
    nowMs: Date.now,
    // One scenario (calibrate's first): the undecided ones are always it.
    measureMore: async (processes) => {
      const extra = await count(pair, processes, { injectWorkIterations: inject });
      all = mergeResults(all, extra);
      return extra;
    },
  });
  const [first] = outcome.metrics;
  return {
    verdict: outcome.verdict,
    change: first ? decidingChange(first).estimate : Number.NaN,
    processes: outcome.subjectProcesses + (outcome.confirmation ? design.sampling.confirmationProcesses : 0),
    wallSeconds: (Date.now() - startedMs) / 1000,
  };
}

function medianCount(file: ResultsFile, server: string): number {
  const samples =
    file.instructions?.scenarios[0]?.servers.find((entry) => entry.server === server)?.samples ?? [];
  const valid = samples.filter((sample) => sample.valid).map((sample) => sample.instructionsPerRequest);
  return valid.length > 0 ? median(valid) : Number.NaN;
}
