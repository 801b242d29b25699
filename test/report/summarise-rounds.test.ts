import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summariseScenario, summariseServerRounds } from '../../src/report/summarise-rounds.ts';
import { buildResults, roundsOf } from '../helpers/results-fixture.ts';

const MEBIBYTE = 1024 * 1024;

describe('summariseServerRounds', () => {
  it('takes medians over valid rounds only and leaves invalid rounds out of every figure', () => {
    const results = buildResults({
      rounds: 5,
      roundsPerBlock: 5,
      servers: [{ name: 'mion', requestsPerSecond: 1000 }],
    });
    const rounds = roundsOf(results, 'mion');
    [100, 300, 200, 400, 99999].forEach((rps, index) => {
      rounds[index]!.requestsPerSecond = rps;
      rounds[index]!.latencyMs.mean = rps / 10;
      rounds[index]!.throughputBytesPerSecond = rps * MEBIBYTE;
      rounds[index]!.serverMaxMemoryBytes = rps * MEBIBYTE;
      rounds[index]!.serverMaxCpuPercent = rps;
    });
    rounds[4]!.valid = false;
    rounds[4]!.invalidReason = 'socket hang up';

    const summary = summariseServerRounds('update-user', 'mion', rounds, undefined);

    assert.equal(summary.validRounds, 4);
    assert.equal(summary.invalidRounds, 1);
    assert.equal(summary.firstInvalidReason, 'socket hang up');
    assert.equal(summary.requestsPerSecond, 250);
    assert.equal(summary.latencyMeanMs, 25);
    assert.equal(summary.outputMebibytesPerSecond, 250);
    assert.equal(summary.maxMemoryMebibytes, 400);
    assert.equal(summary.maxCpuPercent, 400);
  });

  it('gives NaN figures, not zeros, when no round is valid', () => {
    const results = buildResults({
      servers: [{ name: 'mion', requestsPerSecond: 1000, invalidRounds: [0, 1, 2, 3, 4, 5] }],
    });
    const summary = summariseServerRounds('update-user', 'mion', roundsOf(results, 'mion'), undefined);
    assert.equal(summary.validRounds, 0);
    assert.ok(Number.isNaN(summary.requestsPerSecond));
    assert.ok(Number.isNaN(summary.maxMemoryMebibytes));
  });

  it('counts saturated rounds among valid ones', () => {
    const results = buildResults({
      servers: [{ name: 'fastify', requestsPerSecond: 15000, saturatedRounds: [1, 3], invalidRounds: [3] }],
    });
    const summary = summariseServerRounds('update-user', 'fastify', roundsOf(results, 'fastify'), undefined);
    assert.equal(summary.clientSaturatedRounds, 1);
  });
});

describe('summariseScenario', () => {
  it("computes the fraction of the reference from the table's own medians", () => {
    const results = buildResults({
      rounds: 4,
      roundsPerBlock: 2,
      servers: [
        { name: 'http-node', requestsPerSecond: 1000 },
        { name: 'mion', requestsPerSecond: 1000 },
      ],
    });
    const reference = roundsOf(results, 'http-node');
    const subject = roundsOf(results, 'mion');
    [1000, 2000, 1000, 4000].forEach((rps, i) => (reference[i]!.requestsPerSecond = rps));
    [800, 1000, 900, 2000].forEach((rps, i) => (subject[i]!.requestsPerSecond = rps));
    // The Req column shows medians 950 and 1500: the column must read 63.3%, not the 65% median
    // of the paired ratios 0.8, 0.5, 0.9, 0.5.
    const summaries = summariseScenario(results, results.scenarios[0]!);
    const mion = summaries.find((s) => s.server === 'mion')!;
    assert.equal(mion.fractionOfReference, 950 / 1500);
    assert.equal(summaries.find((s) => s.server === 'http-node')!.fractionOfReference, 1);
  });

  it('leaves invalid reference rounds out of the reference figure', () => {
    const results = buildResults({
      rounds: 2,
      roundsPerBlock: 2,
      noise: 0,
      servers: [
        { name: 'http-node', requestsPerSecond: 1000, invalidRounds: [0] },
        { name: 'mion', requestsPerSecond: 500 },
      ],
    });
    roundsOf(results, 'http-node')[0]!.requestsPerSecond = 1;
    const mion = summariseScenario(results, results.scenarios[0]!).find((s) => s.server === 'mion')!;
    assert.equal(mion.fractionOfReference, 0.5);
  });

  it('has no fraction when the reference was not measured', () => {
    const results = buildResults({ servers: [{ name: 'mion', requestsPerSecond: 500 }] });
    assert.equal(summariseScenario(results, results.scenarios[0]!)[0]!.fractionOfReference, undefined);
  });
});
