import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { selfInstructionsByFunction } from '../../src/instructions/callgrind-functions.ts';
import { withoutArguments } from '../../src/profile/count-head-and-base.ts';
import { codeAt, jitFunction, parseJitCodeMap } from '../../src/profile/jit-code-map.ts';

/** A main-thread dump as callgrind 3.19 writes it with --dump-line=no --compress-strings=no. */
const DUMP = [
  '# callgrind format',
  'version: 1',
  'positions: line',
  'events: Ir',
  '',
  'ob=/usr/bin/node',
  'fl=???',
  'fn=Builtins_CallFunction',
  '0 500',
  '',
  'ob=???',
  'fn=0x000000000d045f40',
  '0 1160383962',
  'cob=/usr/bin/node',
  'cfi=???',
  'cfn=Builtins_CEntry_Return1_ArgvOnStack_NoBuiltinExit',
  'calls=2 0 ',
  '0 40040',
  '0 8',
  '',
  'fn=0x000000000d045f40',
  '0 2',
  '',
  'totals: 1160424512',
].join('\n');

describe('instructions by function', () => {
  it('adds up each function’s self cost and leaves a call’s inclusive cost to the callee', () => {
    const functions = [...selfInstructionsByFunction(DUMP).values()];
    assert.deepEqual(
      functions.map((fn) => [fn.name, fn.object, fn.selfInstructions]),
      [
        ['Builtins_CallFunction', '/usr/bin/node', 500],
        ['0x000000000d045f40', '???', 1160383972],
      ],
    );
  });

  it('names JIT code through V8’s code map, the newest code at an address winning', () => {
    const map = parseJitCodeMap(
      [
        'd045b80 364 JS:*hotLoop /srv/app/hot.js:2:17',
        'd045f40 300 JS:^caller /srv/app/hot.js:3:16',
        'd045f40 300 JS:*get value /srv/app/node_modules/pkg/dist/model.js:40:9',
        'd0464c0 a4 Builtin:ArgumentsAdaptorTrampoline',
      ].join('\n'),
    );
    assert.equal(codeAt(map, 0xd045f40 + 0x10), 'JS:*get value /srv/app/node_modules/pkg/dist/model.js:40:9');
    assert.equal(codeAt(map, 0xd045b80 + 0x363), 'JS:*hotLoop /srv/app/hot.js:2:17');
    assert.equal(codeAt(map, 0xd045b80 + 0x364), undefined, 'between two code objects');
    assert.deepEqual(
      jitFunction('JS:*get value /srv/app/node_modules/pkg/dist/model.js:40:9', ['/srv/app']),
      {
        name: 'get value',
        file: 'node_modules/pkg/dist/model.js',
        line: 40,
        column: 9,
      },
    );
    assert.deepEqual(jitFunction('JS:~ /srv/app/hot.js:9:1', ['/srv/app']).name, '(anonymous)');
    // Every tier marker V8 writes before the name, the one a counted fixture once showed included.
    for (const marker of ['*', '~', '^', '+', "'", "*'"]) {
      assert.equal(jitFunction(`JS:${marker}hotLoop /srv/app/hot.js:2:17`, ['/srv/app']).name, 'hotLoop');
    }
    assert.deepEqual(
      jitFunction('Builtin:ArgumentsAdaptorTrampoline', ['/srv/app']).name,
      '(Builtin:ArgumentsAdaptorTrampoline)',
    );
  });

  it('shortens a C++ symbol to its name', () => {
    assert.equal(withoutArguments('v8::internal::Heap::Scavenge(int) const'), 'v8::internal::Heap::Scavenge');
    assert.equal(
      withoutArguments(
        'v8::internal::(anonymous namespace)::IterateObjectCache(v8::internal::Isolate*, std::vector<v8::internal::Object>*)',
      ),
      'v8::internal::(anonymous namespace)::IterateObjectCache',
    );
    assert.equal(withoutArguments('uv__io_poll'), 'uv__io_poll');
  });
});
