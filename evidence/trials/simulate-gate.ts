/**
 * Simulation (not a test): the gate's verdict rates under the two-level noise model, with the
 * model's variance components fitted to a calibration's real trials (calibrate --out FILE.json), or
 * the figures measured before calibration when no file is given. Prints the fitted components and a
 * markdown table of rates for both modes: A/A, the 8% loss, and the sensitivity sweep of paired mode.
 * Its last column, pairs summed over the scenarios each look measured, is what the measuring time
 * is proportional to (later looks measure only the undecided scenarios).
 *
 * Run: npm run simulate -- evidence/data/calibration.json   (GATES per condition in the env, default 2000)
 * Seeded: the same file gives the same table.
 *
 * A calibration of paired mode alone (calibrate --modes paired) gives paired rows alone.
 * CHANGES=0,-0.03,-0.1 npm run simulate -- FILE.json: paired rows at the default threshold for
 * those true changes only (the changes a calibration's conditions measured), for a side-by-side
 * table; SCENARIOS=3 gates that many scenarios together, the change in one of them;
 * MAX_PROCESSES=48 lets the sequential gate add pairs up to that many (default 24);
 * RPS_THRESHOLD="5%,update-user=2%" (the action's input form) sets the CHANGES rows' thresholds and
 * LOSS_IN=update-user the scenario that carries the change (the first one otherwise).
 * PAIR_LOG_SD=0.029 npm run simulate: paired mode alone, for a measured spread of a pair's log
 * head/base (npm run bench:duet prints it for loading head and base at the same time); a projection
 * from that spread, not a calibration of gates.
 */
import { parseThresholds } from '../../src/config/parse-thresholds.ts';
import { gateSettings } from '../../test/helpers/synthetic-results.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { verdictRates } from '../../test/helpers/gate-simulation.ts';
import { calibrationNoise } from '../../test/helpers/calibration-noise.ts';
import { MEASURED_MION_HELLO_NOISE, type TwoLevelNoise } from '../../test/helpers/two-level-noise.ts';

const GATES = Number(process.env.GATES ?? 2000);

const path = process.argv[2];
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const describe = (noise: TwoLevelNoise) =>
  `run offset ${percent(noise.runOffsetLogSd)}, block shared ${percent(noise.blockSharedLogSd)}, process ${percent(noise.processLogSd)}, round ${percent(noise.roundLogSd)}`;
let noise: TwoLevelNoise | TwoLevelNoise[] = MEASURED_MION_HELLO_NOISE;
const pairLogSd = process.env.PAIR_LOG_SD === undefined ? undefined : Number(process.env.PAIR_LOG_SD);
if (pairLogSd !== undefined && !(pairLogSd > 0 && pairLogSd < 1)) {
  throw new Error(`PAIR_LOG_SD must be a fraction between 0 and 1, got ${process.env.PAIR_LOG_SD}`);
}
let pairedOnly = pairLogSd !== undefined;
if (pairLogSd !== undefined) {
  // A pair's two processes each draw their own luck: sd of the difference = sqrt(2) × each one's.
  noise = { runOffsetLogSd: 0, blockSharedLogSd: 0, processLogSd: pairLogSd / Math.SQRT2, roundLogSd: 0 };
  console.log(
    `Paired mode alone, a pair's log head/base spreading ${percent(pairLogSd)} (PAIR_LOG_SD); ${GATES} gates per row\n`,
  );
} else if (path) {
  const { runOffsetLogSd, perTrial, measuredReference } = calibrationNoise(path);
  noise = perTrial;
  pairedOnly = !measuredReference;
  const sorted = (pick: (one: TwoLevelNoise) => number) => perTrial.map(pick).sort((a, b) => a - b);
  const median = (pick: (one: TwoLevelNoise) => number) => sorted(pick)[Math.floor(perTrial.length / 2)]!;
  const processSds = sorted((one) => one.processLogSd);
  console.log(
    `Noise model fitted to the ${perTrial.length} trials of ${path}, one set of components per trial; each simulated gate draws one. ` +
      `Run offset ${percent(runOffsetLogSd)}; per trial, block shared ${percent(median((one) => one.blockSharedLogSd))} and process ${percent(median((one) => one.processLogSd))} (medians), ` +
      `process from ${percent(processSds[0]!)} to ${percent(processSds.at(-1)!)}; ${GATES} gates per row\n`,
  );
} else {
  console.log(
    `Noise model (measured before calibration): ${describe(MEASURED_MION_HELLO_NOISE)}; ${GATES} gates per row\n`,
  );
}
console.log(
  '| Mode | Threshold | True change | pass | inconclusive | regression | Processes per side (median) | Scenario pairs measured (median) |',
);
console.log('| :-- | --: | --: | --: | --: | --: | --: | --: |');
const rows: Array<['paired' | 'stored-baseline', number, number]> = [
  ['paired', 0.05, 0],
  ['paired', 0.05, -0.08],
  // The calibration's "8%" head measured -9.5% against its base (median of 12 paired gates).
  ['paired', 0.05, -0.095],
  ['paired', 0.05, -0.12],
  ['stored-baseline', 0.05, 0],
  ['stored-baseline', 0.05, -0.08],
  ['stored-baseline', 0.05, -0.095],
  ['paired', 0.02, 0],
  ['paired', 0.02, -0.03],
  ['paired', 0.02, -0.04],
  ['paired', 0.015, 0],
  ['paired', 0.015, -0.03],
  ['paired', 0.02, -0.025],
  ['paired', 0.01, 0],
  ['paired', 0.01, -0.02],
  ['paired', 0.01, -0.03],
];
const SCENARIO_NAMES = ['hello', 'update-user', 'heavy-validation'].slice(
  0,
  Number(process.env.SCENARIOS ?? 1),
);
const rpsThreshold = process.env.RPS_THRESHOLD
  ? parseThresholds('RPS_THRESHOLD', process.env.RPS_THRESHOLD, SCENARIO_NAMES)
  : undefined;
const lossIn = process.env.LOSS_IN ?? SCENARIO_NAMES[0]!;
if (!SCENARIO_NAMES.includes(lossIn)) throw new Error(`LOSS_IN must be one of ${SCENARIO_NAMES.join(', ')}`);
const chosenRows: typeof rows = process.env.CHANGES
  ? process.env.CHANGES.split(',').map((change) => [
      'paired',
      rpsThreshold?.everyScenario ?? 0.05,
      Number(change),
    ])
  : rows;
// MAX_PROCESSES=48: what a larger cap on process pairs would buy (the gate's default is 24).
const maxProcesses = process.env.MAX_PROCESSES ? { maxProcesses: Number(process.env.MAX_PROCESSES) } : {};
if (
  maxProcesses.maxProcesses !== undefined &&
  !(Number.isInteger(maxProcesses.maxProcesses) && maxProcesses.maxProcesses >= 8)
) {
  throw new Error(`MAX_PROCESSES must be a whole number of at least 8, got ${process.env.MAX_PROCESSES}`);
}
let seed = 1;
for (const [mode, threshold, trueChange] of chosenRows) {
  // A pair's spread says nothing of a reference's: no stored-baseline rows from it.
  if (pairedOnly && mode !== 'paired') continue;
  const gate = gateSettings({
    rpsThreshold: threshold,
    latencyThreshold: threshold,
    ...(process.env.CHANGES && rpsThreshold ? { rpsThresholdByScenario: rpsThreshold.byScenario } : {}),
    ...maxProcesses,
  });
  const rates = await verdictRates(
    {
      random: seededRandom(seed++),
      mode,
      noise,
      gate,
      scenarios: SCENARIO_NAMES,
      trueChange: SCENARIO_NAMES.length === 1 ? trueChange : { [lossIn]: trueChange },
    },
    GATES,
  );
  console.log(
    `| ${mode} | ${process.env.CHANGES && process.env.RPS_THRESHOLD ? process.env.RPS_THRESHOLD : percent(threshold)} | ${percent(trueChange)} | ${percent(rates.pass)} | ${percent(rates.inconclusive)} | ${percent(rates.regression)} | ${rates.medianProcesses} | ${rates.medianScenarioPairs} |`,
  );
}
