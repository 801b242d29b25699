import type { ResultsFile } from '../results/results-types.ts';

/**
 * The crash watch: how many requests a paired run's head must serve before its check may pass, so
 * that a head crashing once in `onceInRequests` requests is caught 9 times in 10.
 *
 * A rare crash is met by chance: with crashes at random over requests, the chance that N requests
 * meet none is e^(−N/onceIn), so a run catches it with probability 1 − e^(−N/onceIn), 90% from
 * N = ln(10)·onceIn. A crash is a finding, not noise (run-failures.ts): what catches a rarer one is
 * more requests, never a looser count. The gate's pairs, the profiling pairs and the comparison
 * table serve most of them, warm-ups included (a crash meets a warm-up's requests as well); the watch serves the rest, the head alone, only when the run would
 * otherwise pass (a failing check needs no more evidence).
 */

/** Chance of catching a crash of exactly the watched rarity (e^−ln 10 = 1/10 missed). */
export const CRASH_WATCH_CATCH_SHARE = 0.9;

/**
 * The default rarity: a head that fails in 3% of the gate's processes (issue 50's goal). A crash is
 * met by requests, but how many requests a process serves is the runner's pace: the simulation's
 * model of a 2-core machine has a gate process serve 60,000 requests with its warm-up (a crash once
 * in about 2 million requests); on a slower 2-core machine a real one served 27,451 (once in
 * 901,242). A rarity in requests fixed for every runner asked the slow one for 9 minutes of the head
 * alone, so its watch stopped at the cap with 61% (docs/statistics.md, "The crash watch"); the share
 * of processes costs every runner about the same minutes and keeps the 90% it promises.
 */
export const DEFAULT_CRASH_WATCH_PROCESS_SHARE = 0.03;

/**
 * The watched rarity when a run cannot tell its gate processes' pace (a gate that counted
 * instructions, no timed process of the head): the 2-core machine's 2 million requests.
 */
export const FALLBACK_CRASH_WATCH_ONCE_IN_REQUESTS = 2_000_000;

/** `crash-watch-once-in`: a crash once in this many requests, `auto` (3% of the gate's processes at the run's pace), or 0 (off). */
export type CrashWatchRarity = number | 'auto';

/**
 * Most seconds the watch may add, whatever is still short: a slow server or runner gets a lower
 * catch, said so in the report, rather than a run minutes longer on every pull request. With the
 * rarity `auto` the watch serves about 55 gate processes' worth of the head alone on any runner:
 * 236 s in a real A/A on a 2-core machine (docs/statistics.md, "The crash watch"), so 3 minutes
 * cut it short and 4 do not.
 */
export const CRASH_WATCH_MAX_SECONDS = 240;

/** Requests the head must serve in the run for a crash once in `onceInRequests` to be caught 9 times in 10. */
export function crashWatchTargetRequests(onceInRequests: number): number {
  return Math.ceil(onceInRequests * Math.log(1 / (1 - CRASH_WATCH_CATCH_SHARE)));
}

/** Requests still to serve after `servedRequests` (0 when the watch is off or already met). */
export function crashWatchShortfall(servedRequests: number, onceInRequests: number): number {
  if (onceInRequests <= 0) return 0;
  return Math.max(0, crashWatchTargetRequests(onceInRequests) - servedRequests);
}

/** The chance that `servedRequests` meet a crash that happens once in `onceInRequests`. */
export function chanceOfMeetingCrash(servedRequests: number, onceInRequests: number): number {
  return -Math.expm1(-servedRequests / onceInRequests);
}

/**
 * The rarity of a crash that fails a head in `processShare` of its processes, each serving
 * `requestsPerProcess`: a process meets a crash once in N requests with chance 1 − e^(−R/N), so
 * N = R / −ln(1 − share).
 */
export function onceInRequestsOfProcessShare(requestsPerProcess: number, processShare: number): number {
  return Math.round(requestsPerProcess / -Math.log1p(-processShare));
}

/**
 * Requests one process of `server` served in the gate's timed pairs (`gateRuns`), warm-up
 * included: the mean over the processes (blocks) that served every scenario (later looks measure
 * only undecided scenarios, and their shorter processes would make the rarity look commoner than a
 * whole process meets), the warm-ups shared out over all of its processes. Undefined without one.
 */
export function requestsPerGateProcess(gateRuns: ResultsFile, server: string): number | undefined {
  const perBlock = new Map<number, { scenarios: number; requests: number }>();
  for (const scenario of gateRuns.scenarios)
    for (const round of scenario.servers.find((entry) => entry.server === server)?.rounds ?? []) {
      const block = perBlock.get(round.block) ?? { scenarios: 0, requests: 0 };
      block.scenarios += 1;
      block.requests += round.requestsTotal;
      perBlock.set(round.block, block);
    }
  const whole = [...perBlock.values()].filter((block) => block.scenarios >= gateRuns.scenarios.length);
  if (whole.length === 0) return undefined;
  const warmUps = gateRuns.servers.find((run) => run.name === server)?.warmUpRequests ?? 0;
  const measured = whole.reduce((total, block) => total + block.requests, 0) / whole.length;
  return measured + warmUps / perBlock.size;
}

export interface WatchedRarity {
  onceInRequests: number;
  /** Set when the rarity came from the share of processes (`auto`). */
  processShare?: number;
  requestsPerProcess?: number;
}

/** The rarity a watch's record (or a shard's) looked for, without its counts. */
export function rarityOf(watch: WatchedRarity): WatchedRarity {
  const { onceInRequests, processShare, requestsPerProcess } = watch;
  return processShare !== undefined && requestsPerProcess !== undefined
    ? { onceInRequests, processShare, requestsPerProcess }
    : { onceInRequests };
}

/**
 * The rarity the crash watch looks for in a paired run: the number given, or with `auto` the crash
 * that fails the head in 3% of its gate processes at the pace `gateRuns` measured.
 */
export function watchedRarity(rarity: CrashWatchRarity, gateRuns: ResultsFile, head: string): WatchedRarity {
  if (rarity !== 'auto') return { onceInRequests: rarity };
  const requestsPerProcess = requestsPerGateProcess(gateRuns, head);
  if (requestsPerProcess === undefined || requestsPerProcess <= 0)
    return { onceInRequests: FALLBACK_CRASH_WATCH_ONCE_IN_REQUESTS };
  return {
    onceInRequests: onceInRequestsOfProcessShare(requestsPerProcess, DEFAULT_CRASH_WATCH_PROCESS_SHARE),
    processShare: DEFAULT_CRASH_WATCH_PROCESS_SHARE,
    requestsPerProcess: Math.round(requestsPerProcess),
  };
}

/** Requests the `server` answered in `files`, measured rounds and warm-ups: a crash meets either. */
export function requestsServed(files: readonly ResultsFile[], server: string): number {
  let total = 0;
  for (const file of files) {
    total += file.servers.find((run) => run.name === server)?.warmUpRequests ?? 0;
    for (const scenario of file.scenarios)
      for (const round of scenario.servers.find((entry) => entry.server === server)?.rounds ?? [])
        total += round.requestsTotal;
  }
  return total;
}
