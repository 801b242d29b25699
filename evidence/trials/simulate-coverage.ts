/**
 * Simulation (not a test): how often the intervals of all three default scenarios, at every look
 * the real sequential gate takes, cover the true change together (95% stated), under the design
 * noise and under the noise fitted trial by trial to each real calibration, at several true changes.
 * A gate that stops at its first look is covered more than stated: repeated confidence intervals
 * are priced for every look the plan allows.
 *
 * Run: npm run simulate:coverage   (GATES per cell in the env, default 1500; seeded)
 */
import { fileURLToPath } from 'node:url';
import { gateSettings } from '../../test/helpers/synthetic-results.ts';
import { calibrationNoise } from '../../test/helpers/calibration-noise.ts';
import { simultaneousCoverage } from '../../test/helpers/simultaneous-coverage.ts';
import { MEASURED_MION_HELLO_NOISE, type TwoLevelNoise } from '../../test/helpers/two-level-noise.ts';

const GATES = Number(process.env.GATES ?? 1500);
const CHANGES = [0, -0.03, -0.05, -0.08];
const fitted = (name: string) =>
  calibrationNoise(fileURLToPath(new URL(`../data/calibration-${name}.json`, import.meta.url))).perTrial;
const NOISES: Array<[string, TwoLevelNoise | TwoLevelNoise[]]> = [
  ['design noise (mion hello, 3.9% a pair)', MEASURED_MION_HELLO_NOISE],
  ['fitted to the heavy-validation trials', fitted('heavy-validation')],
  ['fitted to the update-user trials', fitted('update-user')],
];

const gate = gateSettings();
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(`Simultaneous coverage, three scenarios, every look; ${GATES} pull requests a cell\n`);
console.log(`| Noise | ${CHANGES.map((change) => `true change ${percent(change)}`).join(' | ')} |`);
console.log(`| :-- |${CHANGES.map(() => ' --: |').join('')}`);
let seed = 1;
for (const [name, noise] of NOISES) {
  const cells: string[] = [];
  for (const trueChange of CHANGES) {
    const scenarios = ['hello', 'update-user', 'heavy-validation'] as const;
    cells.push(
      percent(
        await simultaneousCoverage({
          gate,
          scenarios: [...scenarios],
          noise,
          trueChange,
          gates: GATES,
          seed: seed++,
        }),
      ),
    );
  }
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
