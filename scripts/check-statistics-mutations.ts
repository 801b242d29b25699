/**
 * Mutation check of the gate's statistics (not a test: it edits source files for a minute each).
 * Each mutation breaks one statistical safeguard; the statistics tests are then run, and the ones
 * that fail are printed. Every mutation must fail at least one test, or the tests do not guard it.
 * The file is restored after each run, also when the run throws.
 *
 * Run: npm run check:mutations   (about 2 minutes per mutation on 2 cores)
 *   MUTATIONS=noise,undecided npm run check:mutations   only the mutations whose names hold a word
 *   MUTATION_TESTS=test/gate/sequential-gate.test.ts,…  only those tests (the fast ones, in seconds)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TESTS = [
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

interface Mutation {
  name: string;
  file: string;
  original: string;
  mutated: string;
}

const MUTATIONS: Mutation[] = [
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

const wanted = process.env.MUTATIONS?.split(',').filter(Boolean);
const tests = (process.env.MUTATION_TESTS?.split(',').filter(Boolean) ?? TESTS).filter((test) =>
  existsSync(`${root}${test}`),
);
let unguarded = 0;
for (const mutation of MUTATIONS.filter((m) => !wanted || wanted.some((word) => m.name.includes(word)))) {
  const path = `${root}${mutation.file}`;
  const source = readFileSync(path, 'utf8');
  if (source.split(mutation.original).length !== 2) {
    throw new Error(`${mutation.file}: the text of mutation "${mutation.name}" is not there exactly once`);
  }
  writeFileSync(path, source.replace(mutation.original, mutation.mutated));
  let output: string;
  try {
    // TAP named: under npm run the runner picks its spec reporter, whose lines the count below cannot read.
    output = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=tap', '--test-concurrency=1', ...tests],
      {
        cwd: root,
        encoding: 'utf8',
      },
    ).stdout;
  } finally {
    writeFileSync(path, source);
  }
  const results = output.split('\n').filter((line) => /^(not )?ok \d/.test(line));
  if (results.length === 0) throw new Error(`mutation "${mutation.name}": no test result could be read`);
  const failing = results.filter((line) => line.startsWith('not ok'));
  if (failing.length === 0) unguarded++;
  console.log(`- ${mutation.name}: ${failing.length} failing`);
  for (const line of failing) console.log(`  - ${line.replace(/^not ok \d+ - /, '')}`);
}
process.exitCode = unguarded === 0 ? 0 : 1;
