import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';

const CLI = join(REPO_ROOT, 'dist', 'cli.js');

/**
 * A folder removed after the test file, and the bundled CLI run in it (exit code and output);
 * `timeoutMs` longer for a run that builds and measures servers.
 */
export function cliWorkspace(prefix: string, timeoutMs = 60_000) {
  const workspace = mkdtempSync(join(tmpdir(), prefix));
  after(() => rmSync(workspace, { recursive: true, force: true }));
  const runCli = (args: string[]) => {
    const run = spawnSync(process.execPath, [CLI, ...args], {
      cwd: workspace,
      encoding: 'utf8',
      timeout: timeoutMs,
    });
    return { exitCode: run.status, stdout: run.stdout, stderr: run.stderr };
  };
  return { workspace, runCli };
}
