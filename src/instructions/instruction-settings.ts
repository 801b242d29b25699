/**
 * How instructions per request are counted (--measure instructions). A count, unlike a time,
 * barely moves with the machine's load, but it does move with what ran the server and how: the
 * numbers here, the Node version and valgrind's version are recorded with every count, and counts
 * taken under different ones are never compared.
 */
export interface InstructionSettings {
  /** valgrind's own version line, e.g. "valgrind-3.19.0". */
  valgrindVersion: string;
  /**
   * Requests sent with callgrind's instrumentation off before any chunk is counted. valgrind then
   * runs the server about 4 times slower instead of 30-50 times, and V8 warms up the same whether
   * valgrind counts or not: its tiering follows the work done, not the clock (with --predictable).
   */
  uninstrumentedWarmupRequests: number;
  /** Requests per chunk, warm-up and measured alike; each chunk's count is read on its own. */
  chunkRequests: number;
  /** Warm-up chunks at least, settled or not: the first chunks run unoptimised code. */
  minWarmupChunks: number;
  /** A process whose count has not settled after this many chunks is not a sample. */
  maxWarmupChunks: number;
  /** Settled: the last `settledChunks` chunks' counts lie within this fraction of their median. */
  settleTolerance: number;
  settledChunks: number;
  /**
   * Chunks counted after the warm-up. The sample is the median of their main-thread counts per
   * request: a chunk in which V8 re-optimises or a major collection lands is outvoted by the others.
   */
  measuredChunks: number;
  /** A small fixed load: under valgrind the server is 20-50 times slower, and the count is per request anyway. */
  connections: number;
  pipelining: number;
  /** Node flags every counted server runs with; they change what V8 does, so they are part of the count. */
  nodeFlags: string[];
  /**
   * Scenarios one counted process serves: 1, each in a process of its own, so that a scenario's
   * count does not depend on which others the run gates. Absent in files counted before
   * 2026-11-26, whose processes served every scenario of their run in turn.
   */
  scenariosPerProcess?: number;
}

/**
 * Chosen on this project's 2-core machine with http-node and mion v0.8.10 (docs/calibration.md,
 * "Instructions per request"): with 2,000 requests a chunk, the main thread's count of both fell
 * for five to ten chunks while V8 optimised. A 3% tolerance let http-node "settle" at 82k, 80k, 80k
 * while it was still on its way down to 69k; within 2%, the chunks after the warm-up agree.
 * `--predictable` (V8: compile and collect garbage on the main thread, at points set by the work
 * done rather than by the clock): without it, one mion process in four settled 8.6% above the
 * others, with 25 times the helper threads' work, as if its optimisation had gone another way; with
 * it, no process did in the processes counted, at the price of chunk-to-chunk noise near 1%, which
 * the median of five measured chunks absorbs.
 * Those five to ten counted chunks cost most of a process's time under full instrumentation; 30,000
 * requests with it off do most of the same warming about ten times faster, and the counted warm-up
 * then settles within its first six chunks (mion: 154 s a process before, 66 s after, counts alike;
 * docs/calibration.md).
 */
export const DEFAULT_INSTRUCTION_COUNTING: Omit<InstructionSettings, 'valgrindVersion'> = {
  uninstrumentedWarmupRequests: 30_000,
  chunkRequests: 2_000,
  minWarmupChunks: 4,
  maxWarmupChunks: 15,
  settleTolerance: 0.02,
  settledChunks: 3,
  measuredChunks: 5,
  connections: 10,
  pipelining: 1,
  nodeFlags: ['--predictable'],
  scenariosPerProcess: 1,
};
