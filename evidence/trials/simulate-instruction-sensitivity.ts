/**
 * Simulation (not a test): what instruction mode would need to catch a 0.3% rise 9 times in 10 while
 * A/A still passes, swept over thresholds and caps on counted process pairs. The real sequential
 * gate of --measure instructions, every built-in scenario gated together, the rise in one, counted
 * processes drawn from the design noise (0.1% per process; the committed baseline's spread 0.04-0.09%).
 *
 * Run: npm run simulate:instructions   (seeded: the same table every time)
 * CHANGES=0,0.0019,0.0085 SCENARIOS=1 npm run simulate:instructions: the verdict shares at the
 * defaults for those rises (a calibration's measured ones) with that many scenarios gated, the
 * rise in the first, to set beside real gates (calibrate --measure instructions gates one).
 * THRESHOLDS=0.002,0.0022 MAX_PROCESSES=16,24 npm run simulate:instructions: sweep those instead.
 * The last column sums the counted pairs over the scenarios each look counted (later looks count
 * the undecided ones only): what the counting time is proportional to.
 */
import { INSTRUCTION_MAX_PROCESSES } from '../../src/gate/gate-defaults.ts';
import {
  instructionGate,
  instructionRates,
  MEASURED_NOISE,
  SCENARIOS,
} from '../../test/helpers/instruction-gate-simulation.ts';

const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
if (process.env.CHANGES) {
  const scenarios = SCENARIOS.slice(0, Number(process.env.SCENARIOS ?? 3));
  console.log('| True rise | pass | inconclusive | regression | Pairs (median) | Scenario pairs (median) |');
  console.log('| --: | --: | --: | --: | --: | --: |');
  let rowSeed = 700;
  for (const rise of process.env.CHANGES.split(',').map(Number)) {
    const rates = await instructionRates(MEASURED_NOISE, rise, rowSeed++, instructionGate, scenarios);
    console.log(
      `| ${percent(rise, 2)} | ${percent(rates.pass)} | ${percent(rates.inconclusive)} | ${percent(rates.regression)} | ${rates.medianProcesses} | ${rates.medianScenarioPairs} |`,
    );
  }
  process.exit(0);
}
const listOf = (name: string, fallback: number[]) => {
  const text = process.env[name];
  if (text === undefined) return fallback;
  const values = text.split(',').map(Number);
  if (values.some((value) => !(value > 0))) throw new Error(`${name} must be positive numbers, got ${text}`);
  return values;
};
const THRESHOLDS = listOf('THRESHOLDS', [0.003, 0.0025, 0.002]);
const MAX_PROCESSES = listOf('MAX_PROCESSES', [INSTRUCTION_MAX_PROCESSES, 16]);

console.log(
  '| Threshold | Pairs at most | A/A: pass / regression | 0.3% rise caught | Pairs (median: A/A, 0.3%) | Scenario pairs (median: A/A, 0.3%) |',
);
console.log('| --: | --: | :-- | --: | :-- | :-- |');
let seed = 500;
for (const instructionsThreshold of THRESHOLDS) {
  for (const maxProcesses of MAX_PROCESSES) {
    const gate = { ...instructionGate, instructionsThreshold, maxProcesses };
    const same = await instructionRates(MEASURED_NOISE, 0, seed++, gate);
    const rise = await instructionRates(MEASURED_NOISE, 0.003, seed++, gate);
    console.log(
      `| ${percent(instructionsThreshold, 2)} | ${maxProcesses} | ${percent(same.pass)} / ${percent(same.regression)} | ${percent(rise.regression)} | ${same.medianProcesses}, ${rise.medianProcesses} | ${same.medianScenarioPairs}, ${rise.medianScenarioPairs} |`,
    );
  }
}
