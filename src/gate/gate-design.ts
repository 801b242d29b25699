import type { GateSettings } from '../config/config.ts';
import { describeMionSource } from '../config/parse-mion-source.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { compareInstructionsPaired, compareInstructionsStored } from './compare-instructions.ts';
import { comparePaired } from './compare-paired.ts';
import { compareResults, storedReference } from './compare-results.ts';
import { environmentDrift } from './environment-drift.ts';
import { INSTRUCTION_SAMPLING, WALL_TIME_SAMPLING, type SamplingPlan } from './gate-defaults.ts';
import type { ComparisonMode, MetricComparison } from './gate-types.ts';

/** What the gate measures and how it compares, for one of the two modes. */
export interface GateDesign {
  mode: ComparisonMode;
  /**
   * The servers each of the gate's processes runs: [subject, base] in paired mode; [subject,
   * reference] against a stored baseline; the subject alone for counted instructions, which need
   * no reference.
   */
  servers: string[];
  comparedWith: string;
  environmentDrift: string[];
  compare: (file: ResultsFile, label: string) => MetricComparison[];
  sampling: SamplingPlan;
  /**
   * The two servers of each process pair are loaded at the same time (paired mode): the shared
   * machine's bursts then fall on head and base alike (docs/calibration.md, section 1). A stored
   * baseline was recorded one server at a time, so its mode measures that way too.
   */
  loadTogether: boolean;
}

/** Paired mode: head and base of the subject in the same processes' rounds, no reference involved. */
export function pairedDesign(
  gate: GateSettings,
  baseServer: string,
  /** Set when the base is the stored baseline's subject, built again from what the baseline recorded. */
  rebuiltFrom?: string,
): GateDesign {
  const source = gate.baseServersDir
    ? ` (its server folder from ${gate.baseServersDir})`
    : gate.baseSource
      ? ` (${describeMionSource(gate.baseSource)})`
      : '';
  const counted = gate.measure === 'instructions';
  return {
    mode: 'paired',
    servers: [gate.subject, baseServer],
    comparedWith: rebuiltFrom
      ? `the stored baseline's ${gate.subject}, built again from ${rebuiltFrom} and measured in the same run`
      : `the base of the pull request, ${gate.subject} built from the base source${source} and measured in the same run`,
    environmentDrift: [],
    compare: counted
      ? (file, label) => compareInstructionsPaired(file, baseServer, gate, label)
      : (file, label) => comparePaired(file, baseServer, gate, label),
    sampling: counted ? INSTRUCTION_SAMPLING : WALL_TIME_SAMPLING,
    loadTogether: !counted,
  };
}

/** Stored-baseline mode: this run's subject (and reference) against a results file recorded earlier. */
export function storedBaselineDesign(
  gate: GateSettings,
  baseline: ResultsFile,
  current: ResultsFile,
): GateDesign {
  const drift = environmentDrift(baseline.environment, current.environment);
  const comparedWith = `the stored baseline ${gate.baselinePath} (recorded ${baseline.createdAt})`;
  if (gate.measure === 'instructions') {
    // A count does not depend on the machine's speed: the machine's drift is no reason to divide.
    return {
      mode: 'stored-baseline',
      servers: [gate.subject],
      comparedWith,
      environmentDrift: drift,
      compare: (file, label) => compareInstructionsStored(file, baseline, gate, label),
      sampling: INSTRUCTION_SAMPLING,
      loadTogether: false,
    };
  }
  return {
    mode: 'stored-baseline',
    servers: [gate.subject, storedReference(gate)],
    comparedWith,
    environmentDrift: drift,
    compare: (file, label) => compareResults(file, baseline, gate, label, drift),
    sampling: WALL_TIME_SAMPLING,
    loadTogether: false,
  };
}
