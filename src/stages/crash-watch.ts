import {
  chanceOfMeetingCrash,
  CRASH_WATCH_MAX_SECONDS,
  crashWatchShortfall,
  requestsServed,
  type WatchedRarity,
} from '../gate/crash-watch.ts';
import type { CrashWatchStop, GateOutcome } from '../gate/gate-types.ts';
import { aloneFailure, type RunFailures } from '../gate/run-failures.ts';
import type { ResultsFile } from '../results/results-types.ts';
import type { ScenarioName } from '../scenarios/scenario.ts';
import { serversNamed, type WithBaseSide } from '../servers/base-side.ts';
import type { Measure, Progress } from './measure-types.ts';

/**
 * Most rounds of each scenario in one watch process: few start-ups and warm-ups for many requests
 * (about 50 s and 1.5 million requests of mion on two cores), and a process that crashes ends the
 * watch at once. A process is given only the rounds the shortfall needs at the pace measured so far.
 */
const MAX_ROUNDS_PER_WATCH_PROCESS = 8;

export interface CrashWatchInput {
  measure: Measure;
  prepared: WithBaseSide;
  subject: string;
  scenarios: ScenarioName[];
  /** The rarity watched for (crash-watch-once-in, resolved: src/gate/crash-watch.ts watchedRarity). */
  rarity: WatchedRarity;
  /** Requests the head served in the run before the watch, warm-ups included: table, gate pairs, profiling. */
  servedRequests: number;
  /** Requests the head served alone in one round of every scenario, its warm-ups shared out (the comparison table's pace). */
  requestsPerRound: number;
  /** The run's time budget: no watch process starts past it. */
  deadlineMs: number;
  progress: Progress;
}

export interface CrashWatchResult {
  watch: NonNullable<GateOutcome['crashWatch']>;
  failures: RunFailures;
}

/**
 * The crash watch stage (src/gate/crash-watch.ts): the head alone, at the table's closed-loop load,
 * in fresh processes of every scenario, until the run has served enough of its requests to catch a
 * crash of the watched rarity 9 times in 10, its time cap or the run's budget is reached, or it
 * fails. A failure here counts against the head like one in the comparison table: the base never
 * had the chance.
 */
export async function watchForCrashes(input: CrashWatchInput): Promise<CrashWatchResult> {
  const { measure, prepared, subject, scenarios, rarity, servedRequests, deadlineMs, progress } = input;
  const { onceInRequests, processShare } = rarity;
  let requestsPerRound = input.requestsPerRound;
  let rounds = 0;
  const startedMs = Date.now();
  const capMs = Math.min(deadlineMs, startedMs + CRASH_WATCH_MAX_SECONDS * 1000);
  let watchedRequests = 0;
  let processes = 0;
  let failures: RunFailures = { headOnly: 0, baseOnly: 0 };
  const short = () => crashWatchShortfall(servedRequests + watchedRequests, onceInRequests);
  if (short() > 0)
    progress.info(
      `crash watch: ${subject} alone until ${short().toLocaleString('en-US')} more requests are served (a crash once in ${onceInRequests.toLocaleString('en-US')} requests${processShare !== undefined ? `, one in ${Math.round(1 / processShare)} of its gate processes,` : ''} then shows 9 times in 10)`,
    );
  while (short() > 0 && failures.headOnly === 0 && Date.now() < capMs) {
    const needed =
      requestsPerRound > 0 ? Math.ceil(short() / requestsPerRound) : MAX_ROUNDS_PER_WATCH_PROCESS;
    const processRounds = Math.min(MAX_ROUNDS_PER_WATCH_PROCESS, Math.max(1, needed));
    const file: ResultsFile = await measure(serversNamed(prepared, [subject]), {
      scenarios,
      rounds: processRounds,
      roundsPerBlock: processRounds,
      // Closed-loop, as the comparison table loads: at a rate the watch would serve a quarter as much.
      rate: undefined,
      ratePerSecondByScenario: undefined,
      capacity: undefined,
    });
    processes += 1;
    rounds += processRounds;
    watchedRequests += requestsServed([file], subject);
    requestsPerRound = watchedRequests / rounds;
    failures = aloneFailure(file, subject, `the crash watch, process ${processes}`);
  }
  const served = servedRequests + watchedRequests;
  const stoppedBy: CrashWatchStop | undefined =
    short() === 0 ? undefined : failures.headOnly > 0 ? 'failure' : capMs < deadlineMs ? 'cap' : 'budget';
  return {
    watch: {
      ...rarity,
      capSeconds: CRASH_WATCH_MAX_SECONDS,
      ...(stoppedBy ? { stoppedBy } : {}),
      servedRequests: served,
      watchedRequests,
      watchSeconds: Math.round((Date.now() - startedMs) / 1000),
      processes,
      catchShare: chanceOfMeetingCrash(served, onceInRequests),
    },
    failures,
  };
}
