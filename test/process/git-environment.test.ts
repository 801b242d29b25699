import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';

const dir = mkdtempSync(join(tmpdir(), 'git-environment-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('git, run to name the commit measured, gets the allow-listed environment, not the token', () => {
  // A `git` first on PATH that writes down the environment it was given.
  const seen = join(dir, 'seen.env');
  const fakeGit = join(dir, 'git');
  writeFileSync(fakeGit, `#!/bin/sh\nenv > '${seen}'\necho 0123456789abcdef\n`);
  chmodSync(fakeGit, 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${dir}:${process.env.PATH}`,
    GITHUB_TOKEN: 'canary-token-in-git',
  };
  delete env.GITHUB_SHA;
  delete env.GITHUB_REF;
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      "import('./src/stages/git-info.ts').then((m) => console.log(JSON.stringify(m.readGitInfo(process.cwd()))))",
    ],
    { cwd: REPO_ROOT, env, encoding: 'utf8' },
  );
  assert.equal(run.status, 0, run.stderr);
  assert.equal(
    JSON.parse(run.stdout.trim().split('\n').at(-1)!).commit,
    '0123456789abcdef',
    'the fake git answered',
  );
  const environment = readFileSync(seen, 'utf8');
  assert.match(environment, /^PATH=/m);
  assert.doesNotMatch(environment, /canary-token-in-git/);
});
