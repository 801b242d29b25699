import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';

/**
 * scripts/write-release-pins.ts, the release workflow's step, run on a copy of this repository's
 * README, docs and workflows: each pass must rewrite its kind of pin and leave every other byte.
 */
const work = mkdtempSync(join(tmpdir(), 'perf-gate-pins-'));
after(() => rmSync(work, { recursive: true, force: true }));

const SCRIPT = join(REPO_ROOT, 'scripts', 'write-release-pins.ts');
const RELEASE = 'a'.repeat(8) + '0123456789abcdef0123456789abcdef';
const PIN_COMMIT = '1234567890abcdef1234567890abcdef12345678';

/** The files the script reads, as this repository holds them, in a fresh folder. */
function copyOfRepository(name: string): string {
  const copy = join(work, name);
  cpSync(join(REPO_ROOT, 'README.md'), join(copy, 'README.md'));
  cpSync(join(REPO_ROOT, '.github', 'workflows'), join(copy, '.github', 'workflows'), { recursive: true });
  for (const entry of readdirSync(join(REPO_ROOT, 'docs'), { withFileTypes: true })) {
    if (entry.isFile() || entry.name === 'examples') {
      cpSync(join(REPO_ROOT, 'docs', entry.name), join(copy, 'docs', entry.name), { recursive: true });
    }
  }
  return copy;
}

/** Every text file of a folder, by path. */
function snapshot(root: string): Map<string, string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path.slice(root.length + 1), readFileSync(path, 'utf8')];
    }),
  );
}

function writePins(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), SCRIPT, ...args], {
    cwd,
    encoding: 'utf8',
  });
  return { exitCode: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Written apart from the script: a step's `uses:` of the action (no path) or of a reusable workflow.
const ACTION_PIN = /^(\s*(?:- )?uses: MionKit\/mion-perf-gate@)[0-9a-f]{40}(?: #.*)?$/;
const WORKFLOW_PIN =
  /^(\s*(?:- )?uses: MionKit\/mion-perf-gate\/\.github\/workflows\/[a-z-]+\.yml@)[0-9a-f]{40}(?: #.*)?$/;

/** The files as they must read after a pass: each pin line of its kind names the commit, all else as it was. */
function expectedAfter(before: Map<string, string>, pin: RegExp, commit: string): Map<string, string> {
  return new Map(
    [...before].map(([path, text]) => [
      path,
      text
        .split('\n')
        .map((line) => line.replace(pin, (_, prefix: string) => `${prefix}${commit} # v1.2.3`))
        .join('\n'),
    ]),
  );
}

const pinCount = (files: Map<string, string>, pin: RegExp) =>
  [...files.values()].flatMap((text) => text.split('\n')).filter((line) => pin.test(line)).length;

describe('write-release-pins', () => {
  it('points the action pins at the release, then the reusable-workflow calls at the pin commit, and changes nothing else', () => {
    const copy = copyOfRepository('pass');
    const original = snapshot(copy);
    assert.ok(
      pinCount(original, ACTION_PIN) >= 8,
      'the action is pinned in the examples, docs and reusable workflows',
    );
    assert.ok(pinCount(original, WORKFLOW_PIN) >= 2, 'the quick-start files call the reusable workflows');
    for (const workflow of ['reusable-gate.yml', 'reusable-comment.yml', 'reusable-history.yml']) {
      assert.match(
        original.get(`.github/workflows/${workflow}`)!,
        /uses: MionKit\/mion-perf-gate@/,
        workflow,
      );
    }

    const actionPass = writePins(copy, '--pins', 'action', '--commit', RELEASE, '--version', '1.2.3');
    assert.equal(actionPass.exitCode, 0, actionPass.stderr);
    const afterAction = snapshot(copy);
    assert.deepEqual(afterAction, expectedAfter(original, ACTION_PIN, RELEASE));
    assert.match(
      actionPass.stdout,
      new RegExp(`\\n${pinCount(original, ACTION_PIN)} action pin\\(s\\) now name ${RELEASE}`),
    );

    const workflowPass = writePins(copy, '--pins', 'workflows', '--commit', PIN_COMMIT, '--version', '1.2.3');
    assert.equal(workflowPass.exitCode, 0, workflowPass.stderr);
    assert.deepEqual(snapshot(copy), expectedAfter(afterAction, WORKFLOW_PIN, PIN_COMMIT));
    // The history example calls the reusable history of the pin commit, which pins the release.
    assert.match(
      readFileSync(join(copy, 'docs', 'examples', 'framework-history.yml'), 'utf8'),
      new RegExp(
        `uses: MionKit/mion-perf-gate/\\.github/workflows/reusable-history\\.yml@${PIN_COMMIT} # v1\\.2\\.3\\n`,
      ),
    );
    assert.equal(
      pinCount(
        new Map([['h', readFileSync(join(copy, '.github', 'workflows', 'reusable-history.yml'), 'utf8')]]),
        ACTION_PIN,
      ),
      4,
    );

    // No pin of this repository is left at another commit, the placeholder included.
    for (const [path, text] of snapshot(copy)) {
      for (const [, pinned] of text.matchAll(/MionKit\/mion-perf-gate(?:\/[^@\s]+)?@([0-9a-f]{40})/g)) {
        assert.ok(pinned === RELEASE || pinned === PIN_COMMIT, `${path}: ${pinned}`);
      }
    }
  });

  it('rewrites the pins of an earlier release for the next one', () => {
    const copy = copyOfRepository('next');
    assert.equal(writePins(copy, '--pins', 'action', '--commit', RELEASE, '--version', '1.2.3').exitCode, 0);
    const first = snapshot(copy);
    const next = 'f'.repeat(40);
    const run = writePins(copy, '--pins', 'action', '--commit', next.toUpperCase(), '--version', '1.2.3');
    assert.equal(run.exitCode, 0, run.stderr);
    assert.deepEqual(snapshot(copy), expectedAfter(first, ACTION_PIN, next));
  });

  it('refuses a commit that is not 40 hex digits, in one line, and writes nothing', () => {
    const copy = copyOfRepository('refused');
    const original = snapshot(copy);
    for (const commit of ['abc1234', RELEASE.slice(1), `${RELEASE}0`, 'g'.repeat(40), 'v1.2.3', '']) {
      const run = writePins(copy, '--pins', 'action', '--commit', commit, '--version', '1.2.3');
      assert.equal(run.exitCode, 2, commit);
      assert.equal(
        run.stderr,
        `write-release-pins: --commit must be a full commit, 40 hex digits, not ${JSON.stringify(commit)}\n`,
      );
    }
    for (const [args, message] of [
      [
        ['--pins', 'tags', '--commit', RELEASE, '--version', '1.2.3'],
        /--pins must be action or workflows, not tags/,
      ],
      [['--pins', 'action', '--commit', RELEASE, '--version', 'v1.2.3'], /--version must be X\.Y\.Z/],
      [['--pins', 'action', '--commit', RELEASE], /--version must be X\.Y\.Z .*not "missing"/],
    ] as const) {
      const run = writePins(copy, ...args);
      assert.equal(run.exitCode, 2, args.join(' '));
      assert.match(run.stderr, message);
      assert.equal(run.stderr.split('\n').length, 2, run.stderr);
    }
    assert.deepEqual(snapshot(copy), original);
  });

  it('reports an example with no pin, and refuses a pin it cannot rewrite', () => {
    const copy = copyOfRepository('unpinned');
    const example =
      'name: copied\non: pull_request\njobs:\n  gate:\n    uses: ./.github/workflows/local.yml\n';
    writeFileSync(join(copy, 'docs', 'examples', 'no-pin.yml'), example);
    const run = writePins(copy, '--pins', 'action', '--commit', RELEASE, '--version', '1.2.3');
    assert.equal(run.exitCode, 0, run.stderr);
    assert.match(
      run.stdout,
      /\ndocs\/examples\/no-pin\.yml: no pin of MionKit\/mion-perf-gate \(left as it is\)\n/,
    );
    assert.equal(readFileSync(join(copy, 'docs', 'examples', 'no-pin.yml'), 'utf8'), example);

    const prose = `Pin it as \`MionKit/mion-perf-gate@${'0'.repeat(40)}\` in your step.\n`;
    writeFileSync(join(copy, 'docs', 'prose.md'), prose);
    const before = snapshot(copy);
    const refused = writePins(copy, '--pins', 'action', '--commit', PIN_COMMIT, '--version', '1.2.3');
    assert.equal(refused.exitCode, 2);
    assert.match(
      refused.stderr,
      /^write-release-pins: docs\/prose\.md:1: a pin this script cannot rewrite: /,
    );
    assert.deepEqual(snapshot(copy), before);
  });
});
