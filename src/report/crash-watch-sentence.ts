import { CRASH_WATCH_CATCH_SHARE } from '../gate/crash-watch.ts';
import type { CrashWatchStop, GateOutcome } from '../gate/gate-types.ts';
import { formatCount, formatPercent } from './format-numbers.ts';

/**
 * What the run's requests could say of a rare crash (src/gate/crash-watch.ts): how many the head
 * served, how many of them the crash watch added, and the chance a crash of the watched rarity had
 * to show. A reader of a green check learns how rare a crash it could still have missed.
 */
export function crashWatchSentence(gate: GateOutcome): string | undefined {
  const watch = gate.crashWatch;
  if (!watch) return undefined;
  const added =
    watch.watchedRequests > 0
      ? ` (the crash watch added ${formatCount(watch.watchedRequests)} in ${watch.watchSeconds} s, the head alone in ${watch.processes} process${watch.processes === 1 ? '' : 'es'})`
      : '';
  const short = watch.catchShare < CRASH_WATCH_CATCH_SHARE ? `, ${shortOf(watch)}` : '';
  return (
    `Crashes: the head served ${formatCount(watch.servedRequests)} requests over the run, warm-ups included${added}; ` +
    `${rarityWords(watch)} meets a crash in that many ${formatPercent(watch.catchShare, 0)} of the time${short}.`
  );
}

type CrashWatch = NonNullable<GateOutcome['crashWatch']>;

/** Why the watch ended short, as its record says; an older record says only that it did. */
function shortOf(watch: CrashWatch): string {
  const cap = watch.capSeconds !== undefined ? `its ${formatMinutes(watch.capSeconds)} cap` : 'its time cap';
  const why: Record<CrashWatchStop, string> = {
    failure: 'the head failed in the watch',
    cap: `the watch stopped at ${cap}`,
    budget: "the watch stopped at the run's time budget",
  };
  const reason = watch.stoppedBy
    ? why[watch.stoppedBy]
    : `the watch stopped at a failure, ${cap} or the time budget`;
  return `short of ${formatPercent(CRASH_WATCH_CATCH_SHARE, 0)}: ${reason}`;
}

function formatMinutes(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60}-minute` : `${seconds}-second`;
}

/**
 * The watched rarity in words. With `auto` it is the runner's: a reader learns both the share of
 * processes and what it came to in requests here.
 */
function rarityWords(watch: CrashWatch): string {
  return watch.processShare !== undefined && watch.requestsPerProcess !== undefined
    ? `a head that fails in ${formatPercent(watch.processShare, 0)} of its processes (here a crash once in ${formatCount(watch.onceInRequests)} requests, at ${formatCount(watch.requestsPerProcess)} a gate process)`
    : `a head that crashes once in ${formatCount(watch.onceInRequests)} requests`;
}

/**
 * A watch cut short, for the first screen: the method's sentence is folded, and a green check
 * whose watch met its cap promised less than its docs say.
 */
export function crashWatchCaveat(gate: GateOutcome): string | undefined {
  const watch = gate.crashWatch;
  if (!watch || watch.catchShare >= CRASH_WATCH_CATCH_SHARE) return undefined;
  return `Crash watch cut short: ${rarityWords(watch)} had a ${formatPercent(watch.catchShare, 0)} chance to show in this run's ${formatCount(watch.servedRequests)} requests, ${shortOf(watch)}.`;
}
