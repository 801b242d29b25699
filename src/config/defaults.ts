import type { GatedMetric } from '../gate/gate-types.ts';

/**
 * Load defaults. The published pages use autocannon -c 100 -p 10 and one 40 s run per server;
 * we keep the load shape but spend the time on several short interleaved rounds instead,
 * because the spread between rounds is what makes an interval possible. With these values a
 * full run (8 servers, 2 scenarios) fits in about 8 minutes on a 2-core machine.
 */
export const DEFAULT_LOAD = {
  rounds: 4,
  roundsPerBlock: 2,
  durationSeconds: 2,
  warmupSeconds: 1,
  connections: 100,
  pipelining: 10,
  serverSeeds: 'random' as 'fixed' | 'random',
  serverAddressSpace: 'random' as 'fixed' | 'random',
};

export const DEFAULT_SUBJECT = 'mion';
export const DEFAULT_REFERENCE = 'http-node';
export const DEFAULT_BASELINE_PATH = 'baseline/baseline.json';
export const DEFAULT_RPS_THRESHOLD = 0.05;
export const DEFAULT_LATENCY_THRESHOLD = 0.05;
/**
 * Instructions per request move far less than time from process to process: 0.04-0.09% between
 * mion processes since the warm-up runs uninstrumented (the committed baseline's 8 processes per
 * scenario). Chosen with the simulation of test/gate/instruction-simulation.test.ts at 0.1%, all
 * three scenarios gated together under one error budget: A/A passes 97%, a 0.5% rise fails 99%.
 * Against a stored baseline the same: counted each scenario in a process of its own, one source
 * moved by at most 0.12% between runs and machines (docs/instructions.md, "What moves a count").
 */
export const DEFAULT_INSTRUCTIONS_THRESHOLD = 0.003;
export const DEFAULT_CONFIDENCE = 0.95;
export const DEFAULT_TIME_BUDGET_MINUTES = 20;
/** requests/s and mean latency, what the published tables compare; each added metric is another chance of a false alarm. */
export const DEFAULT_GATE_METRICS: GatedMetric[] = ['requestsPerSecond', 'latencyMean'];
/**
 * Paired mode gates on requests/s alone unless gate-metrics says otherwise. With a fixed number of
 * requests in flight (-c 100 -p 10), mean latency is that number divided by requests/s (Little's
 * law): it adds nothing of the server's own. Head and base loaded together, it adds the two load
 * generators' sharing of their CPU: per pair it spread about twice as much as requests/s (2.8% and
 * 5.0% in one 8-pair compare here), and it alone kept the first A/A calibration trial inconclusive
 * (docs/calibration.md, section 2). It is still measured and shown in the comparison table.
 */
export const DEFAULT_PAIRED_GATE_METRICS: GatedMetric[] = ['requestsPerSecond'];
/**
 * With --rate, p99 at the rate alone: at a rate the run chose, requests/s is that rate, and a stall
 * shows first in the tail. p50 and p99.9 are there to name.
 */
export const DEFAULT_AT_RATE_GATE_METRICS: GatedMetric[] = ['latencyP99'];
/**
 * Thresholds of the latencies at a fixed rate when latency-threshold gives none. p50 at the rate
 * moved 3-6% between process pairs of real A/As here; p99 30-65% (a process's p99 is a handful of its
 * slowest moments: a garbage collection, the machine taking the CPU away), so p99's threshold is
 * wide. Chosen with the simulation drawn from real processes (test/helpers/latency-at-rate-rates.ts):
 * with p99 at 50% an unchanged pull request failed 0.7% of the time and a head that pauses 20 ms a
 * second (p99 2.3-2.6 times its base's) 100%, at 25% the A/A 1.7%; drawn from the processes of the
 * code now, 1.5% and 100%, p50 alone 0.3%. At a quarter of the capacity (rate: 25%, the README's
 * recommendation) p99 pairs spread 0.14-0.32 and the same thresholds pass an A/A decided 99% of the
 * time and fail it 0.4% (npm run simulate:at-rate-thresholds; docs/open-loop-latency.md).
 */
export const DEFAULT_AT_RATE_LATENCY_THRESHOLDS: Partial<Record<GatedMetric, number>> = {
  latencyP50: 0.1,
  latencyP99: 0.5,
  latencyP999: 0.6,
};
