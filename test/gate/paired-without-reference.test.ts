import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { cliWorkspace } from '../helpers/cli-workspace.ts';
import { liveChildProcesses } from '../helpers/engine-helpers.ts';
import { EXAMPLE_DIR, SHORT_LOAD_FLAGS } from '../helpers/framework-repository.ts';
import { crashWatchTargetRequests } from '../../src/gate/crash-watch.ts';

/**
 * A framework's maintainer with one server folder and nothing else: the example framework's
 * tiny-router alone, no reference server and no --subject, gated head against base by the CLI under
 * the options' current names. Paired mode compares the subject with its own base; a stored baseline
 * in wall time is the one mode that needs a reference, and says so in one line.
 */
const { workspace, runCli } = cliWorkspace('perf-gate-solo-', 6 * 60_000);
const WATCHED_RARITY = 100_000;

const ONE_SERVER = [
  '--servers-dir',
  join(EXAMPLE_DIR, 'servers'),
  '--servers',
  'tiny-router',
  '--scenarios-file',
  join(EXAMPLE_DIR, 'scenarios.yaml'),
  '--source',
  `path:${EXAMPLE_DIR}`,
];

test('paired mode with the subject alone: no reference, the only server is the subject, judged head against base', () => {
  const paired = runCli([
    'compare',
    ...ONE_SERVER,
    '--base-source',
    `path:${EXAMPLE_DIR}`,
    ...['--scenario', 'place-order', ...SHORT_LOAD_FLAGS],
    // Watching for a crash once in 100,000 requests: the gate serves about 200,000 of the 230,000 here, the watch a process more.
    ...['--crash-watch-once-in', String(WATCHED_RARITY)],
    '--max-processes',
    '6',
    '--profile',
    'never',
    '--out',
    'paired.json',
    '--markdown',
    'paired.md',
  ]);
  // The gate ran paired and judged: on a busy machine an A/A may end undecided or too noisy
  // (exit 1 or 2), which is the gate's answer, not a refusal of the options.
  assert.match(paired.stdout, /^Paired mode: tiny-router \(head\) against the base of the pull request/m);
  assert.doesNotMatch(paired.stderr, /reference/);
  const results = JSON.parse(readFileSync(join(workspace, 'paired.json'), 'utf8')) as ResultsFile;
  assert.equal(results.settings.subject, 'tiny-router');
  assert.equal(results.settings.reference, undefined);
  // The subject and its base side, nothing beside them.
  assert.deepEqual(
    results.servers.map((server) => [server.name, server.status]),
    [
      ['tiny-router', 'measured'],
      ['tiny-router.base', 'measured'],
    ],
  );
  assert.equal(results.settings.baseServer, 'tiny-router.base');
  // A check about to pass first served enough of the head's requests to meet a crash of the watched
  // rarity 9 times in 10, and the report says how many; a failing check needs no watch.
  const watch = results.gate?.crashWatch;
  if (paired.exitCode === 0) {
    assert.ok(watch, 'a passing paired check carries its crash watch');
    assert.ok(watch.servedRequests >= crashWatchTargetRequests(WATCHED_RARITY), JSON.stringify(watch));
    assert.ok(watch.catchShare >= 0.9, JSON.stringify(watch));
    if (watch.servedRequests - watch.watchedRequests < crashWatchTargetRequests(WATCHED_RARITY))
      assert.ok(watch.processes >= 1 && watch.watchedRequests > 0, JSON.stringify(watch));
    assert.match(
      readFileSync(join(workspace, 'paired.md'), 'utf8'),
      /Crashes: the head served [\d,]+ requests over the run, warm-ups included.*once in 100,000 requests meets a crash in that many 9\d% of the time\./,
    );
  } else assert.equal(watch, undefined);
  assert.deepEqual(liveChildProcesses(), []);
});

test('a stored baseline in wall time needs the reference: one line naming it, exit 2, nothing measured', () => {
  const stored = runCli(['compare', ...ONE_SERVER, '--out', 'stored.json']);
  assert.equal(stored.exitCode, 2, stored.stderr);
  assert.deepEqual(stored.stderr.trim().split('\n'), [
    'mion-perf-gate: --reference: "http-node" is not among the servers (tiny-router): a stored baseline is compared in wall time beside a reference server; name one, or give --base-source to compare the subject with its base',
  ]);
  assert.equal(stored.stdout, '');
});
