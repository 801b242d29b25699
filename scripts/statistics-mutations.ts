/**
 * The statistics mutations: each breaks one statistical safeguard of the gate, and the tests named
 * in TESTS must fail under every one of them. Run by scripts/check-statistics-mutations.ts; kept in a
 * module of its own so a fast test can hold each mutation's text to the source it edits (a mutation
 * whose text the source no longer holds guards nothing).
 */
export const STATISTICS_TESTS = [
  'test/gate/sequential-gate.test.ts',
  'test/gate/compare-paired.test.ts',
  'test/gate/compare-instructions.test.ts',
  'test/gate/pull-request-statistics.test.ts',
  'test/gate/two-level-simulation.test.ts',
  'test/gate/instruction-simulation.test.ts',
  'test/gate/detectable-worsening.test.ts',
  'test/gate/readme-rates.test.ts',
  'test/gate/failed-rounds.test.ts',
  'test/gate/run-failures.test.ts',
  'test/gate/crash-watch.test.ts',
  'test/stats/classify-change.test.ts',
  'test/stats/slow-process-test.test.ts',
];

export interface StatisticsMutation {
  name: string;
  /** Relative to the repository's root. */
  file: string;
  original: string;
  mutated: string;
}

export const STATISTICS_MUTATIONS: StatisticsMutation[] = [
  {
    name: 'the slow-process margin dropped (any slow process the t test finds)',
    file: 'src/stats/slow-process-test.ts',
    original: 'headMoreErratic: statistic > criticalValue && excess > SLOW_PROCESS_MARGIN_LOG,',
    mutated: 'headMoreErratic: statistic > criticalValue,',
  },
  {
    name: 'one slow process looked for (no step sets the slowest aside)',
    file: 'src/stats/slow-process-test.ts',
    original: 'const steps = Math.max(1, Math.floor(differences.length / PAIRS_PER_SLOW_PROCESS));',
    mutated: 'const steps = 1;',
  },
  {
    name: 'wrong quantile (±1: a 68% interval)',
    file: 'src/stats/t-interval.ts',
    original: 'studentTQuantile((1 + confidence) / 2, degreesOfFreedom) * standardError',
    mutated: '1 * standardError',
  },
  {
    name: 'one-sided look (the quantile of confidence, not of (1 + confidence) / 2)',
    file: 'src/stats/t-interval.ts',
    original: 'studentTQuantile((1 + confidence) / 2, degreesOfFreedom) * standardError',
    mutated: 'studentTQuantile(confidence, degreesOfFreedom) * standardError',
  },
  {
    name: 'an unconfirmed regression judged on the first look alone (the fresh processes ignored)',
    file: 'src/gate/sequential-gate.ts',
    original:
      'const together = pooled.find((candidate) => sameComparison(candidate, comparison)) ?? comparison;',
    mutated: 'const together = comparison;',
  },
  {
    name: 'the metrics factor left out of the error budget (one comparison a scenario)',
    file: 'src/gate/compare-paired.ts',
    original: "scenarios.length * comparisonsPerScenario(gate, 'wall-time', 'paired'),",
    mutated: 'scenarios.length,',
  },
  {
    name: 'instructions priced with the wall-time look plan',
    file: 'src/gate/compare-instructions.ts',
    original: 'return errorBudget(gate, INSTRUCTION_SAMPLING, scenarios);',
    // The wall-time plan written out: the file does not import it.
    mutated:
      'return errorBudget(gate, { firstLookProcesses: 8, extraProcesses: 4, confirmationProcesses: 8 }, scenarios);',
  },
  {
    name: 'no between-run allowance (a stored instruction gate at the paired threshold)',
    file: 'src/gate/compare-instructions.ts',
    original: 'export const STORED_BETWEEN_RUNS_ALLOWANCE = 0.001;',
    mutated: 'export const STORED_BETWEEN_RUNS_ALLOWANCE = 0;',
  },
  {
    name: 'the noise guard applied to the whole pull request (one noisy comparison hides the rest)',
    file: 'src/gate/sequential-gate.ts',
    original: "  if (metrics.some((m) => m.verdict === 'regression' || m.verdict === 'likely-regression'))",
    mutated:
      "  if (metrics.some((m) => m.tooNoisy)) return 'inconclusive';\n  if (metrics.some((m) => m.verdict === 'regression' || m.verdict === 'likely-regression'))",
  },
  {
    name: 'undecided comparisons waved through (the undecided rule left out)',
    file: 'src/gate/undecided-rule.ts',
    original: '  if (likelyWithinThreshold(comparison, decidingChange(comparison))) return comparison;',
    mutated: '  return comparison;',
  },
  {
    // The rule before issue 50: an undecided comparison failed only when its interval was also
    // clear of zero, so the noisier the runner, the surer an undecided loss passed.
    name: 'AND rule (an undecided comparison passes whenever its interval holds zero)',
    file: 'src/gate/undecided-rule.ts',
    original: '  if (likelyWithinThreshold(comparison, decidingChange(comparison))) return comparison;',
    mutated:
      '  if (likelyWithinThreshold(comparison, decidingChange(comparison)) || decidingChange(comparison).lower * decidingChange(comparison).upper <= 0) return comparison;',
  },
  {
    // The rule before issue 50: one failure more than the base left a comparison undecided, which passed.
    name: 'one excess passes (a head must fail in two more processes than its base)',
    file: 'src/gate/failed-rounds.ts',
    original: 'export const HEAD_FAILURE_EXCESS = 1;',
    mutated: 'export const HEAD_FAILURE_EXCESS = 2;',
  },
  {
    // The confirmation before 2026-11-28: 8 fresh pairs however late the regression was seen.
    name: 'eight fresh pairs confirm at every look (not a third of a noisy run)',
    file: 'src/gate/gate-defaults.ts',
    original: 'return Math.max(sampling.confirmationProcesses, third);',
    mutated: 'return sampling.confirmationProcesses + 0 * third;',
  },
  {
    // The watch sized for a crash as often as the threshold of chance, not 9 times in 10.
    name: 'the crash watch short by a factor of ln 10 (a crash once in N met 63% of the time)',
    file: 'src/gate/crash-watch.ts',
    original: 'return Math.ceil(onceInRequests * Math.log(1 / (1 - CRASH_WATCH_CATCH_SHARE)));',
    mutated: 'return Math.ceil(onceInRequests);',
  },
  {
    // The rule before issue 50: unchanged only inside ± the threshold, so a gain whose interval
    // reached past +threshold stayed undecided and spent every process the gate had.
    name: 'two-sided question (a gain must be bounded under +threshold to be decided)',
    file: 'src/stats/classify-change.ts',
    original: "  if (better.lower > -thresholdFraction) return 'unchanged';",
    mutated:
      "  if (better.lower > -thresholdFraction && better.upper < thresholdFraction) return 'unchanged';",
  },
  {
    name: 'no multiplicity control (each comparison gets the whole budget)',
    file: 'src/gate/error-budget.ts',
    original: '(1 - gate.confidence) / comparisons',
    mutated: '(1 - gate.confidence) / 1',
  },
  {
    name: 'looks ignored (one fixed interval at every look)',
    file: 'src/gate/error-budget.ts',
    original: 'repeatedLookConfidence(sizes, perComparison)',
    mutated: 'perComparison',
  },
  {
    // The other way round: intervals wider than their level needs cost every pull request power.
    name: 'looks paid twice (Bonferroni over the looks on top of the repeated intervals)',
    file: 'src/gate/error-budget.ts',
    original: 'repeatedLookConfidence(sizes, perComparison)',
    mutated: 'repeatedLookConfidence(sizes, 1 - (1 - perComparison) / sizes.length)',
  },
];
