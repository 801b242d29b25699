import type { GateSettings } from '../config/config.ts';
import { describeMionSource } from '../config/parse-mion-source.ts';
import type { ResultsFile } from '../results/results-types.ts';
import { comparePaired } from './compare-paired.ts';
import { compareResults } from './compare-results.ts';
import { environmentDrift } from './environment-drift.ts';
import type { ComparisonMode, MetricComparison } from './gate-types.ts';

/** What the gate measures and how it compares, for one of the two modes. */
export interface GateDesign {
  mode: ComparisonMode;
  /** The two servers each of the gate's processes runs: [subject, base] or [subject, reference]. */
  servers: [string, string];
  comparedWith: string;
  environmentDrift: string[];
  compare: (file: ResultsFile, label: string) => MetricComparison[];
}

/** Paired mode: head and base of the subject in the same processes' rounds, no reference involved. */
export function pairedDesign(gate: GateSettings, baseServer: string): GateDesign {
  const source = gate.baselineSource ? ` (${describeMionSource(gate.baselineSource)})` : '';
  return {
    mode: 'paired',
    servers: [gate.subject, baseServer],
    comparedWith: `the base of the pull request, ${gate.subject} built from the base source${source} and measured in the same run`,
    environmentDrift: [],
    compare: (file, label) => comparePaired(file, baseServer, gate, label),
  };
}

/** Stored-baseline mode: this run's subject and reference against a results file recorded earlier. */
export function storedBaselineDesign(
  gate: GateSettings,
  baseline: ResultsFile,
  current: ResultsFile,
): GateDesign {
  const drift = environmentDrift(baseline.environment, current.environment);
  return {
    mode: 'stored-baseline',
    servers: [gate.subject, gate.reference],
    comparedWith: `the stored baseline ${gate.baselinePath} (recorded ${baseline.createdAt})`,
    environmentDrift: drift,
    compare: (file, label) => compareResults(file, baseline, gate, label, drift),
  };
}
