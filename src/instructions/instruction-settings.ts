import type { InstructionSettings } from '../results/instruction-counting.ts';

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
