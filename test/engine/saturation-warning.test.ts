import assert from 'node:assert/strict';
import { test } from 'node:test';
import { saturationWarning } from '../../src/engine/saturation-warning.ts';

test('a CPU-bound load generator is flagged for a server loaded alone, not for servers loaded together', () => {
  const saturated = { clientSaturated: true, clientCpuPercent: 93.4 };
  assert.equal(
    saturationWarning('mion', 'hello', saturated, 1),
    'load generator saturated on mion hello (client CPU 93%): these figures describe the client, not the server',
  );
  // Paired mode: head and base share the load CPU by design; the gate's rates were measured so.
  assert.equal(
    saturationWarning('mion', 'hello', { clientSaturated: true, clientCpuPercent: 46 }, 2),
    undefined,
  );
  assert.equal(
    saturationWarning('mion', 'hello', { clientSaturated: false, clientCpuPercent: 40 }, 1),
    undefined,
  );
});
