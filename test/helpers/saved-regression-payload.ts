import { errorBudget } from '../../src/gate/error-budget.ts';
import { WALL_TIME_SAMPLING } from '../../src/gate/gate-defaults.ts';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { resultsMarker } from '../../src/publish/comment-marker.ts';
import type { CommentPayload } from '../../src/publish/comment-payload.ts';
import { comparison } from '../report/gate-fixture.ts';
import { syntheticResults } from './synthetic-results.ts';

/**
 * The comment's data a paired compare saves for pull request `pullRequestNumber` at `headSha`
 * when mion's requests/s fell 8% in hello: a regression, as mode: rejudge and mode: comment read it.
 */
export function savedRegressionPayload(
  pullRequestNumber: number,
  headSha: string,
  accepted?: GateOutcome['accepted'],
): CommentPayload {
  const results = syntheticResults({ scenarios: { hello: [{ 'http-node': 20_000, mion: 9_000 }] } });
  results.settings.subject = 'mion';
  const stored = comparison('requestsPerSecond', -0.08, -0.08, 'regression');
  const gate: GateOutcome = {
    verdict: 'regression',
    mode: 'paired',
    comparedWith: 'the base of the pull request',
    metrics: [
      { ...stored, mode: 'paired', decidedBy: 'paired', estimates: { paired: stored.estimates.ratio! } },
    ],
    subject: 'mion',
    reference: 'http-node',
    subjectProcesses: 8,
    environmentDrift: [],
    notes: [],
    errorBudget: errorBudget(
      { confidence: 0.95, maxProcesses: 24, pullRequestScenarios: 1 },
      WALL_TIME_SAMPLING,
      1,
      1,
    ),
    ...(accepted ? { accepted } : {}),
  };
  return {
    schemaVersion: 2,
    pullRequestNumber,
    headSha,
    marker: resultsMarker(results, 'mion')!,
    results,
    gate,
  };
}
