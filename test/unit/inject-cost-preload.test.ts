import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { INJECT_CPU_PRELOAD_PATH } from '../../src/repo-paths.ts';

/** The name of http.Server's emit in a Node started with the preload and `env`: the hook renames it. */
function emitName(env: Record<string, string>): string {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      pathToFileURL(INJECT_CPU_PRELOAD_PATH).href,
      '--input-type=module',
      '-e',
      "import { Server } from 'node:http'; console.log(Server.prototype.emit.name);",
    ],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } },
  );
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
}

test('the hook is installed for added work of 0 iterations, so a side without work pays the hook too', () => {
  assert.equal(emitName({ PERF_GATE_INJECT_WORK_ITERATIONS: '0' }), 'emitWithInjectedCost');
  assert.equal(emitName({ PERF_GATE_INJECT_WORK_ITERATIONS: '27' }), 'emitWithInjectedCost');
  assert.equal(emitName({ PERF_GATE_INJECT_CPU_US: '2.5' }), 'emitWithInjectedCost');
});

test('without any injection setting the preload changes nothing', () => {
  assert.equal(emitName({}), 'emit');
});
