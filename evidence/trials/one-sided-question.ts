/**
 * What the gate's one question (is the head worse by more than the threshold? src/stats/classify-change.ts)
 * does to a pull request: the real sequential gate at its defaults, three scenarios, mion hello's
 * measured noise, 4,000 simulated pull requests a row with fixed seeds. docs/statistics.md ("One
 * question") sets these figures beside the same rows under the rule before issue 50, got by running
 * this script with the line of the mutation "two-sided question" (scripts/check-statistics-mutations.ts)
 * in place.
 *
 *   node --import tsx evidence/trials/one-sided-question.ts      (about a minute)
 */
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { checkFailing, verdictRates } from '../../test/helpers/gate-simulation.ts';
import { gateSettings } from '../../test/helpers/synthetic-results.ts';
import { MEASURED_MION_HELLO_NOISE, type ProcessEffect } from '../../test/helpers/two-level-noise.ts';

const GATES = 4000;
const gate = gateSettings();
const scenarios: ScenarioName[] = ['hello', 'update-user', 'heavy-validation'];

/** The head `factor` times as slow in 2 of 5 of its heavy-validation processes. */
const slowPath =
  (factor: number): ProcessEffect =>
  (scenario, server, random) => ({
    logFactor:
      server === gate.subject && scenario === 'heavy-validation' && random.uniform() < 0.4
        ? -Math.log(factor)
        : 0,
    valid: true,
  });

const rows: Array<[string, number | Partial<Record<ScenarioName, number>>, number, ProcessEffect?]> = [
  ['4% gain in one scenario', { hello: 0.04 }, 506],
  ['nothing changed (A/A)', 0, 504],
  ['5% loss (the threshold) in one scenario', { 'heavy-validation': -0.05 }, 501],
  ['8% loss in one scenario', { 'heavy-validation': -0.08 }, 505],
  ['head 30% slower in 2 of 5 processes of one scenario', 0, 502, slowPath(1.3)],
  ['head 3 times as slow in 2 of 5 processes of one scenario', 0, 503, slowPath(3)],
];

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
console.log('| Pull request | pass | check fails | median processes a side | median scenario-pairs |');
console.log('| :-- | --: | --: | --: | --: |');
for (const [condition, trueChange, seed, processEffect] of rows) {
  const rates = await verdictRates(
    {
      mode: 'paired',
      gate,
      scenarios,
      noise: MEASURED_MION_HELLO_NOISE,
      random: seededRandom(seed),
      trueChange,
      ...(processEffect ? { processEffect } : {}),
    },
    GATES,
  );
  console.log(
    `| ${condition} | ${percent(rates.pass)} | ${percent(checkFailing(rates))} | ${rates.medianProcesses} | ${rates.medianScenarioPairs} |`,
  );
}
