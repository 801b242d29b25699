import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { liveChildProcesses } from '../helpers/engine-helpers.ts';
import {
  EXAMPLE_DIR,
  frameworkRepository,
  gitIn,
  SHORT_EXAMPLE_LOAD,
  SLOW_FUNCTION,
} from '../helpers/framework-repository.ts';

/**
 * The README's example of a framework's own repository (examples/own-server: the tiny-router
 * package, a server folder that installs it from the checkout, a plain-node reference and their
 * scenarios file), through run and compare on real servers over loopback: paired mode passes A/A
 * and catches a slower router committed on a pull request's branch, head against base. Short
 * rounds keep it to a few minutes. (A stored baseline that never gates wall time, end to end:
 * test/action/action-entry.test.ts.)
 */
const workspace = mkdtempSync(join(tmpdir(), 'perf-gate-own-'));
after(() => rmSync(workspace, { recursive: true, force: true }));

/** The example's servers, with the framework built from `checkout`. */
function ownServers(checkout: string): string[] {
  return [
    '--servers-dir',
    join(checkout, 'servers'),
    '--servers',
    'plain-node,tiny-router',
    '--scenarios-file',
    join(checkout, 'scenarios.yaml'),
    '--mion-source',
    `path:${checkout}`,
  ];
}
const SHORT_GATE = [
  '--subject',
  'tiny-router',
  '--reference',
  'plain-node',
  ...SHORT_EXAMPLE_LOAD,
  '--profile-pairs',
  '2',
];
const GATED = [...ownServers(EXAMPLE_DIR), ...SHORT_GATE];

function cli(args: string[]) {
  return spawnSync(process.execPath, [join(REPO_ROOT, 'dist', 'cli.js'), ...args], {
    cwd: workspace,
    encoding: 'utf8',
    timeout: 6 * 60_000,
  });
}

test("the README's own-server example: run, paired A/A, at a rate, a crashing head and a slower router", async (t) => {
  // As the README writes it, with short rounds.
  const run = cli([
    'run',
    ...ownServers(EXAMPLE_DIR),
    '--rounds',
    '2',
    '--duration',
    '1',
    '--out',
    'run.json',
  ]);
  assert.equal(run.status, 0, run.stderr);
  const results = JSON.parse(readFileSync(join(workspace, 'run.json'), 'utf8')) as ResultsFile;
  assert.deepEqual(
    results.scenarios.map((scenario) => scenario.scenario),
    ['get-item', 'place-order'],
  );
  for (const scenario of results.scenarios) {
    for (const entry of scenario.servers)
      assert.ok(entry.rounds.length === 2, `${scenario.scenario} ${entry.server}`);
  }

  await t.test('paired against the same checkout, nothing changed: not a regression, exit 0', () => {
    // At most 16 pairs, inside a budget inside the CLI's 6-minute time-out: an undecided A/A would
    // go on towards 99% surely within (180 s of a 56-minute clean-clone suite on a slow machine).
    const same = cli([
      'compare',
      ...GATED,
      '--baseline-source',
      `path:${EXAMPLE_DIR}`,
      '--max-processes',
      '16',
      '--time-budget',
      '5',
      '--out',
      'aa.json',
    ]);
    // Never a regression; a pass, unless a busy machine kept 16 pairs from ruling out a loss, which
    // the verdict then says (exit 2, never 1).
    if (same.status === 2) assert.match(same.stdout, /^TOO NOISY TO RULE OUT A LOSS/m, same.stdout);
    else assert.equal(same.status, 0, `${same.stdout}\n${same.stderr}`);
    assert.doesNotMatch(same.stdout, /^REGRESSION/m);
  });

  await t.test(
    'paired at a fixed rate: head and base loaded open-loop in turns, one round each a process',
    () => {
      // Four pairs at most: the first look is the whole gate (a rare false alarm adds its confirmation).
      const atRate = cli([
        'compare',
        ...GATED,
        '--baseline-source',
        `path:${EXAMPLE_DIR}`,
        '--rate',
        '1000',
        '--max-processes',
        '4',
        '--profile',
        'never',
        '--out',
        'rate.json',
        '--markdown',
        'rate.md',
      ]);
      assert.ok(existsSync(join(workspace, 'rate.json')), `${atRate.stdout}\n${atRate.stderr}`);
      const measured = JSON.parse(readFileSync(join(workspace, 'rate.json'), 'utf8')) as ResultsFile;
      const roundsOf = (server: string) =>
        measured.scenarios[0]!.servers.find((entry) => entry.server === server)!.rounds;
      const baseRounds = roundsOf(measured.settings.baseServer!);
      // The base is measured by the gate alone: its blocks are the gate's processes.
      assert.ok(baseRounds.length >= 4, `base rounds: ${baseRounds.length}`);
      for (const round of baseRounds) {
        assert.equal(round.roundInBlock, 0, `base block ${round.block} has more than one round`);
        assert.equal(
          round.atRate?.ratePerSecond,
          1000,
          `base block ${round.block} was not loaded at the rate`,
        );
        const head = roundsOf('tiny-router').filter((other) => other.block === round.block);
        assert.equal(head.length, 1, `head rounds in the gate's block ${round.block}`);
        assert.ok(head[0]!.atRate, `head block ${round.block} was not loaded at the rate`);
        // Each side's event loop, watched from inside its own process over its turn.
        for (const side of [round, head[0]!]) {
          assert.ok(
            (side.atRate?.eventLoopWindowsMs?.length ?? 0) >= 2,
            `block ${round.block}: no event-loop windows recorded`,
          );
        }
      }
      const report = readFileSync(join(workspace, 'rate.md'), 'utf8');
      // Gated by default at a rate, beside p99: a row of its own in the gate's table.
      assert.match(report, /\| event-loop delay \|/);
      assert.match(report, /loaded in turns at the same rate, one round each/);
      assert.match(report, /Latency at a fixed rate/);
    },
  );

  await t.test(
    'paired, a head that crashes now and then: exit 1, the crashes on the first line, wherever they fell',
    () => {
      // About one crash in 2,000 requests: most processes of the head meet one (a round serves
      // about 2,000 here), so the run sees some, in the table, the gate's pairs or the profiling
      // pairs; which ones is chance, and every one counts.
      const crashing = cli([
        'compare',
        ...GATED,
        '--baseline-source',
        `path:${EXAMPLE_DIR}`,
        '--inject-crash-per-requests',
        'tiny-router=2000',
        '--max-processes',
        '8',
        // A crash needs no profile to say where: the first line names it.
        '--profile',
        'never',
        '--markdown',
        'crash.md',
      ]);
      assert.equal(crashing.status, 1, `${crashing.stdout}\n${crashing.stderr}`);
      const report = readFileSync(join(workspace, 'crash.md'), 'utf8');
      assert.match(
        report.split('\n')[0]!,
        /^### ❌ The head crashed in \d+ process(es)? where the base did not/,
      );
      assert.match(
        report,
        /the head failed in \d+ process(es)? where the base did not, the base in 0 .*First: .*exited with code 70/,
      );
    },
  );

  await t.test(
    'paired, a slower router committed on a branch, head against base: regression, exit 1, and where',
    () => {
      const repository = join(workspace, 'tiny-router-repository');
      const base = join(workspace, 'tiny-router-base');
      const { baseSha } = frameworkRepository(repository);
      gitIn(repository, 'worktree', 'add', '-q', '--detach', base, baseSha);
      const paired = cli([
        'compare',
        ...ownServers(repository),
        ...SHORT_GATE,
        '--baseline-source',
        `path:${base}`,
        '--markdown',
        'paired.md',
      ]);
      // On a machine busy with other work the gate may refuse to decide (its spread past the range
      // its error rates were shown in): it fails closed then too. Either way the head is profiled.
      assert.notEqual(paired.status, 0, `${paired.stdout}\n${paired.stderr}`);
      const report = readFileSync(join(workspace, 'paired.md'), 'utf8');
      assert.match(report, /^### ❌ .*place-order/m);
      assert.match(report, new RegExp(`Head \`${gitIn(repository, 'rev-parse', '--short=7', 'HEAD')}`));
      // The branch's loop runs in its own function: "Where" must name it near the top.
      const where = report.slice(report.indexOf('#### Where the time changed'));
      const functions = [...where.matchAll(/^\| ([^|]+?) \|/gm)].map((match) => match[1]).slice(2, 5);
      assert.ok(functions.includes(SLOW_FUNCTION), `top rows: ${functions.join(', ')}\n${where}`);
      assert.ok(
        existsSync(
          join(workspace, 'perf-gate-results', 'profiles', 'place-order', 'differential-flame-graph.html'),
        ),
      );
    },
  );

  assert.deepEqual(liveChildProcesses(), []);
});
