import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chanceOfMeetingCrash } from '../../src/gate/crash-watch.ts';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { crashWatchCaveat, crashWatchSentence } from '../../src/report/crash-watch-sentence.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import { buildResults } from '../helpers/results-fixture.ts';
import { gateOutcome } from './gate-fixture.ts';

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
  // Cut short, the chance is said with why it fell short, as the record says.
  const cut = watched(2_000_000, 400_000).crashWatch!;
  const because = (stop: Partial<typeof cut>) =>
    crashWatchSentence({ crashWatch: { ...cut, ...stop } } as GateOutcome)!;
  assert.match(
    because({ stoppedBy: 'cap', capSeconds: 240 }),
    /in that many 63% of the time, short of 90%: the watch stopped at its 4-minute cap\.$/,
  );
  assert.match(
    because({ stoppedBy: 'budget', capSeconds: 240 }),
    /short of 90%: the watch stopped at the run's time budget\.$/,
  );
  assert.match(
    because({ stoppedBy: 'failure', capSeconds: 240 }),
    /short of 90%: the head failed in the watch\.$/,
  );
  // A record from before the reason was kept names no cap it cannot know (the cap was 3 minutes once).
  assert.match(
    because({}),
    /short of 90%: the watch stopped at a failure, its time cap or the time budget\.$/,
  );
  assert.equal(crashWatchSentence({} as GateOutcome), undefined);
});

test('with auto the sentence names the share of processes and what it came to in requests here', () => {
  const onceInRequests = 760_000;
  const outcome = {
    crashWatch: {
      onceInRequests,
      processShare: 0.03,
      requestsPerProcess: 23_150,
      servedRequests: 1_750_000,
      watchedRequests: 1_290_000,
      watchSeconds: 175,
      processes: 3,
      catchShare: chanceOfMeetingCrash(1_750_000, onceInRequests),
    },
  } as GateOutcome;
  assert.match(
    crashWatchSentence(outcome)!,
    /; a head that fails in 3% of its processes \(here a crash once in 760,000 requests, at 23,150 a gate process\) meets a crash in that many 90% of the time\.$/,
  );
});

test('a pass whose watch was cut short says so on the first screen, not only in the folded method', () => {
  const atCap = watched(1_890_297, 1_431_751).crashWatch!;
  const cut = gateOutcome({ mode: 'paired', crashWatch: { ...atCap, stoppedBy: 'cap', capSeconds: 180 } });
  assert.equal(
    crashWatchCaveat(cut),
    "Crash watch cut short: a head that crashes once in 2,000,000 requests had a 61% chance to show in this run's 1,890,297 requests, short of 90%: the watch stopped at its 3-minute cap.",
  );
  const report = renderMarkdownReport({ results: buildResults(), gate: cut });
  const firstScreen = report.slice(0, report.indexOf('<details>'));
  assert.match(firstScreen, /⚠️ Crash watch cut short: .* had a 61% chance/);
  // A watch that met its target adds nothing to the first screen.
  const met = gateOutcome({ mode: 'paired', ...watched(4_700_000, 3_100_000) });
  assert.equal(crashWatchCaveat(met), undefined);
  assert.doesNotMatch(renderMarkdownReport({ results: buildResults(), gate: met }), /cut short/);
});
