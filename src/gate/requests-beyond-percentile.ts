import type { RoundSample } from '../results/results-types.ts';
import { medianOrNaN } from '../stats/median-or-nan.ts';
import type { GatedMetric } from './gate-types.ts';

/**
 * A percentile of one process's round is only as good as the requests beyond it: with a handful,
 * p99.9 is the round's single worst stall, and a pause of the machine decides the comparison. Ten
 * beyond it put a process's p99.9 within about a third of its own value (1/√10), inside p99.9's 60%
 * threshold; fewer, and it is not gated at all.
 */
export const LEAST_REQUESTS_BEYOND = 10;

const SHARE_BEYOND: Partial<Record<GatedMetric, number>> = { latencyP999: 0.001, latencyP99: 0.01 };

/**
 * Why `metric` cannot be gated on these rounds (their median round holding fewer than
 * LEAST_REQUESTS_BEYOND requests beyond the percentile), with what would give it enough; undefined
 * when it can, or when the metric is no tail percentile.
 */
export function tooFewBeyond(metric: GatedMetric, rounds: RoundSample[]): string | undefined {
  const share = SHARE_BEYOND[metric];
  if (share === undefined || rounds.length === 0) return undefined;
  const requests = medianOrNaN(rounds.map((round) => round.requestsTotal));
  const beyond = Math.floor(requests * share);
  if (!(beyond < LEAST_REQUESTS_BEYOND)) return undefined;
  const needed = Math.ceil(LEAST_REQUESTS_BEYOND / share);
  return (
    `a round holds ${beyond} requests beyond ${metric === 'latencyP999' ? 'p99.9' : 'p99'} (${Math.round(requests)} in all), ` +
    `too few to gate it (at least ${LEAST_REQUESTS_BEYOND}: ${needed.toLocaleString('en-US')} requests a round, from a longer duration or a higher rate)`
  );
}
