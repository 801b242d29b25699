import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CpuProfile } from '../../src/profile/cpu-profile.ts';
import { functionKey, profiledFunction } from '../../src/profile/profiled-function.ts';
import { sampleDurationsMicroseconds, selfTimeByFunction } from '../../src/profile/self-time.ts';

/** A profile of one request path as V8 writes it: root → handler → validate, plus idle and GC. */
function profileAt(dir: string, handlerLine = 10): CpuProfile {
  const frame = (id: number, functionName: string, url = '', lineNumber = -1, children?: number[]) => ({
    id,
    callFrame: { functionName, scriptId: String(id), url, lineNumber, columnNumber: 4 },
    ...(children ? { children } : {}),
  });
  return {
    nodes: [
      frame(1, '(root)', '', -1, [2, 4, 5]),
      frame(2, 'handle', `file://${dir}/node_modules/pkg/dist/router.js`, handlerLine, [3]),
      frame(3, 'validate', `file://${dir}/node_modules/pkg/dist/router.js`, 40),
      frame(4, '(idle)'),
      frame(5, '(garbage collector)'),
    ],
    startTime: 1_000,
    endTime: 1_100,
    // handle, validate, validate, idle, gc: stamps 1010, 1030, 1040, 1060, 1090
    samples: [2, 3, 3, 4, 5],
    timeDeltas: [10, 20, 10, 20, 30],
  };
}

describe('self time by function', () => {
  it('gives each sample the time to the next one, the last the time to the end', () => {
    assert.deepEqual(sampleDurationsMicroseconds(profileAt('/a')), [20, 10, 20, 30, 10]);
  });

  it('adds up self time per function, garbage collection as busy, idle apart', () => {
    const self = selfTimeByFunction(profileAt('/srv/head'), ['/srv/head']);
    const byName = Object.fromEntries([...self.functions.values()].map((entry) => [entry.fn.name, entry]));
    assert.equal(byName.handle?.cost, 20);
    assert.equal(byName.validate?.cost, 30);
    assert.equal(byName['(garbage collector)']?.cost, 10);
    assert.equal(self.totalCost, 60);
    assert.equal(self.idleMicroseconds, 30);
    assert.equal(byName.validate?.fn.file, 'node_modules/pkg/dist/router.js');
    assert.equal(byName.validate?.fn.line, 41, 'lines are 1-based for readers');
  });

  it("names head's and base's copies of one function alike, even when an edit above it moved its line", () => {
    const head = selfTimeByFunction(profileAt('/tmp/head', 12), ['/tmp/head']);
    const base = selfTimeByFunction(profileAt('/tmp/base-x/mion', 10), ['/tmp/base-x/mion']);
    assert.deepEqual([...head.functions.keys()].sort(), [...base.functions.keys()].sort());
  });

  it('keys an anonymous function by its place, since it has nothing else', () => {
    const at = (line: number) =>
      functionKey(
        profiledFunction(
          { functionName: '', scriptId: '1', url: 'file:///s/a.js', lineNumber: line, columnNumber: 0 },
          ['/s'],
        ),
      );
    assert.notEqual(at(1), at(2));
    assert.equal(at(3), at(3));
  });
});
