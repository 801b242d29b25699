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
 * The processor a counted process sees. valgrind does not pass the host's CPUID through: it shows
 * its guest one fixed model per class of host (an AVX2 host's guest is a Haswell, family 6 model
 * 0x3c, whatever the Xeon or EPYC underneath), and glibc (its string functions) and V8 (its code)
 * choose their instructions from that. Two counts whose guests saw different processors ran
 * different machine code.
 */
export interface CountedCpu {
  /** "glibc 2.36, haswell, family 6 model 0x3c, x86-64 levels 0x6". */
  summary: string;
  /** sha256 (12 hex digits) of every CPU feature and cache size glibc reported to the guest. */
  digest: string;
}
