import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';

/**
 * docs/development.md's release steps, run as written on a clone of this repository: every pin of
 * the placeholder must end at the release (the action) or at the commit that pins it (the reusable
 * workflows the quick-start files call), and none may be left.
 */
const work = mkdtempSync(join(tmpdir(), 'perf-gate-release-'));
after(() => rmSync(work, { recursive: true, force: true }));

const PLACEHOLDER = /MionKit\/mion-perf-gate(\/\.github\/workflows\/[a-z-]+\.yml)?@0{40}/;

test('the release steps pin every example, snippet and reusable workflow, none left at the placeholder', () => {
  const clone = join(work, 'clone');
  execFileSync('git', ['clone', '-q', REPO_ROOT, clone]);
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'release',
    GIT_AUTHOR_EMAIL: 'release@localhost',
    GIT_COMMITTER_NAME: 'release',
    GIT_COMMITTER_EMAIL: 'release@localhost',
  };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: clone, env, encoding: 'utf8' }).trim();
  git('tag', 'v0.1.0');
  const steps = /```sh\n(sha=\$\(git rev-parse 'vX\.Y\.Z\^\{commit\}'\)[\s\S]*?)```/.exec(
    readFileSync(join(clone, 'docs', 'development.md'), 'utf8'),
  )?.[1];
  assert.ok(steps, "docs/development.md's release snippet");
  execFileSync('bash', ['-euo', 'pipefail', '-c', steps.replaceAll('vX.Y.Z', 'v0.1.0')], { cwd: clone, env });

  const release = git('rev-parse', 'v0.1.0^{commit}');
  const pinned = git('rev-parse', 'HEAD~1');
  const files = git('ls-files', 'README.md', 'docs', '.github/workflows').split('\n');
  const pins = files.flatMap((file) =>
    [
      ...readFileSync(join(clone, file), 'utf8').matchAll(
        /MionKit\/mion-perf-gate(\/\.github\/workflows\/[a-z-]+\.yml)?@([0-9a-f]{40})/g,
      ),
    ].map((match) => ({ file, reusable: match[1] !== undefined, sha: match[2]! })),
  );
  assert.ok(pins.length >= 8, JSON.stringify(pins));
  assert.deepEqual(
    files.filter((file) => PLACEHOLDER.test(readFileSync(join(clone, file), 'utf8'))),
    [],
  );
  for (const pin of pins) assert.equal(pin.sha, pin.reusable ? pinned : release, JSON.stringify(pin));
  // The commit the quick-start files call holds reusable workflows that pin the release.
  assert.match(
    git('show', `${pinned}:.github/workflows/reusable-gate.yml`),
    new RegExp(`MionKit/mion-perf-gate@${release}`),
  );
});
