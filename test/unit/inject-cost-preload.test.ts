import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { INJECT_CPU_PRELOAD_PATH } from '../../src/repo-paths.ts';

/** Runs the module `code` in a Node started with the preload and `env` alone. */
function withPreload(env: Record<string, string>, code: string) {
  return spawnSync(
    process.execPath,
    ['--import', pathToFileURL(INJECT_CPU_PRELOAD_PATH).href, '--input-type=module', '-e', code],
    { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } },
  );
}

/** The name of http.Server's emit in a Node started with the preload and `env`: the hook renames it. */
function emitName(env: Record<string, string>): string {
  const run = withPreload(
    env,
    "import { Server } from 'node:http'; console.log(Server.prototype.emit.name);",
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

/** Status and milliseconds of one request to a server started with the preload and `env`. */
function oneRequest(env: Record<string, string>): { status: number | null; milliseconds: number } {
  const run = withPreload(
    env,
    [
      "import { createServer, request } from 'node:http';",
      "const server = createServer((req, res) => res.end('ok')).listen(0, '127.0.0.1', () => {",
      '  const started = performance.now();',
      "  request({ port: server.address().port, host: '127.0.0.1' }, (res) => {",
      '    res.resume();',
      "    res.on('end', () => { console.log(Math.round(performance.now() - started)); server.close(); });",
      '  }).end();',
      '});',
    ].join('\n'),
  );
  return { status: run.status, milliseconds: Number(run.stdout.trim()) };
}

test('a crash rate of one per request ends the process with the injected exit code', () => {
  assert.equal(oneRequest({ PERF_GATE_INJECT_CRASH_PER_REQUESTS: '1' }).status, 70);
});

test('a share of processes burns the cost: all of them at 1, none at a share too small to draw', () => {
  // 3 s of burn: a process that burns answers after at least that, one that does not long before.
  const burnt = oneRequest({ PERF_GATE_INJECT_CPU_US: '3000000', PERF_GATE_INJECT_CPU_SHARE: '1' });
  assert.equal(burnt.status, 0);
  assert.ok(burnt.milliseconds >= 3000, `answered after ${burnt.milliseconds} ms`);
  const spared = oneRequest({ PERF_GATE_INJECT_CPU_US: '3000000', PERF_GATE_INJECT_CPU_SHARE: '1e-12' });
  assert.equal(spared.status, 0);
  assert.ok(spared.milliseconds < 3000, `answered after ${spared.milliseconds} ms`);
  assert.equal(
    emitName({ PERF_GATE_INJECT_CPU_US: '3', PERF_GATE_INJECT_CPU_SHARE: '1e-12' }),
    'emitWithInjectedCost',
  );
});

test('noise burns on the path it names, in a process that drew it, and nowhere else', () => {
  const noise = (path: string, share: number) => ({
    PERF_GATE_INJECT_NOISE: JSON.stringify([{ path, microseconds: 3_000_000, share }]),
  });
  const onItsPath = oneRequest(noise('/', 1));
  assert.equal(onItsPath.status, 0);
  assert.ok(onItsPath.milliseconds >= 3000, `answered after ${onItsPath.milliseconds} ms`);
  const elsewhere = oneRequest(noise('/other-scenario', 1));
  assert.ok(elsewhere.milliseconds < 3000, `answered after ${elsewhere.milliseconds} ms`);
  const notDrawn = oneRequest(noise('/', 1e-12));
  assert.ok(notDrawn.milliseconds < 3000, `answered after ${notDrawn.milliseconds} ms`);
});
