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
 * The default rarity: a head failing in 3% of the gate's processes (a process serves about 60,000
 * requests with its warm-up) crashes about once in 2 million requests. The run then serves 4.6
 * million requests of the head; on a 2-core machine a quick unchanged run of mion had served 1.7
 * million, and the watch added 3.0 million in 122 s (docs/statistics.md, "The crash watch").
 */
export const DEFAULT_CRASH_WATCH_ONCE_IN_REQUESTS = 2_000_000;

/**
 * Most seconds the watch may add, whatever is still short: a slow server or runner gets a lower
 * catch, said so in the report, rather than a run minutes longer on every pull request.
 */
export const CRASH_WATCH_MAX_SECONDS = 180;

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
