import type { GateSettings } from '../config/config.ts';
import type { InstructionSample, ResultsFile } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { classifyChange } from '../stats/classify-change.ts';
import { matchedProcesses } from '../stats/process-samples.ts';
import { pairedLogChange, welchLogChange } from '../stats/t-interval.ts';
import { sampleStandardDeviation } from 'simple-statistics';
import { detectableWorsening } from './detectable-worsening.ts';
import { errorBudget } from './error-budget.ts';
import { INSTRUCTION_SAMPLING } from './gate-defaults.ts';
import { thresholdFor } from './gate-thresholds.ts';
import { discordantCountFailures, verdictWithFailures } from './failed-rounds.ts';
import type { MetricComparison } from './gate-types.ts';
import { ComparisonError, scenariosToCompare } from './scenario-rounds.ts';
import {
  buildDifference,
  buildMethodOf,
  countingConditionsOf,
  countingDifferences,
} from './counting-conditions.ts';

/**
 * Paired mode with --measure instructions: the head's instructions per request against the base's,
 * process number by process number (the two were counted side by side). One metric, lower is better;
 * the intervals share the pull request's error budget (error-budget.ts) over scenarios and looks.
 */
export function compareInstructionsPaired(
  current: ResultsFile,
  baseServer: string,
  gate: GateSettings,
  currentLabel = 'current run',
): MetricComparison[] {
  const scenarios = scenariosToCompare(current, currentLabel);
  const side = (label: string, name: string) => {
    const row = current.servers.find((server) => server.name === name);
    return { label: `${label} "${name}"`, ...(row ? { build: buildMethodOf(row) } : {}) };
  };
  const builtAlike = buildDifference(
    side('head', gate.subject),
    side('base', baseServer),
    gate.allowBuildDifference,
  );
  if (builtAlike) throw new ComparisonError(`${currentLabel}: ${builtAlike}`);
  const budget = instructionBudget(gate, scenarios.length);
  const confidence = budget.intervalConfidence;
  return scenarios.map((scenario) => {
    const pairs = matchedProcesses(
      logCountByProcess(instructionSamplesOf(current, currentLabel, scenario, gate.subject, 'head')),
      logCountByProcess(instructionSamplesOf(current, currentLabel, scenario, baseServer, 'base')),
    );
    if (pairs.length === 0) {
      throw new ComparisonError(
        `${currentLabel} has no process in scenario "${scenario}" where both head "${gate.subject}" and base "${baseServer}" were counted`,
      );
    }
    const differences = pairs.map((pair) => pair.first - pair.second);
    const comparison = judged(
      scenario,
      gate,
      'paired',
      { paired: pairedLogChange(differences, confidence) },
      differences,
    );
    const failures = discordantCountFailures(current, scenario, gate.subject, baseServer);
    return {
      ...comparison,
      verdict: verdictWithFailures(comparison.verdict, failures),
      ...(failures.headOnly + failures.baseOnly > 0 ? { failures } : {}),
    };
  });
}

/**
 * Between two runs of one source (another day, another machine), each scenario counted in a process
 * of its own, a count moved by up to 0.12% (docs/instructions.md, "What moves a count"): an offset
 * shared by every process of a run, which no number of this run's processes can measure away.
 * A stored comparison is judged at the threshold plus this allowance. Simulated with runs up to
 * 0.15% apart (test/gate/instruction-simulation.test.ts): at a process spread of 0.18%, the most
 * one run showed, an unchanged source fails the check in 0.7–0.9% of pull requests (7.4% at the
 * threshold alone; 1.1–1.9% with 0.075%), and a 0.5% rise fails 91–93%.
 */
export const STORED_BETWEEN_RUNS_ALLOWANCE = 0.001;

/**
 * Stored-baseline mode with --measure instructions: this run's counts of the subject against the
 * baseline's. A count depends on the Node that ran the server and on how it was counted, never on the
 * machine's speed, so no reference is divided out; what moves between runs is allowed for in the
 * threshold (STORED_BETWEEN_RUNS_ALLOWANCE). A baseline counted under other conditions
 * (counting-conditions.ts) is refused, as its difference would be read as a regression.
 */
export function compareInstructionsStored(
  current: ResultsFile,
  baseline: ResultsFile,
  gate: GateSettings,
  currentLabel = 'current run',
): MetricComparison[] {
  refuseIncomparable(current, baseline, gate, currentLabel);
  const scenarios = scenariosToCompare(current, currentLabel);
  const budget = instructionBudget(gate, scenarios.length);
  const confidence = budget.intervalConfidence;
  return scenarios.map((scenario) => {
    const now = logCountByProcess(
      instructionSamplesOf(current, currentLabel, scenario, gate.subject, 'subject'),
    );
    const before = logCountByProcess(
      instructionSamplesOf(baseline, gate.baselinePath, scenario, gate.subject, 'subject'),
    );
    const raw = welchLogChange([...now.values()], [...before.values()], confidence);
    return judged(scenario, gate, 'raw', { raw }, [...now.values()], STORED_BETWEEN_RUNS_ALLOWANCE);
  });
}

/** Counted instructions' share of the pull request's budget: one comparison a scenario, the counting look plan. */
function instructionBudget(gate: GateSettings, scenarios: number) {
  return errorBudget(gate, INSTRUCTION_SAMPLING, scenarios);
}

const NOT_COUNTED = 'has no instruction counts (it was not measured with --measure instructions)';

function judged(
  scenario: ScenarioName,
  gate: GateSettings,
  decidedBy: 'paired' | 'raw',
  estimates: MetricComparison['estimates'],
  /** One log figure per sample: head minus base per pair, or this run's processes. */
  sampleLogs: number[],
  /** Added to the threshold for what the samples cannot measure (the offset between two runs). */
  allowance = 0,
): MetricComparison {
  const threshold = thresholdFor(gate, 'instructionsPerRequest', scenario) + allowance;
  const deciding = estimates[decidedBy]!;
  return {
    scenario,
    metric: 'instructionsPerRequest',
    mode: decidedBy === 'paired' ? 'paired' : 'stored-baseline',
    decidedBy,
    estimates,
    threshold,
    verdict: classifyChange(deciding, threshold, 'lower-is-better'),
    ...(sampleLogs.length >= 2 ? { spreadLog: sampleStandardDeviation(sampleLogs) } : {}),
    ...detectableWorsening(deciding, 'instructionsPerRequest', threshold),
  };
}

/** The valid counts of one server in one scenario; a ComparisonError names what is missing. */
export function instructionSamplesOf(
  file: ResultsFile,
  label: string,
  scenario: ScenarioName,
  server: string,
  role: string,
): InstructionSample[] {
  if (!file.instructions) {
    throw new ComparisonError(`${label} ${NOT_COUNTED}`);
  }
  const samples =
    file.instructions.scenarios
      .find((candidate) => candidate.scenario === scenario)
      ?.servers.find((entry) => entry.server === server)?.samples ?? [];
  if (samples.length === 0) {
    throw new ComparisonError(
      `${label} has no instruction counts of ${role} "${server}" in scenario "${scenario}"`,
    );
  }
  const valid = samples.filter((sample) => sample.valid && sample.instructionsPerRequest > 0);
  if (valid.length === 0) {
    throw new ComparisonError(
      `${label} has no valid instruction count of ${role} "${server}" in scenario "${scenario}": all ${samples.length} failed (first reason: ${samples[0]?.invalidReason ?? 'none given'})`,
    );
  }
  return valid;
}

function logCountByProcess(samples: InstructionSample[]): Map<number, number> {
  return new Map(samples.map((sample) => [sample.process, Math.log(sample.instructionsPerRequest)]));
}

function refuseIncomparable(
  current: ResultsFile,
  baseline: ResultsFile,
  gate: GateSettings,
  label: string,
): void {
  for (const [file, fileLabel] of [
    [current, label],
    [baseline, gate.baselinePath],
  ] as const) {
    if (!file.instructions) throw new ComparisonError(`${fileLabel} ${NOT_COUNTED}`);
  }
  const differences = countingDifferences(
    gate.subject,
    countingConditionsOf(current, gate.subject),
    countingConditionsOf(baseline, gate.subject),
    { allowBuildDifference: gate.allowBuildDifference },
  );
  if (differences.length > 0) {
    throw new ComparisonError(
      `instruction counts of ${label} and ${gate.baselinePath} cannot be compared: ${differences.join('; ')}; record the baseline again with --measure instructions`,
    );
  }
}
