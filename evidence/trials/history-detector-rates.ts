/**
 * Benchmark (not a test): the history's change-point detector (src/history/change-points.ts) as the
 * workflow runs it, re-analysed after every commit, on simulated histories of counted instructions.
 * Prints docs/history.md's table. Run: npm run simulate:history
 */
import {
  falseChangePointsPer200,
  falseIssuesPer1000Commits,
  HISTORY_COMMIT_LOG_SD,
  stepDetection,
} from '../../test/helpers/change-point-simulation.ts';

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

// Issues, not change points: each slowdown named gets the paired confirmation run the workflow makes.
const HISTORIES_OF_1000 = Number(process.env.HISTORIES ?? 20);
console.log('');
console.log('| Noise per commit | Slowdowns named per 1,000 commits | False issues per 1,000 commits |');
console.log('| --: | --: | --: |');
for (const sd of [HISTORY_COMMIT_LOG_SD, 2 * HISTORY_COMMIT_LOG_SD]) {
  const { slowdownsNamed, issuesOpened } = await falseIssuesPer1000Commits(sd, HISTORIES_OF_1000, 13);
  console.log(
    `| ${percent(sd).replace(/\.0%$/, '%')} | ${slowdownsNamed.toFixed(2)} | ${issuesOpened.toFixed(2)} |`,
  );
}
console.log(`(${HISTORIES_OF_1000} flat histories of 1,000 commits per row)`);
