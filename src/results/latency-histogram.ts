import { build, type Histogram } from 'hdr-histogram-js';

/**
 * The one shape of every latency histogram the tool records and reads: the open loop records into
 * it, the report merges into it, and a results file's histograms must have it (encoded-histogram.ts).
 */
/** Microseconds; latencies beyond a minute are recorded as a minute (the request time-out is shorter). */
const HIGHEST_TRACKABLE_US = 60_000_000;
/** Three significant digits: 0.1% of a value, what a p99.9 comparison needs and no more. */
const SIGNIFICANT_DIGITS = 3;

export function newLatencyHistogram(): Histogram {
  return build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: HIGHEST_TRACKABLE_US,
    numberOfSignificantValueDigits: SIGNIFICANT_DIGITS,
    useWebAssembly: false,
  });
}
