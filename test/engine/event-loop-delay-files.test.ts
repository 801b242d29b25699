import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { eventLoopFileName, eventLoopWindowsMs } from '../../src/engine/event-loop-delay-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'perf-gate-loop-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test("a turn's windows: those that ended within it, in ms; a line cut short and a missing file give nothing", () => {
  writeFileSync(
    join(dir, eventLoopFileName(41)),
    // Epoch ms and the window's longest delay in µs; the last line was cut by the process's exit.
    ['1000 1500', '1100 21000', '1200 2250', '1300 1800', '1400'].join('\n'),
  );
  assert.deepEqual(eventLoopWindowsMs(dir, 41, 1100, 1300), [21, 2.25, 1.8]);
  assert.deepEqual(eventLoopWindowsMs(dir, 41, 1350, 2000), []);
  // A server whose runtime has no monitor (Bun) writes no file: no windows, no error.
  assert.deepEqual(eventLoopWindowsMs(dir, 42, 0, 5000), []);
});
