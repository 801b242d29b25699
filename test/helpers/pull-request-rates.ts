import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { verdictRates } from './gate-simulation.ts';
import { instructionRates, MEASURED_NOISE } from './instruction-gate-simulation.ts';
import { gateSettings } from './synthetic-results.ts';
import { MEASURED_MION_HELLO_NOISE } from './two-level-noise.ts';

/** One row of the rates the README states: a condition and the share of pull requests per verdict. */
export interface PullRequestRate {
  condition: string;
  pass: number;
  inconclusive: number;
  regression: number;
}

const SCENARIOS: ScenarioName[] = ['hello', 'update-user', 'heavy-validation'];
const GATES = 2000;

/**
 * The per-pull-request rates of the gate at its defaults, every built-in scenario gated together,
 * the change (if any) in one scenario; simulated with fixed seeds, so the README's table
 * (`npm run simulate:rates`) is reproducible and test/gate/readme-rates.test.ts can hold it to them.
 */
export async function pullRequestRates(): Promise<PullRequestRate[]> {
  const gate = gateSettings();
  const wallTime = async (condition: string, loss: number, seed: number): Promise<PullRequestRate> => {
    const rates = await verdictRates(
      {
        mode: 'paired',
        gate,
        scenarios: SCENARIOS,
        noise: MEASURED_MION_HELLO_NOISE,
        random: seededRandom(seed),
        trueChange: loss === 0 ? 0 : { 'heavy-validation': -loss },
      },
      GATES,
    );
    return { condition, pass: rates.pass, inconclusive: rates.inconclusive, regression: rates.regression };
  };
  const counted = async (condition: string, rise: number, seed: number): Promise<PullRequestRate> => {
    const rates = await instructionRates(MEASURED_NOISE, rise, seed);
    return { condition, pass: rates.pass, inconclusive: rates.inconclusive, regression: rates.regression };
  };
  return [
    await wallTime('wall time, nothing changed (A/A)', 0, 31),
    await wallTime('wall time, 3% loss in one scenario', 0.03, 32),
    await wallTime('wall time, 5% loss (the threshold) in one scenario', 0.05, 33),
    await wallTime('wall time, 8% loss in one scenario', 0.08, 34),
    await counted('instructions, nothing changed (A/A)', 0, 35),
    await counted('instructions, 0.3% rise (the threshold) in one scenario', 0.003, 36),
    await counted('instructions, 0.5% rise in one scenario', 0.005, 37),
  ];
}

/** The table as the README prints it. */
export function ratesTable(rows: PullRequestRate[]): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return [
    '| Pull request | pass | inconclusive | regression |',
    '| :----------- | ---: | -----------: | ---------: |',
    ...rows.map(
      (row) =>
        `| ${row.condition} | ${percent(row.pass)} | ${percent(row.inconclusive)} | ${percent(row.regression)} |`,
    ),
  ].join('\n');
}
