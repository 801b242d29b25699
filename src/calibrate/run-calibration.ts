import { median } from 'simple-statistics';
import type { Config } from '../config/config.ts';
import { DEFAULT_CONFIRMATION_ROUNDS } from '../gate/gate-defaults.ts';
import { runSequentialGate } from '../gate/sequential-gate.ts';
import { prepareMeasurement, type Progress } from '../pipeline.ts';
import { publishedMethodVerdict } from '../stats/published-method-verdict.ts';
import { writeFileAtomically } from '../results/results-file.ts';
import type { ResultsFile } from '../results/results-types.ts';
import type { PreparedServers } from '../servers/prepare-servers.ts';
import { renderCalibrationTable, type ConditionTally } from './calibration-table.ts';
import { CALIBRATION_SLOWDOWNS, injectionForSlowdownMicroseconds } from './injection-sizes.ts';

const CALIBRATION_BUDGET_MINUTES = 24 * 60;

/**
 * Measures, on this machine, how often the gate cries wolf (A/A: nothing changed) and how
 * often it catches an injected slowdown (A/B), next to the published method (one warm-up,
 * one run, raw percent difference) given the same seconds of load on the subject.
 * Conditions are interleaved trial by trial, so machine drift falls on all of them alike.
 */
export async function runCalibration(config: Config, progress: Progress): Promise<number> {
  const { subject, reference } = config.gate;
  // One scenario (the first given, hello by default) keeps each trial short and the median simple.
  const scenarios = config.load.scenarios.slice(0, 1);
  // Calibration runs for many times a compare's budget; each trial's gate keeps its own budget.
  const calibrationConfig = {
    ...config,
    load: { ...config.load, scenarios, servers: [reference, subject] },
    gate: { ...config.gate, timeBudgetMinutes: CALIBRATION_BUDGET_MINUTES },
  };
  const { prepared, measure } = await prepareMeasurement(calibrationConfig, progress);
  const missing = [subject, reference].find(
    (name) => !prepared.built.some((b) => b.definition.name === name),
  );
  if (missing) {
    const reason = prepared.unavailable.find((run) => run.name === missing)?.failure?.message ?? 'not built';
    progress.warn(`calibration needs ${missing}: ${reason}`);
    return 2;
  }
  const only = (names: string[]): PreparedServers => ({
    built: prepared.built.filter((built) => names.includes(built.definition.name)),
    unavailable: [],
  });
  const pair = only([subject, reference]);
  const subjectAlone = only([subject]);
  const subjectRps = (results: ResultsFile) => medianSubjectRps(results, subject);

  progress.info(`calibration: recording a baseline of ${config.gate.baselineRounds} rounds`);
  const baseline = await measure(pair, { rounds: config.gate.baselineRounds });
  const baselineRps = subjectRps(baseline);
  const conditions = [0, ...CALIBRATION_SLOWDOWNS].map((slowdown) => ({
    slowdown,
    injectedMicroseconds: slowdown === 0 ? 0 : injectionForSlowdownMicroseconds(baselineRps, slowdown),
  }));

  const gateTrials = new Map<number, { regression: boolean; change: number; subjectSeconds: number }[]>();
  for (let trial = 0; trial < config.calibrationTrials; trial++) {
    for (const condition of conditions) {
      progress.info(
        `calibration: gate trial ${trial + 1}/${config.calibrationTrials}, slowdown ${condition.slowdown}`,
      );
      const inject = condition.injectedMicroseconds ? { [subject]: condition.injectedMicroseconds } : {};
      const initial = await measure(pair, { injectCpuMicroseconds: inject });
      const gate = await runSequentialGate({
        baseline,
        initial,
        gate: config.gate,
        nowMs: Date.now,
        measureMore: (rounds) =>
          measure(pair, { rounds, roundsPerBlock: rounds, injectCpuMicroseconds: inject }),
      });
      const roundsMeasured = gate.subjectRounds + (gate.confirmation ? DEFAULT_CONFIRMATION_ROUNDS : 0);
      progress.info(
        `calibration: verdict ${gate.verdict}${gate.error ? ` (${gate.error})` : ''}, ${roundsMeasured} rounds`,
      );
      if (gate.verdict === 'error') throw new Error(`calibration trial failed: ${gate.error}`);
      const list = gateTrials.get(condition.slowdown) ?? [];
      list.push({
        regression: gate.verdict === 'regression',
        change: subjectRps(initial) / baselineRps - 1,
        subjectSeconds: roundsMeasured * config.load.durationSeconds,
      });
      gateTrials.set(condition.slowdown, list);
    }
  }

  // The published method gets the same seconds of load on the subject as the gate used on average.
  const allGateTrials = [...gateTrials.values()].flat();
  const publishedSeconds = Math.max(
    1,
    Math.round(allGateTrials.reduce((sum, trial) => sum + trial.subjectSeconds, 0) / allGateTrials.length),
  );
  const publishedOnce = (inject: Record<string, number>) =>
    measure(subjectAlone, {
      rounds: 1,
      roundsPerBlock: 1,
      durationSeconds: publishedSeconds,
      injectCpuMicroseconds: inject,
    });
  progress.info(`calibration: published method, one warm-up and one ${publishedSeconds} s run per trial`);
  const publishedBaselineRps = subjectRps(await publishedOnce({}));
  const publishedRegressions = new Map<number, number>();
  for (let trial = 0; trial < config.calibrationTrials; trial++) {
    for (const condition of conditions) {
      const inject = condition.injectedMicroseconds ? { [subject]: condition.injectedMicroseconds } : {};
      const measured = subjectRps(await publishedOnce(inject));
      const verdict = publishedMethodVerdict(
        measured,
        publishedBaselineRps,
        config.gate.rpsThreshold,
        'higher-is-better',
      );
      const flagged = verdict.regression ? 1 : 0;
      publishedRegressions.set(
        condition.slowdown,
        (publishedRegressions.get(condition.slowdown) ?? 0) + flagged,
      );
    }
  }

  const tallies: ConditionTally[] = conditions.map((condition) => {
    const trials = gateTrials.get(condition.slowdown) ?? [];
    return {
      ...condition,
      trials: trials.length,
      gateRegressions: trials.filter((trial) => trial.regression).length,
      publishedRegressions: publishedRegressions.get(condition.slowdown) ?? 0,
      measuredChange: median(trials.map((trial) => trial.change)),
    };
  });
  const table = renderCalibrationTable(tallies);
  const settings =
    `trials ${config.calibrationTrials} per condition, subject ${subject}, reference ${reference}, scenario ${scenarios.join(', ')}, ` +
    `${config.load.rounds} rounds of ${config.load.durationSeconds} s (max ${config.gate.maxRounds}), ` +
    `threshold ${config.gate.rpsThreshold * 100}%, confidence ${config.gate.confidence}, ` +
    `baseline ${config.gate.baselineRounds} rounds; published method: one ${publishedSeconds} s run`;
  const page = `Calibration on ${baseline.environment.cpuModel} (${baseline.environment.cpuCount} CPUs), Node ${baseline.environment.nodeVersion}, ${baseline.createdAt}\n\nSettings: ${settings}\n\n${table}`;
  process.stdout.write(`\n${page}`);
  if (config.markdownPath) writeFileAtomically(config.markdownPath, page);
  if (config.outPath)
    writeFileAtomically(config.outPath, `${JSON.stringify({ settings, tallies }, null, 2)}\n`);
  return 0;
}

function medianSubjectRps(results: ResultsFile, subject: string): number {
  const rounds = results.scenarios
    .flatMap((scenario) => scenario.servers)
    .filter((entry) => entry.server === subject)
    .flatMap((entry) => entry.rounds)
    .filter((round) => round.valid);
  return rounds.length === 0 ? Number.NaN : median(rounds.map((round) => round.requestsPerSecond));
}
