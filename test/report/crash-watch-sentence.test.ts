import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chanceOfMeetingCrash } from '../../src/gate/crash-watch.ts';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { crashWatchSentence } from '../../src/report/crash-watch-sentence.ts';

const watched = (servedRequests: number, watchedRequests: number): Pick<GateOutcome, 'crashWatch'> => ({
  crashWatch: {
    onceInRequests: 2_000_000,
    servedRequests,
    watchedRequests,
    watchSeconds: 84,
    processes: 4,
    catchShare: chanceOfMeetingCrash(servedRequests, 2_000_000),
  },
});

test('the crash sentence gives the requests served, what the watch added and the chance a crash had', () => {
  assert.equal(
    crashWatchSentence(watched(4_700_000, 3_100_000) as GateOutcome),
    'Crashes: the head served 4,700,000 requests over the run, warm-ups included (the crash watch added 3,100,000 in 84 s, the head alone in 4 processes); a head that crashes once in 2,000,000 requests meets a crash in that many 90% of the time.',
  );
  // Cut short (a slow runner at the watch's cap), the chance is said with why it fell short.
  assert.match(
    crashWatchSentence(watched(2_000_000, 400_000) as GateOutcome)!,
    /in that many 63% of the time, short of 90%: the watch stopped at a failure, its 3-minute cap or the time budget\.$/,
  );
  assert.equal(crashWatchSentence({} as GateOutcome), undefined);
});
