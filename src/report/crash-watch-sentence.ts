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
  const short =
    watch.catchShare < CRASH_WATCH_CATCH_SHARE
      ? `, short of ${formatPercent(CRASH_WATCH_CATCH_SHARE, 0)}: the watch stopped at a failure, its ${CRASH_WATCH_MAX_SECONDS / 60}-minute cap or the time budget`
      : '';
  return (
    `Crashes: the head served ${formatCount(watch.servedRequests)} requests over the run, warm-ups included${added}; ` +
    `a head that crashes once in ${formatCount(watch.onceInRequests)} requests meets a crash in that many ${formatPercent(watch.catchShare, 0)} of the time${short}.`
  );
}
