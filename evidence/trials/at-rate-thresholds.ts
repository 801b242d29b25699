/**
 * How the default thresholds at a rate were chosen: the real sequential gate, its processes drawn
 * from real paired runs at a quarter (or, CAPACITY=half, half) of the capacity
 * (test/helpers/latency-at-rate-rates.ts), at each candidate threshold: each percentile, and the event
 * loop (`loop`, gated alone) where the processes measured it. CAPACITY=quarterP99Only draws from the
 * runs of 2026-11-27, before the event loop was watched, where the percentiles' thresholds were chosen. A threshold is a candidate when an unchanged pull request fails at most
 * 2% and passes decided most of the time; among those, the lowest catches the most.
 *
 *   npm run simulate:at-rate-thresholds            (GATES=2000 by default, about a minute)
 *   CAPACITY=half GATES=1000 npm run simulate:at-rate-thresholds
 *   CAPACITY=quarterP99Only npm run simulate:at-rate-thresholds
 */
import type { GatedMetric } from '../../src/gate/gate-types.ts';
import {
  LATENCY_AT_RATE_DATA,
  latencyAtRateRates,
  measuredEventLoop,
  readLatencyTrial,
  type SimulatedPercentile,
} from '../../test/helpers/latency-at-rate-rates.ts';
import { checkFailing } from '../../test/helpers/gate-simulation.ts';

const GATES = Number(process.env.GATES ?? 2000);
if (!(Number.isInteger(GATES) && GATES > 0)) {
  console.error(`at-rate-thresholds: GATES must be a positive whole number, got ${process.env.GATES}`);
  process.exit(2);
}
const CAPACITY = (process.env.CAPACITY ?? 'quarter') as keyof typeof LATENCY_AT_RATE_DATA;
if (!(CAPACITY in LATENCY_AT_RATE_DATA)) {
  console.error(
    `at-rate-thresholds: CAPACITY must be ${Object.keys(LATENCY_AT_RATE_DATA).join(', ')}; got ${process.env.CAPACITY}`,
  );
  process.exit(2);
}
const CANDIDATES: Record<SimulatedPercentile, number[]> = {
  p99: [0.5, 0.4, 0.3, 0.25, 0.2, 0.15],
  p50: [0.1, 0.05],
  loop: [1.0, 0.75, 0.5, 0.3, 0.2],
};
const METRIC: Record<SimulatedPercentile, GatedMetric> = {
  p50: 'latencyP50',
  p99: 'latencyP99',
  loop: 'eventLoopDelay',
};
const trialsOf = LATENCY_AT_RATE_DATA[CAPACITY];
const withEventLoop = measuredEventLoop(readLatencyTrial(trialsOf.unchanged));

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

console.log(
  `${GATES} simulated pull requests a cell, three scenarios, processes drawn from real ones at ${CAPACITY === 'half' ? '50%' : '25%'} of the capacity (${CAPACITY})`,
);
console.log(
  '| percentile | threshold | A/A: pass | A/A: inconclusive (passes) | A/A: check fails | A/A: median pairs | pause 20 ms/s: check fails | 5 µs a request: check fails |',
);
console.log('| :-- | --: | --: | --: | --: | --: | --: | --: |');
for (const [percentile, thresholds] of Object.entries(CANDIDATES) as Array<[SimulatedPercentile, number[]]>) {
  if (percentile === 'loop' && !withEventLoop) continue;
  for (const [index, threshold] of thresholds.entries()) {
    const given = { [METRIC[percentile]]: threshold };
    const seed = 100 + index * 10 + { p99: 0, p50: 5, loop: 7 }[percentile];
    const rates = (trial: keyof typeof trialsOf, offset: number) =>
      latencyAtRateRates(
        readLatencyTrial(trialsOf[trial]),
        trial === 'unchanged' ? 'unchanged' : 'changed',
        GATES,
        seed + offset,
        percentile,
        given,
      );
    const unchanged = await rates('unchanged', 0);
    const pausing = await rates('pausing', 1);
    const cost = await rates('constantCost', 2);
    console.log(
      `| ${percentile} | ${percent(threshold)} | ${percent(unchanged.pass)} | ${percent(unchanged.inconclusive)} | ` +
        `${percent(checkFailing(unchanged))} | ${unchanged.medianProcesses} | ${percent(checkFailing(pausing))} | ${percent(checkFailing(cost))} |`,
    );
  }
}
