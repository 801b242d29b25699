import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

/**
 * Runs last (npm test runs files in sorted order, one at a time). Every process the suite
 * starts inherits PERF_GATE_TEST_RUN from `npm test`; servers, installs and load generators
 * run in process groups of their own. So a process that carries this run's mark and sits in
 * another process group than the test runner is something the suite started and left behind,
 * found by inheritance, never by name.
 */
const mark = process.env.PERF_GATE_TEST_RUN;

function processGroupOf(pid: string): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

test(
  'after the whole suite, no process started by it is still running',
  { skip: mark ? false : 'run through npm test' },
  () => {
    const ownGroup = processGroupOf('self');
    const leftovers: string[] = [];
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        if (!environment.includes(`PERF_GATE_TEST_RUN=${mark}`)) continue;
        if (processGroupOf(pid) === ownGroup) continue;
        leftovers.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()}`);
      } catch {
        // Gone while we looked, or not ours to read.
      }
    }
    assert.deepEqual(leftovers, []);
  },
);
