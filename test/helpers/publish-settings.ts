import type { PublishSettings } from '../../src/config/action-inputs.ts';

/** The action's publishing defaults in a benchmark job: no token, no comment, a regression fails. */
export const BENCHMARK_JOB_PUBLISH: PublishSettings = {
  token: '',
  comment: false,
  commentOn: 'always',
  failOnRegression: true,
  payloadPath: 'perf-gate-results/comment-payload.json',
};
