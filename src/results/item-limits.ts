import { COMPARED_METRIC_NAMES, MEASURE_NAMES } from '../gate/gate-types.ts';
import { MAX_SCENARIOS } from '../scenarios/scenario.ts';

/**
 * How many items each list of a results file, a shard file or a comment payload may hold, in one
 * place. A pull request's run writes these files, and the trusted jobs (merge, the comment job)
 * read them: without limits, 31,000 tiny scenarios fit in a 1 MiB payload and keep the renderer
 * busy for the job's whole time-out. Each limit is far above what a real run holds and at least
 * what this tool itself can write, so a file the tool wrote is never refused for its length.
 */

/** Scenarios in one run: a scenarios file's own limit (scenarios/scenario.ts), listed with the others. */
export { MAX_SCENARIOS };
/** Server folders in one run; the tool's own catalog has about twenty. */
export const MAX_SERVERS = 100;
/** Shards of one pull request (k/n), and the cells of its matrix, one per shard and measure. */
export const MAX_SHARDS = 100;
export const MAX_SHARD_RUNS = MAX_SHARDS * MEASURE_NAMES.length;
/**
 * Rounds or counted processes of a server in a scenario, and the points of a series (memory, CPU,
 * chunks, start-ups). A run of a day at one point a second stays under it.
 */
export const MAX_SAMPLES = 100_000;
/**
 * A run warns at most once per scenario and server (a saturated load generator), and adds a few
 * of its own; a merge keeps each shard's. Twice the pairs leaves room for both.
 */
export const MAX_WARNINGS = 2 * MAX_SCENARIOS * MAX_SERVERS;
/** Start-up times as routes grow: a few route counts per server. */
export const MAX_STARTUP_GROWTH = 10 * MAX_SERVERS;
/** Every comparison the gate can make: each scenario in each metric of each measure. */
export const MAX_COMPARISONS = MAX_SCENARIOS * COMPARED_METRIC_NAMES.length;
/** The sequential gate's looks: one per process count it may stop at. */
export const MAX_LOOKS = 100;
/**
 * The gate's own sentences (notes, drift) and its error: a real run has a handful of a few
 * hundred characters each; these keep a payload from growing the comment by more than that.
 * A merge of many shards can exceed them, so the merge trims to them (merge/fit-reader-limits.ts).
 */
export const MAX_NOTES = 50;
export const MAX_GATE_TEXT_CHARS = 2_000;
/** A server's or a scenario's name (a scenarios file allows 40 characters, a folder name about as many). */
export const MAX_NAME_CHARS = 100;
/** Any other string: a server's description, a failure's message, a warning, a path. */
export const MAX_TEXT_CHARS = 10_000;
/** Flags given to a counted Node server, and a mion source's tarballs. */
export const MAX_NODE_FLAGS = 100;
export const MAX_TARBALLS = 100;
/**
 * Bytes of a results, baseline or shard file, refused unread above it: the committed baseline (3
 * scenarios × 11 servers) is 0.45 MiB, so 100 scenarios of it would be about 15 MiB; reading and
 * checking a valid 48 MiB file took 1.0 s here (100 scenarios × 7 servers × 12 rounds of 40 s).
 */
export const MAX_RESULTS_FILE_BYTES = 64 * 1024 * 1024;
