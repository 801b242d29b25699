import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  falseChangePointsPer200,
  falseIssuesPer1000Commits,
  HISTORY_COMMIT_LOG_SD,
  stepDetection,
} from '../helpers/change-point-simulation.ts';

// The full rates (more histories, more noise levels) are docs/history.md's, from
// `npm run simulate:history`; these fewer trials hold the goals with room for their sampling error.

test('an unchanged history of counted instructions, re-analysed after every commit: at most one false change point per 200 commits', () => {
  const named = falseChangePointsPer200(HISTORY_COMMIT_LOG_SD, 20, 5);
  assert.ok(named <= 1, `${named} change points per 200 commits`);
});

test('a 0.5% step in counted instructions is named at its commit within 5 commits at least 95% of the time', () => {
  const { foundWithin } = stepDetection(HISTORY_COMMIT_LOG_SD, 0.005, 200, 6);
  assert.ok(foundWithin >= 0.95, `found within 5 commits in ${foundWithin}`);
});

test('a flat 1,000-commit history of counted instructions, re-analysed after every commit and each slowdown confirmed by a paired run, opens no issue', async () => {
  const { issuesOpened } = await falseIssuesPer1000Commits(HISTORY_COMMIT_LOG_SD, 2, 7);
  assert.equal(issuesOpened, 0);
});

test('a 1% step in counted instructions is named at its commit within 3 commits at least 90% of the time', () => {
  const { foundWithin } = stepDetection(HISTORY_COMMIT_LOG_SD, 0.01, 200, 8, 3);
  assert.ok(foundWithin >= 0.9, `found within 3 commits in ${foundWithin}`);
});
