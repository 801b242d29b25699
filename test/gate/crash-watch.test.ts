import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  chanceOfMeetingCrash,
  crashWatchShortfall,
  crashWatchTargetRequests,
  requestsServed,
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
