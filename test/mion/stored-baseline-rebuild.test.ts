import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';

// Builds mion twice from source (head and the baseline's commit): opt in with
// MION_SOURCE=<mion git checkout of an npm-workspaces release, e.g. v0.8.10>.
const checkoutDir = process.env.MION_SOURCE ? resolve(process.env.MION_SOURCE) : undefined;
const skip = checkoutDir
  ? false
  : "set MION_SOURCE=<mion git checkout> to build a stored baseline's mion again";
const workspace = mkdtempSync(join(tmpdir(), 'stored-rebuild-'));
after(() => rmSync(workspace, { recursive: true, force: true }));

test(
  "a stored baseline that records its mion's commit is built again and measured beside the head, with no extra input",
  { skip, timeout: 20 * 60_000 },
  () => {
    const dir = checkoutDir ?? '';
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    // The committed baseline, said to come from this checkout's commit: an A/A pull request.
    const baseline = JSON.parse(
      readFileSync(join(REPO_ROOT, 'baseline', 'baseline.json'), 'utf8'),
    ) as ResultsFile;
    for (const server of baseline.servers) {
      if (server.name === 'mion') server.rebuildFrom = { kind: 'git', commit };
    }
    writeFileSync(join(workspace, 'baseline.json'), JSON.stringify(baseline));
    const run = spawnSync(
      process.execPath,
      [
        join(REPO_ROOT, 'dist', 'cli.js'),
        'compare',
        ...['--servers', 'http-node,mion', '--scenario', 'hello', '--mion-source', `path:${dir}`],
        ...['--baseline', 'baseline.json', '--markdown', 'report.md', '--measure', 'wall-time'],
        // The comparison table's rounds short, no profile, no crash watch (its minutes of the head
        // alone are a real run's) and at most 16 pairs (an undecided A/A would otherwise measure on
        // towards 99% surely within, 503 s in a clean-clone run): the rebuild is what is tried here.
        ...['--rounds', '2', '--duration', '1', '--warmup', '0.5', '--profile', 'never'],
        ...['--crash-watch-once-in', '0', '--max-processes', '16'],
      ],
      { cwd: workspace, encoding: 'utf8', timeout: 19 * 60_000 },
    );
    // An A/A: never a failure to build or compare (exit 2), unless a busy machine kept it from
    // ruling out a loss, which the report then heads.
    if (run.status === 2)
      assert.match(run.stdout, /^TOO NOISY TO RULE OUT A LOSS/m, `${run.stdout}\n${run.stderr}`);
    assert.match(
      run.stderr,
      new RegExp(`paired: the baseline's mion is built again from git commit ${commit.slice(0, 12)}`),
    );
    const report = readFileSync(join(workspace, 'report.md'), 'utf8');
    assert.match(
      report,
      /Paired mode: mion \(head\) against the stored baseline's mion, built again from git commit/,
    );
    assert.doesNotMatch(report, /Context, not gated/);
  },
);
