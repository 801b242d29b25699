import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { test } from 'node:test';
import { encodeIntoCompressedBase64 } from 'hdr-histogram-js';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { encodedHistogramProblem } from '../../src/results/encoded-histogram.ts';
import { newLatencyHistogram } from '../../src/results/latency-histogram.ts';
import { parseResults } from '../../src/results/results-file.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';

/** HdrHistogram's V2 form, written by hand: header fields and counts as the attacker chooses them. */
function crafted({
  counts,
  highest = 60_000_000,
  digits = 3,
  payloadLength,
  compressedLength,
}: {
  counts: Buffer;
  highest?: number;
  digits?: number;
  payloadLength?: number;
  compressedLength?: number;
}): string {
  const header = Buffer.alloc(40);
  header.writeInt32BE(0x1c849303 | 0x10, 0);
  header.writeInt32BE(payloadLength ?? counts.length, 4);
  header.writeInt32BE(1, 8);
  header.writeInt32BE(digits, 12);
  header.writeBigInt64BE(1n, 16);
  header.writeBigInt64BE(BigInt(highest), 24);
  header.writeBigInt64BE(1n, 32);
  const deflated = deflateSync(Buffer.concat([header, counts]));
  const outer = Buffer.alloc(8);
  outer.writeInt32BE(0x1c849304 | 0x10, 0);
  outer.writeInt32BE(compressedLength ?? deflated.length, 4);
  return Buffer.concat([outer, deflated]).toString('base64');
}

/** ZigZag LEB128, as HdrHistogram writes a count; a negative value is a run of that many zeros. */
function zigZag(value: number): Buffer {
  let encoded = value >= 0 ? value * 2 : -value * 2 - 1;
  const bytes: number[] = [];
  do {
    const low = encoded % 128;
    encoded = Math.floor(encoded / 128);
    bytes.push(encoded > 0 ? low | 0x80 : low);
  } while (encoded > 0 && bytes.length < 9);
  return Buffer.from(bytes);
}

test('a histogram the open loop records passes, empty or full', () => {
  const histogram = newLatencyHistogram();
  for (let latencyUs = 1; latencyUs < 50_000_000; latencyUs = Math.ceil(latencyUs * 1.01))
    histogram.recordValue(latencyUs);
  assert.equal(encodedHistogramProblem(encodeIntoCompressedBase64(histogram)), undefined);
  assert.equal(encodedHistogramProblem(encodeIntoCompressedBase64(newLatencyHistogram())), undefined);
  assert.equal(
    encodedHistogramProblem(crafted({ counts: Buffer.concat([zigZag(-100), zigZag(5)]) })),
    undefined,
  );
});

test('every crafted histogram is refused, with its reason, before any decoder sees it', () => {
  const cases: [string, RegExp][] = [
    // A run of zeros far past the range: the decoder would skip there and write beyond its counts.
    [crafted({ counts: Buffer.concat([zigZag(-(2 ** 50)), zigZag(1)]) }), /counts run past the \d+ buckets/],
    // The payload claims more bytes than it has: the decoder would read past its buffer.
    [crafted({ counts: zigZag(1), payloadLength: 2 ** 30 }), /payload length is not its size/],
    // A range of its own choosing: the decoder would allocate it.
    [crafted({ counts: zigZag(1), highest: 2 ** 52 }), /range 1\.\.\d+ at 3 digits is not the 1\.\.60000000/],
    [crafted({ counts: zigZag(1), digits: 5 }), /at 5 digits is not/],
    [crafted({ counts: zigZag(1), compressedLength: 2 ** 30 }), /compressed length runs past its end/],
    // A deflate bomb: 64 MiB of zeros in about 64 KiB.
    [
      (() => {
        const bomb = deflateSync(Buffer.alloc(64 << 20));
        const outer = Buffer.alloc(8);
        outer.writeInt32BE(0x1c849304 | 0x10, 0);
        outer.writeInt32BE(bomb.length, 4);
        return Buffer.concat([outer, bomb]).toString('base64');
      })(),
      /does not inflate within 1048576 bytes/,
    ],
    ['HISTFAAAACB4nJNpmSzMwMDAxAABzFCaEUzOmQGBRAAZCwKW', /.+/],
    ['AAAA', /too short/],
  ];
  for (const [text, reason] of cases) {
    const problem = encodedHistogramProblem(text);
    assert.ok(problem, `${text.slice(0, 40)}… was refused`);
    assert.match(problem, reason);
  }
});

test('a results file carrying a crafted histogram is refused in one line naming the field', () => {
  const shard = JSON.parse(
    readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'shard-with-where.json'), 'utf8'),
  ) as ResultsFile;
  const [firstScenario] = shard.scenarios;
  const [firstServer] = firstScenario!.servers;
  firstServer!.rounds[0] = {
    ...firstServer!.rounds[0]!,
    atRate: {
      ratePerSecond: 5000,
      achievedPerSecond: 4990,
      waitedForConnection: 0,
      latencyHistogram: crafted({ counts: Buffer.concat([zigZag(-(2 ** 50)), zigZag(1)]) }),
      generatorLagUs: { p50: 2, p99: 900, max: 3000 },
    },
  };
  assert.throws(
    () => parseResults(JSON.stringify(shard), 'shard.json'),
    (error: Error) => {
      assert.match(
        error.message,
        /^shard\.json: \/scenarios\/0\/servers\/0\/rounds\/0\/atRate\/latencyHistogram is not a latency histogram this tool records: its counts run past/,
      );
      assert.doesNotMatch(error.message, /\n/);
      return true;
    },
  );
});
