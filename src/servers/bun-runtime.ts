import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lastLines, runCommand } from '../process/run-command.ts';
import type { ServerRuntime } from './node-runtime.ts';

const VERSION_TIMEOUT_MS = 10_000;

/**
 * The Bun a server folder pins: the registry's `bun` package in its own devDependencies,
 * whose platform package brings the binary. Throws a one-line Error when it is missing or
 * does not run.
 */
export async function folderBunRuntime(serverDir: string): Promise<ServerRuntime> {
  const path = join(serverDir, 'node_modules', '.bin', 'bun');
  if (!existsSync(path)) {
    throw new Error(
      `${serverDir} runs on bun but has no node_modules/.bin/bun: pin the bun package in its devDependencies`,
    );
  }
  const result = await runCommand(path, ['--version'], { cwd: serverDir, timeoutMs: VERSION_TIMEOUT_MS });
  const version = result.output.trim();
  if (result.exitCode !== 0 || !/^[0-9]+\.[0-9]+\.[0-9]+/.test(version)) {
    throw new Error(`${path} does not run: ${lastLines(result.output, 1) || `exit ${result.exitCode}`}`);
  }
  return { name: 'bun', path, version };
}
