/**
 * Benchmark (not a test): the history's change-point detector (src/history/change-points.ts) as the
 * workflow runs it, re-analysed after every commit, on simulated histories of counted instructions.
 * Prints docs/history.md's table. Run: npm run simulate:history
 */
import {
  falseChangePointsPer200,
  HISTORY_COMMIT_LOG_SD,
  stepDetection,
} from '../test/helpers/change-point-simulation.ts';

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(
  '| Noise per commit | False change points per 200 commits | 0.3% step: named within 5 commits (median commits) | 0.5% step | 1% step |',
);
console.log('| --: | --: | --: | --: | --: |');
for (const sd of [HISTORY_COMMIT_LOG_SD, 2 * HISTORY_COMMIT_LOG_SD]) {
  const steps = [0.003, 0.005, 0.01].map((step) => stepDetection(sd, step, 1000, 11));
  console.log(
    `| ${percent(sd).replace(/\.0%$/, '%')} | ${falseChangePointsPer200(sd, 200, 12).toFixed(2)} | ` +
      steps.map((found) => `${percent(found.foundWithin)} (${found.medianDelay})`).join(' | ') +
      ' |',
  );
}
