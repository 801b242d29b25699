/**
 * Simulation (not a test): the gate's verdict rates under the two-level noise model, with the
 * model's variance components fitted to a calibration's real trials (calibrate --out FILE.json), or
 * the figures measured before calibration when no file is given. Prints the fitted components and a
 * markdown table of rates for both modes: A/A, the 8% loss, and the sensitivity sweep of paired mode.
 *
 * Run: npm run simulate -- docs/calibration.json   (GATES per condition in the env, default 2000)
 */
import { readFileSync } from 'node:fs';
import { mean, sampleCovariance, sampleVariance } from 'simple-statistics';
import { gateSettings } from '../test/helpers/synthetic-results.ts';
import { seededRandom } from '../test/helpers/seeded-random.ts';
import { verdictRates } from '../test/helpers/gate-simulation.ts';
import { MEASURED_MION_HELLO_NOISE, type TwoLevelNoise } from '../test/helpers/two-level-noise.ts';

const GATES = Number(process.env.GATES ?? 2000);

interface CalibrationFile {
  trials: Array<{ blocks: Array<{ head: number | null; base: number | null; reference: number | null }> }>;
}

/**
 * One round per process, so process luck and round noise cannot be told apart: their sum is fitted
 * as process luck. Within a trial, head minus base cancels the run and the block's shared noise, so
 * half its variance is one process's own; base and reference of a block share the block's noise, so
 * their covariance is its variance; what the trial means of base vary beyond that is the run offset.
 */
function fitNoise(file: CalibrationFile): TwoLevelNoise {
  const pooled = (groups: number[][]) => {
    const centred = groups.flatMap((values) => values.map((value) => value - mean(values)));
    const degrees = groups.reduce((sum, values) => sum + values.length - 1, 0);
    return centred.reduce((sum, value) => sum + value ** 2, 0) / degrees;
  };
  const complete = file.trials.map(
    (trial) =>
      trial.blocks.filter((block) => block.head && block.base && block.reference) as Array<
        Record<string, number>
      >,
  );
  const differences = complete.map((blocks) => blocks.map((b) => Math.log(b.head!) - Math.log(b.base!)));
  const ownVariance = pooled(differences) / 2;
  const sharedCovariances = complete
    .filter((blocks) => blocks.length > 2)
    .map((blocks) =>
      sampleCovariance(
        blocks.map((b) => Math.log(b.base!)),
        blocks.map((b) => Math.log(b.reference!)),
      ),
    );
  const sharedVariance = Math.max(0, mean(sharedCovariances));
  const baseMeans = complete.map((blocks) => mean(blocks.map((b) => Math.log(b.base!))));
  const blocksPerTrial = mean(complete.map((blocks) => blocks.length));
  const runVariance = Math.max(
    0,
    sampleVariance(baseMeans) - (ownVariance + sharedVariance) / blocksPerTrial,
  );
  return {
    runOffsetLogSd: Math.sqrt(runVariance),
    blockSharedLogSd: Math.sqrt(sharedVariance),
    processLogSd: Math.sqrt(ownVariance),
    roundLogSd: 0,
  };
}

const path = process.argv[2];
const noise = path
  ? fitNoise(JSON.parse(readFileSync(path, 'utf8')) as CalibrationFile)
  : MEASURED_MION_HELLO_NOISE;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(
  `Noise model (${path ? `fitted to ${path}` : 'measured before calibration'}): run offset ${percent(noise.runOffsetLogSd)}, ` +
    `block shared ${percent(noise.blockSharedLogSd)}, process ${percent(noise.processLogSd)}, round ${percent(noise.roundLogSd)}; ${GATES} gates per row\n`,
);
console.log(
  '| Mode | Threshold | True change | pass | inconclusive | regression | Processes per side (median) |',
);
console.log('| :-- | --: | --: | --: | --: | --: | --: |');
const rows: Array<['paired' | 'stored-baseline', number, number]> = [
  ['paired', 0.05, 0],
  ['paired', 0.05, -0.08],
  ['stored-baseline', 0.05, 0],
  ['stored-baseline', 0.05, -0.08],
  ['paired', 0.02, 0],
  ['paired', 0.02, -0.03],
  ['paired', 0.02, -0.04],
  ['paired', 0.015, 0],
  ['paired', 0.015, -0.03],
];
let seed = 1;
for (const [mode, threshold, trueChange] of rows) {
  const gate = gateSettings({ rpsThreshold: threshold, latencyThreshold: threshold });
  const rates = await verdictRates({ random: seededRandom(seed++), mode, noise, gate, trueChange }, GATES);
  console.log(
    `| ${mode} | ${percent(threshold)} | ${percent(trueChange)} | ${percent(rates.pass)} | ${percent(rates.inconclusive)} | ${percent(rates.regression)} | ${rates.medianProcesses} |`,
  );
}
