import {
  chanceOfMeetingCrash,
  crashWatchShortfall,
  DEFAULT_CRASH_WATCH_PROCESS_SHARE,
  onceInRequestsOfProcessShare,
} from '../../src/gate/crash-watch.ts';
import type { GateSettings } from '../../src/config/config.ts';
import { withRunFailures } from '../../src/gate/run-failures.ts';
import { exitCodeFor } from '../../src/gate/verdict-exit-code.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { simulateGate } from './gate-simulation.ts';
import { MEASURED_MION_HELLO_NOISE, type ProcessEffect } from './two-level-noise.ts';
import { VerdictTally } from './verdict-tally.ts';

/**
 * Requests one gate process of mion serves (a 1 s warm-up and a 2 s round at about 20,000
 * requests/s in paired mode on two cores): a head that crashes once in 100,000 requests fails in
 * 1 − e^(−0.6), about 45%, of its processes.
 */
export const REQUESTS_PER_PROCESS = 60_000;

/**
 * Measured requests of the head in the comparison table of a paired run at the defaults, the
 * three default scenarios: 2 processes of 2 rounds each (a real A/A here, 2026-11-27: hello 322k,
 * update-user 277k, heavy-validation 151k; its warm-ups, which the real watch counts, left out, so
 * the simulated run meets a crash no more often than a real one).
 */
export const TABLE_HEAD_REQUESTS = 750_000;

/** A head that crashes once in `requestsPerCrash` requests, in every scenario, process by process in the gate. */
export function crashingProcesses(subject: string, requestsPerCrash: number): ProcessEffect {
  const failPerProcess = 1 - Math.exp(-REQUESTS_PER_PROCESS / requestsPerCrash);
  return (_scenario, server, random) => ({
    logFactor: 0,
    valid: server !== subject || random.uniform() >= failPerProcess,
  });
}

/**
 * The verdicts of a paired run whose head crashes once in `requestsPerCrash` requests, the whole
 * run as judge.ts counts it: the gate's pairs (the simulated sequential gate), the comparison
 * table's head processes, and, when the check would otherwise pass, the crash watch's head alone up
 * to its target, each crash of the head counted against it (run-failures.ts). The watch counts a
 * gate process as REQUESTS_PER_PROCESS, warm-up included, as the real watch does.
 */
export async function crashingHeadRates(
  gate: GateSettings,
  scenarios: ScenarioName[],
  requestsPerCrash: number,
  seed: number,
  gates: number,
): Promise<ReturnType<VerdictTally['shares']>> {
  const random = seededRandom(seed);
  // `auto` watches for the crash that fails 3% of the gate's processes at their pace, as judge.ts does.
  const watchedOnceIn =
    gate.crashWatchOnceIn === 'auto'
      ? onceInRequestsOfProcessShare(REQUESTS_PER_PROCESS, DEFAULT_CRASH_WATCH_PROCESS_SHARE)
      : gate.crashWatchOnceIn;
  const tally = new VerdictTally();
  const meets = (requests: number) => random.uniform() < chanceOfMeetingCrash(requests, requestsPerCrash);
  for (let index = 0; index < gates; index++) {
    const simulated = await simulateGate({
      mode: 'paired',
      gate,
      scenarios,
      noise: MEASURED_MION_HELLO_NOISE,
      random,
      trueChange: 0,
      processEffect: crashingProcesses(gate.subject, requestsPerCrash),
    });
    let outcome = withRunFailures(simulated.outcome, {
      headOnly: meets(TABLE_HEAD_REQUESTS) ? 1 : 0,
      baseOnly: 0,
    });
    if (gate.crashWatchOnceIn !== 0 && exitCodeFor(outcome, { gate }) === 0) {
      const served = TABLE_HEAD_REQUESTS + simulated.scenarioPairs * REQUESTS_PER_PROCESS;
      const watched = crashWatchShortfall(served, watchedOnceIn);
      outcome = withRunFailures(outcome, { headOnly: meets(watched) ? 1 : 0, baseOnly: 0 });
    }
    tally.add(outcome.verdict);
  }
  return tally.shares();
}
