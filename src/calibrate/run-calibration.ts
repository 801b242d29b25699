import { escapeMarkdown } from '../report/escape-markdown.ts';
import { runnerNoiseSentence } from './runner-noise.ts';
import type { Config } from '../config/config.ts';
import { describeMionSource } from '../config/parse-mion-source.ts';
import { comparePaired } from '../gate/compare-paired.ts';
import { pairedDesign, storedBaselineDesign, type GateDesign } from '../gate/gate-design.ts';
import { firstLookProcesses } from '../gate/gate-defaults.ts';
import { decidingChange } from '../gate/gate-types.ts';
import { runSequentialGate } from '../gate/sequential-gate.ts';
import type { Progress } from '../stages/measure-types.ts';
import { measuring } from '../stages/measure.ts';
import { prepare } from '../stages/prepare.ts';
import { serversNamed } from '../servers/base-side.ts';
import { mergeResults } from '../results/merge-results.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { selectBlocks } from '../results/select-blocks.ts';
import { baseServerName } from '../servers/base-side.ts';
import { medianOrNaN } from '../stats/median-or-nan.ts';
import { publishedMethodVerdict } from '../stats/published-method-verdict.ts';
import { calibrationConfigFor, missingCalibrationServer } from './calibration-setup.ts';
import { renderCalibrationTable, type CalibrationTrial, type ModeTrial } from './calibration-table.ts';
import { runInterleavedTrials } from './interleaved-trials.ts';
import {
  CALIBRATION_SLOWDOWNS,
  injectionForSlowdownMicroseconds,
  rescaledInjectionMicroseconds,
} from './injection-sizes.ts';

/**
 * Process pairs of the probe that sizes the injection before the trials. The loss is read from the
 * pairs' log differences, whose spread is about 4.5% per pair on a quiet day here: 12 pairs put the
 * probe's standard error near 1.3 points, against about 2.7 for the 3 pairs of the first version
 * (docs/calibration.md, section 2).
 */
const PROBE_PROCESSES = 12;

/**
 * Probes in a row, each sized from the one before. A loss grows less than in proportion to the added
 * cost (the first guess, from the formula, cost 19.6% for an aimed 8% loaded together, and scaling
 * that down in proportion would have overshot), so a second probe near the aim corrects the first.
 */
const PROBE_STEPS = 2;

/**
 * Measures, on this machine, what a user of the gate should expect: for A/A trials (nothing
 * changed) and trials with a CPU cost injected into the head, the whole verdict distribution of the
 * paired mode and of the stored-baseline mode, side by side, and of the published method (one
 * warm-up, one run each, raw percent difference). Conditions are interleaved trial by trial, so the
 * machine's drift falls on all of them alike.
 *
 * Each mode measures its own processes, as it would in a compare: the paired gate's blocks start
 * head (injected in the A/B condition) and base and load them at the same time; the stored-baseline
 * gate's blocks load head and reference one after the other, as its baseline, recorded at the start,
 * was. Each is the real sequential gate, whose requests for more processes are served from its
 * trial's blocks in order, measuring new blocks as it asks; its wall time is the sum of those
 * blocks'. The published method reads one more block of head and base, loaded one after the other.
 * `--modes` leaves a mode out (its baseline too), for a calibration of the other alone.
 */
export async function runCalibration(config: Config, progress: Progress): Promise<number> {
  const { subject, reference } = config.gate;
  const baseServer = baseServerName(subject);
  // Paired trials need none; a reference among the servers is measured for the stored-baseline mode.
  const subjectAndReference = reference ? [subject, reference] : [subject];
  const calibrationConfig = calibrationConfigFor(config, [...(reference ? [reference] : []), subject]);
  const scenarios = calibrationConfig.load.scenarios;
  const run = await prepare(calibrationConfig, progress);
  const { prepared, cleanUp } = run;
  try {
    const { measure } = await measuring(calibrationConfig, run, progress);
    const missing = missingCalibrationServer(prepared, subjectAndReference, subject);
    if (missing) {
      progress.warn(`calibration needs ${missing}`);
      return 2;
    }
    const processes = (
      names: string[],
      count: number,
      inject: Record<string, number> = {},
      loadTogether = false,
    ) =>
      measure(serversNamed(prepared, names), {
        rounds: count,
        roundsPerBlock: 1,
        injectCpuMicroseconds: inject,
        loadTogether,
      });
    const modes = config.calibrationModes;
    const pairedDesignOf = pairedDesign(calibrationConfig.gate, baseServer);

    let baseline: ResultsFile | undefined;
    if (modes.includes('stored-baseline')) {
      progress.info(`calibration: recording a baseline of ${config.gate.baselineProcesses} processes`);
      baseline = await processes(subjectAndReference, config.gate.baselineProcesses);
    }
    // The injection is sized from the subject's own speed: its first processes, when no baseline gives it.
    const speedSample = baseline ?? (await processes([subject, baseServer], 3));
    const baselineRps = medianRps(speedSample, subject);

    const conditions = [{ slowdown: 0, injectedMicroseconds: 0 }];
    for (const slowdown of CALIBRATION_SLOWDOWNS) {
      let injectedMicroseconds = injectionForSlowdownMicroseconds(baselineRps, slowdown);
      for (let step = 1; step <= PROBE_STEPS; step++) {
        const tried = injectedMicroseconds;
        // Loaded as the paired gate loads them: the probe reads the loss the paired trials will see.
        const probe = await processes(
          [subject, baseServer],
          PROBE_PROCESSES,
          { [subject]: tried },
          pairedDesignOf.loadTogether,
        );
        const probeChange = pairedRpsChange(probe, baseServer, calibrationConfig);
        const measuredLoss = -probeChange.estimate;
        injectedMicroseconds = rescaledInjectionMicroseconds(tried, measuredLoss, slowdown);
        progress.info(
          `calibration: probe ${step}/${PROBE_STEPS}: ${tried} µs/request cost ${(measuredLoss * 100).toFixed(1)}% ` +
            `(${PROBE_PROCESSES} pairs, 95% interval ${(-probeChange.upper * 100).toFixed(1)}% to ${(-probeChange.lower * 100).toFixed(1)}%); ` +
            `next ${injectedMicroseconds} µs for ${slowdown * 100}%`,
        );
      }
      conditions.push({ slowdown, injectedMicroseconds });
    }

    const settings =
      `${config.calibrationTrials} trials per condition planned, subject ${subject} (head and base from ${describeMionSource(calibrationConfig.gate.baseSource ?? calibrationConfig.mionSource)}), ` +
      `reference ${reference ?? 'none'}, scenario ${scenarios.join(', ')}, ${config.load.durationSeconds} s rounds after ${config.load.warmupSeconds} s warm-up, ` +
      `one round per process, at most ${config.gate.maxProcesses} processes, threshold ${config.gate.rpsThreshold * 100}%, ` +
      `confidence ${config.gate.confidence}, modes ${modes.join(' and ')}` +
      `${baseline ? `, stored baseline ${config.gate.baselineProcesses} processes` : ''}; ` +
      `paired: head and base loaded at the same time; published method: one more process of head and of base, one run each, one after the other`;
    const environment = speedSample.environment;
    const page = await runInterleavedTrials({
      config,
      conditions,
      settings,
      progress,
      describe: (condition) => `injected loss ${condition.slowdown * 100}%`,
      runTrial: async (condition): Promise<CalibrationTrial> => {
        const inject = condition.injectedMicroseconds ? { [subject]: condition.injectedMicroseconds } : {};
        const trialModes: CalibrationTrial['modes'] = {};
        const blocks: CalibrationTrial['blocks'] = [];
        if (modes.includes('paired')) {
          const pool = new BlockPool(() =>
            processes(pairedDesignOf.servers, 1, inject, pairedDesignOf.loadTogether),
          );
          trialModes.paired = await replayGate(pairedDesignOf, pool, calibrationConfig);
          blocks.push(...pool.perBlockRps(subject, baseServer, reference));
        }
        if (baseline) {
          const pool = new BlockPool(() => processes(subjectAndReference, 1, inject));
          const first = await pool.take(0, 1);
          trialModes['stored-baseline'] = await replayGate(
            storedBaselineDesign(calibrationConfig.gate, baseline, first),
            pool,
            calibrationConfig,
          );
          blocks.push(...pool.perBlockRps(subject, baseServer, reference));
        }
        const alone = await processes([subject, baseServer], 1, inject);
        const published = publishedMethodVerdict(
          medianRps(alone, subject),
          medianRps(alone, baseServer),
          config.gate.rpsThreshold,
          'higher-is-better',
        );
        progress.info(
          `calibration: ${modes.map((mode) => `${mode} ${trialModes[mode]?.verdict}`).join(', ')}`,
        );
        return {
          slowdown: condition.slowdown,
          injectedMicroseconds: condition.injectedMicroseconds,
          modes: trialModes,
          published: { changeFraction: published.changeFraction, regression: published.regression },
          blocks,
        };
      },
      renderPage: (trials) => {
        const noise = runnerNoiseSentence(trials, subject, baseServer);
        return (
          `Calibration on ${escapeMarkdown(environment.cpuModel)} (${environment.cpuCount} CPUs), Node ${escapeMarkdown(environment.nodeVersion)}, ${speedSample.createdAt}\n\n` +
          `Settings: ${escapeMarkdown(settings)}; trials completed: ${trials.length}\n\n${renderCalibrationTable(trials, config.gate.rpsThreshold, modes)}` +
          (noise ? `\n\n${noise}\n` : '')
        );
      },
    });
    process.stdout.write(`\n${page}`);

    return 0;
  } finally {
    cleanUp();
  }
}

/** The blocks of one trial, measured one at a time and only when a gate first asks for them. */
class BlockPool {
  private file: ResultsFile | undefined;
  private blocks = 0;
  /** Wall seconds of each block: the gate's own servers. */
  readonly blockSeconds: number[] = [];

  constructor(private readonly measureBlock: () => Promise<ResultsFile>) {}

  /** Blocks [from, to), measured as needed; block numbers follow the pool's order. */
  async take(from: number, to: number): Promise<ResultsFile> {
    while (this.blocks < to) {
      const next = await this.measureBlock();
      this.blockSeconds.push(next.durationSeconds);
      this.file = this.file ? mergeResults(this.file, next) : next;
      this.blocks++;
    }
    return { ...selectBlocks(this.file!, this.serverNames(), from, to), durationSeconds: 0 };
  }

  private serverNames(): string[] {
    return this.file!.scenarios.flatMap((result) => result.servers.map((entry) => entry.server));
  }

  perBlockRps(
    head: string,
    base: string,
    reference: string | undefined,
  ): Array<Record<string, number | null>> {
    const rounds = (server: string) =>
      this.file!.scenarios[0]!.servers.find((entry) => entry.server === server)?.rounds ?? [];
    return Array.from({ length: this.blocks }, (_, block) => {
      const rps = (server: string) => {
        const round = rounds(server).find((candidate) => candidate.block === block && candidate.valid);
        return round ? round.requestsPerSecond : null;
      };
      return { head: rps(head), base: rps(base), reference: reference === undefined ? null : rps(reference) };
    });
  }
}

async function replayGate(design: GateDesign, pool: BlockPool, config: Config): Promise<ModeTrial> {
  let used = firstLookProcesses(config.gate);
  const initial = await pool.take(0, used);
  const outcome = await runSequentialGate({
    ...design,
    initial: selectBlocks(initial, design.servers, 0, used),
    gate: config.gate,
    nowMs: Date.now,
    measureMore: async (count) => {
      const extra = await pool.take(used, used + count);
      used += count;
      return selectBlocks(extra, design.servers, 0, Number.POSITIVE_INFINITY);
    },
  });
  const rps = outcome.metrics.find((metric) => metric.metric === 'requestsPerSecond');
  const change = rps ? decidingChange(rps) : undefined;
  const measuredSeconds = pool.blockSeconds.slice(0, used).reduce((sum, seconds) => sum + seconds, 0);
  return {
    verdict: outcome.verdict,
    change: change?.estimate ?? Number.NaN,
    lower: change?.lower ?? Number.NaN,
    upper: change?.upper ?? Number.NaN,
    processes: used,
    wallSeconds: Math.round(measuredSeconds),
    ...(rps && rps.mode === 'stored-baseline'
      ? {
          estimates: Object.fromEntries(
            Object.entries(rps.estimates).map(([name, interval]) => [
              name,
              { estimate: interval.estimate, lower: interval.lower, upper: interval.upper },
            ]),
          ),
        }
      : {}),
    ...(outcome.error ? { error: outcome.error } : {}),
  };
}

/** The paired gate's own estimate of the head's change of requests/s against the base. */
function pairedRpsChange(results: ResultsFile, baseServer: string, config: Config) {
  const comparisons = comparePaired(results, baseServer, {
    ...config.gate,
    pairedGateMetrics: ['requestsPerSecond'],
  });
  return comparisons[0]!.estimates.paired!;
}

function medianRps(results: ResultsFile, server: string): number {
  const rounds = results.scenarios
    .flatMap((scenario) => scenario.servers)
    .filter((entry) => entry.server === server)
    .flatMap((entry) => entry.rounds)
    .filter((round) => round.valid);
  return medianOrNaN(rounds.map((round) => round.requestsPerSecond));
}
