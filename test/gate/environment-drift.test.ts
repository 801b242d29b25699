import assert from 'node:assert/strict';
import { test } from 'node:test';
import { environmentDrift } from '../../src/gate/environment-drift.ts';
import { SYNTHETIC_ENVIRONMENT } from '../helpers/synthetic-results.ts';

test('the same machine shows no drift, even with another kernel and memory size', () => {
  const current = { ...SYNTHETIC_ENVIRONMENT, os: 'linux 6.8.0-1021-azure', memoryBytes: 7 * 1024 ** 3 };
  assert.deepEqual(environmentDrift(SYNTHETIC_ENVIRONMENT, current), []);
});

test('CPU model, CPU count and Node version differences are each named, baseline first', () => {
  const baseline = {
    ...SYNTHETIC_ENVIRONMENT,
    cpuModel: 'Intel Xeon 8370C',
    cpuCount: 4,
    nodeVersion: 'v20.11.1',
  };
  const current = {
    ...SYNTHETIC_ENVIRONMENT,
    cpuModel: 'AMD EPYC 7763',
    cpuCount: 2,
    nodeVersion: 'v22.3.0',
  };
  assert.deepEqual(environmentDrift(baseline, current), [
    'CPU model: "Intel Xeon 8370C" in the baseline, "AMD EPYC 7763" now',
    'CPU count: 4 in the baseline, 2 now',
    'Node.js: v20.11.1 in the baseline, v22.3.0 now',
  ]);
});
