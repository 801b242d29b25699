import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const TEMPORARY_DIRS = fileURLToPath(new URL('../../src/process/temporary-dirs.ts', import.meta.url));
const REGISTRY = fileURLToPath(new URL('../../src/process/process-registry.ts', import.meta.url));

/**
 * A run stopped by a signal leaves no temporary folder behind (a base side's build, a callgrind
 * server's pipes and dumps): the signal handler exits, and the exit removes them.
 */
test('temporary folders are removed when the process is stopped by SIGINT', async () => {
  const script = `
    const { makeTemporaryDir } = await import(${JSON.stringify(TEMPORARY_DIRS)});
    const { stopChildrenOnSignals } = await import(${JSON.stringify(REGISTRY)});
    stopChildrenOnSignals();
    console.log(makeTemporaryDir('perf-gate-signal-test-'));
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const dir = await new Promise<string>((resolvePromise) =>
    child.stdout.once('data', (chunk: Buffer) => resolvePromise(chunk.toString().trim())),
  );
  assert.ok(existsSync(dir), `${dir} exists while the process runs`);
  const exitCode = await new Promise<number | null>((resolvePromise) => {
    child.on('exit', resolvePromise);
    child.kill('SIGINT');
  });
  assert.equal(exitCode, 130);
  assert.equal(existsSync(dir), false, `${dir} was left behind`);
});
