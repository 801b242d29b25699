import assert from 'node:assert/strict';
import { describe, it, test } from 'node:test';
import {
  formatGibibytes,
  formatLatencyThreeDigitsMs,
  formatPercent,
  formatRequestsPerSecond,
  formatSeconds,
  formatSignedPercent,
  formatThreshold,
  NOT_AVAILABLE,
} from '../../src/report/format-numbers.ts';

describe('format-numbers', () => {
  it('formats as the published tables and says n/a for a missing figure', () => {
    assert.equal(formatRequestsPerSecond(17621.06), '17621.1');
    assert.equal(formatRequestsPerSecond(Number.NaN), 'n/a');
    assert.equal(formatPercent(0.8767), '87.7%');
    assert.equal(formatGibibytes(16 * 1024 ** 3), '16.0GB');
    assert.equal(formatSeconds(40.02), '40.02');
    assert.equal(formatSeconds(5), '5');
  });

  it('always signs a change, except one that rounds to zero', () => {
    assert.equal(formatSignedPercent(0.05), '+5.0%');
    assert.equal(formatSignedPercent(-0.0321), '-3.2%');
    assert.equal(formatSignedPercent(-0.0004), '0.0%');
    assert.equal(formatSignedPercent(Number.POSITIVE_INFINITY), 'n/a');
  });

  it('latency at a rate keeps 3 significant digits, so a 10% change in a 58 µs median shows', () => {
    assert.equal(formatLatencyThreeDigitsMs(0.0583), '0.0583');
    assert.equal(formatLatencyThreeDigitsMs(0.0641), '0.0641');
    assert.equal(formatLatencyThreeDigitsMs(2.414), '2.41');
    assert.equal(formatLatencyThreeDigitsMs(18.14), '18.1');
    assert.equal(formatLatencyThreeDigitsMs(129.3), '129');
    assert.equal(formatLatencyThreeDigitsMs(Number.NaN), NOT_AVAILABLE);
  });
});

test('a threshold is shown with the decimals it has, never rounded', () => {
  assert.equal(formatThreshold(-0.05, 0), '-5%');
  assert.equal(formatThreshold(-0.05, 1), '-5.0%');
  assert.equal(formatThreshold(0.003, 0), '+0.3%');
  // A threshold of 0.375% (set per scenario): "+0.4%" would name a threshold it does not use.
  assert.equal(formatThreshold(0.00375, 1), '+0.375%');
});
