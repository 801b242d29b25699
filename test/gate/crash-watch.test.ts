import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  chanceOfMeetingCrash,
  crashWatchShortfall,
  crashWatchTargetRequests,
  DEFAULT_CRASH_WATCH_PROCESS_SHARE,
  FALLBACK_CRASH_WATCH_ONCE_IN_REQUESTS,
  onceInRequestsOfProcessShare,
  requestsPerGateProcess,
  requestsServed,
  watchedRarity,
} from '../../src/gate/crash-watch.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import { syntheticResults } from '../helpers/synthetic-results.ts';

test('the crash watch serves ln(10) times the watched rarity, and nothing once the run has served that', () => {
  assert.equal(crashWatchTargetRequests(2_000_000), 4_605_171);
  assert.equal(crashWatchShortfall(1_000_000, 2_000_000), 3_605_171);
  assert.equal(crashWatchShortfall(5_000_000, 2_000_000), 0);
  assert.equal(crashWatchShortfall(0, 0), 0, 'the watch off asks for nothing');
  assert.ok(Math.abs(chanceOfMeetingCrash(4_605_171, 2_000_000) - 0.9) < 1e-6);
});

test('a head crashing at random once in N requests meets a crash within the watched requests 9 times in 10 (simulated)', () => {
  // Each request of the head crashes it with probability 1/N: the first crash falls at a geometric
  // request number. The share of heads whose first crash falls within the target is what the watch
  // promises; at 20,000 heads its sampling error is 0.2 points.
  const random = seededRandom(2026_11_28);
  for (const onceIn of [50_000, 2_000_000]) {
    const target = crashWatchTargetRequests(onceIn);
    const heads = 20_000;
    let caught = 0;
    for (let head = 0; head < heads; head++) {
      const firstCrash = Math.ceil(Math.log(1 - random.uniform()) / Math.log1p(-1 / onceIn));
      if (firstCrash <= target) caught += 1;
    }
    assert.ok(Math.abs(caught / heads - 0.9) < 0.01, `${onceIn}: ${caught / heads}`);
  }
});

test('requests served are counted over every file and scenario of the head, warm-ups included, not its base', () => {
  const gatePairs = syntheticResults({
    scenarios: {
      hello: [
        { mion: 10_000, 'mion.base': 10_000 },
        { mion: 20_000, 'mion.base': 10_000 },
      ],
      'update-user': [{ mion: 5_000, 'mion.base': 5_000 }],
    },
  });
  const table = syntheticResults({ scenarios: { hello: [{ mion: 1_000 }] } });
  const warmedUp = (name: string, requests: number) => {
    const run = table.servers.find((server) => server.name === name);
    assert.ok(run, name);
    run.warmUpRequests = requests;
  };
  warmedUp('mion', 700);
  // syntheticResults serves requests/s for 3 s a round.
  assert.equal(requestsServed([gatePairs, table], 'mion'), (10_000 + 20_000 + 5_000 + 1_000) * 3 + 700);
  assert.equal(requestsServed([gatePairs], 'mion.base'), 25_000 * 3);
});

test('auto watches for the crash that fails 3% of the gate processes, at the pace the run measured', () => {
  // A crash once in N requests meets a process of R requests with chance 1 − e^(−R/N): at the
  // rarity auto gives, exactly 3% of such processes.
  const onceIn = onceInRequestsOfProcessShare(60_000, DEFAULT_CRASH_WATCH_PROCESS_SHARE);
  assert.ok(Math.abs(chanceOfMeetingCrash(60_000, onceIn) - 0.03) < 1e-6);
  assert.equal(onceIn, 1_969_848);
  // Three processes of head and base served hello and update-user; a later look's process served
  // hello alone (its undecided scenario) and is left out of the pace, not of the warm-ups' share.
  const gatePairs = syntheticResults({
    scenarios: {
      hello: [
        { mion: 4_000, 'mion.base': 4_000 },
        { mion: 5_000, 'mion.base': 5_000 },
        { mion: 6_000, 'mion.base': 6_000 },
        { mion: 9_000, 'mion.base': 9_000 },
      ],
      'update-user': [
        { mion: 2_000, 'mion.base': 2_000 },
        { mion: 2_000, 'mion.base': 2_000 },
        { mion: 2_000, 'mion.base': 2_000 },
      ],
    },
  });
  gatePairs.servers.find((server) => server.name === 'mion')!.warmUpRequests = 40_000;
  // syntheticResults serves requests/s for 3 s a round: whole processes 18,000, 21,000, 24,000.
  const pace = (18_000 + 21_000 + 24_000) / 3 + 40_000 / 4;
  assert.equal(requestsPerGateProcess(gatePairs, 'mion'), pace);
  assert.deepEqual(watchedRarity('auto', gatePairs, 'mion'), {
    onceInRequests: onceInRequestsOfProcessShare(pace, 0.03),
    processShare: 0.03,
    requestsPerProcess: pace,
  });
  // A slower runner's processes serve half as much: it watches for a crash twice as common, and
  // needs the same number of its own processes' worth of requests to meet it 9 times in 10.
  const slower = watchedRarity('auto', gatePairs, 'mion').onceInRequests;
  const halved = onceInRequestsOfProcessShare(pace / 2, 0.03);
  assert.ok(Math.abs(halved / slower - 0.5) < 1e-5);
  assert.ok(
    Math.abs(crashWatchTargetRequests(slower) / pace - crashWatchTargetRequests(halved) / (pace / 2)) < 1e-3,
  );
  // A number given is watched for as given; with no timed process of the head, the fallback.
  assert.deepEqual(watchedRarity(500_000, gatePairs, 'mion'), { onceInRequests: 500_000 });
  assert.deepEqual(watchedRarity('auto', gatePairs, 'express'), {
    onceInRequests: FALLBACK_CRASH_WATCH_ONCE_IN_REQUESTS,
  });
});
