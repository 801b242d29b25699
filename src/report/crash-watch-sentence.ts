import { CRASH_WATCH_CATCH_SHARE, CRASH_WATCH_MAX_SECONDS } from '../gate/crash-watch.ts';
import type { GateOutcome } from '../gate/gate-types.ts';
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
  const short = watch.catchShare < CRASH_WATCH_CATCH_SHARE ? `, ${SHORT_OF}` : '';
  return (
    `Crashes: the head served ${formatCount(watch.servedRequests)} requests over the run, warm-ups included${added}; ` +
    `${rarityWords(watch)} meets a crash in that many ${formatPercent(watch.catchShare, 0)} of the time${short}.`
  );
}

type CrashWatch = NonNullable<GateOutcome['crashWatch']>;

const SHORT_OF = `short of ${formatPercent(CRASH_WATCH_CATCH_SHARE, 0)}: the watch stopped at a failure, its ${CRASH_WATCH_MAX_SECONDS / 60}-minute cap or the time budget`;

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
  return `Crash watch cut short: ${rarityWords(watch)} had a ${formatPercent(watch.catchShare, 0)} chance to show in this run's ${formatCount(watch.servedRequests)} requests, ${SHORT_OF}.`;
}
