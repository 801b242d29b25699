import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { CRASH_WATCH_MAX_SECONDS } from '../../src/gate/crash-watch.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { watchForCrashes, type CrashWatchInput } from '../../src/stages/crash-watch.ts';
import { quietProgress } from '../helpers/engine-helpers.ts';

/**
 * Why a crash watch ended short is kept in its record, so the comment names the one reason that
 * applied. The watch's processes are results files made here, each taking `secondsEach` of a mocked
 * clock: what is tried is the stage's stopping rule, not a server (the e2e gates run real ones).
 */
function watchWith(options: { secondsEach: number; failsAt?: number; budgetSeconds: number }) {
  let processes = 0;
  const measure: CrashWatchInput['measure'] = async (_servers, load) => {
    processes += 1;
    mock.timers.tick(options.secondsEach * 1000);
    const failed = processes === options.failsAt;
    return {
      servers: [
        {
          name: 'mion',
          status: failed ? 'failed' : 'measured',
          warmUpRequests: 0,
          ...(failed ? { failure: { stage: 'measure', message: 'mion exited with code 70' } } : {}),
        },
      ],
      scenarios: [
        {
          scenario: 'hello',
          servers: [
            {
              server: 'mion',
              rounds: Array.from({ length: load.rounds ?? 1 }, () => ({ requestsTotal: 10_000 })),
            },
          ],
        },
      ],
    } as unknown as ResultsFile;
  };
  return watchForCrashes({
    measure,
    prepared: { built: [], unavailable: [] },
    subject: 'mion',
    scenarios: ['hello'],
    rarity: { onceInRequests: 2_000_000 },
    servedRequests: 100_000,
    requestsPerRound: 10_000,
    deadlineMs: Date.now() + options.budgetSeconds * 1000,
    progress: quietProgress(),
  });
}

test('a watch that ends short says why: its cap, the time budget, or a failure of the head', async (t) => {
  mock.timers.enable({ apis: ['Date'], now: 1_700_000_000_000 });
  t.after(() => mock.timers.reset());
  const atCap = await watchWith({ secondsEach: 100, budgetSeconds: 3600 });
  assert.equal(atCap.watch.stoppedBy, 'cap');
  assert.equal(atCap.watch.capSeconds, CRASH_WATCH_MAX_SECONDS);
  assert.equal(atCap.watch.processes, Math.ceil(CRASH_WATCH_MAX_SECONDS / 100));

  const atBudget = await watchWith({ secondsEach: 100, budgetSeconds: 150 });
  assert.equal(atBudget.watch.stoppedBy, 'budget');
  assert.equal(atBudget.watch.processes, 2);

  const failed = await watchWith({ secondsEach: 1, failsAt: 2, budgetSeconds: 3600 });
  assert.equal(failed.watch.stoppedBy, 'failure');
  assert.equal(failed.failures.headOnly, 1);
  assert.match(failed.failures.evidence ?? '', /the crash watch, process 2: measure failed: mion exited/);
});

test('a watch that met its target keeps no reason', async (t) => {
  mock.timers.enable({ apis: ['Date'], now: 1_700_000_000_000 });
  t.after(() => mock.timers.reset());
  // 100,000 served before, 10,000 a round, at most eight rounds a process: met within the cap.
  const met = await watchWith({ secondsEach: 1, budgetSeconds: 3600 });
  assert.ok(met.watch.catchShare >= 0.9, `${met.watch.catchShare}`);
  assert.equal(met.watch.stoppedBy, undefined);
});
