import { inflateSync } from 'node:zlib';
import { newLatencyHistogram } from './latency-histogram.ts';

/**
 * Whether a compressed base64 HdrHistogram (a round's latencyHistogram) is one this tool writes,
 * checked before anything decodes it: a results file or comment payload comes from a pull request's
 * job, and hdr-histogram-js trusts what it reads (it skips ahead by any run of zeros it is told,
 * reads past the end of its buffer, and allocates whatever range the header names). Returns the
 * reason in a few words, or undefined when the histogram is sound. Layout: HdrHistogram's V2
 * compressed encoding (cookie, deflated length, zlib data), whose inflated form is a 40-byte header
 * and the counts as ZigZag LEB128 numbers, a negative one standing for that many zero counts.
 */
export function encodedHistogramProblem(text: string): string | undefined {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length < COMPRESSED_HEADER_BYTES) return 'too short';
  if ((bytes.readInt32BE(0) & ~WORD_SIZE_BITS) !== COMPRESSED_COOKIE_BASE) return 'no V2 compressed cookie';
  const compressedBytes = bytes.readInt32BE(4);
  if (compressedBytes < 0 || compressedBytes > bytes.length - COMPRESSED_HEADER_BYTES)
    return 'its compressed length runs past its end';
  let inflated: Buffer;
  try {
    inflated = inflateSync(
      bytes.subarray(COMPRESSED_HEADER_BYTES, COMPRESSED_HEADER_BYTES + compressedBytes),
      {
        maxOutputLength: MAX_INFLATED_BYTES,
      },
    );
  } catch (error) {
    return `does not inflate within ${MAX_INFLATED_BYTES} bytes (${(error as NodeJS.ErrnoException).code ?? 'zlib'})`;
  }
  return headerProblem(inflated) ?? countsProblem(inflated);
}

const COMPRESSED_COOKIE_BASE = 0x1c849304;
const ENCODING_COOKIE = 0x1c849303 | 0x10;
const WORD_SIZE_BITS = 0xf0;
const COMPRESSED_HEADER_BYTES = 8;
const HEADER_BYTES = 40;
/** A round's histogram at three significant digits up to a minute inflates to a few kilobytes at most. */
const MAX_INFLATED_BYTES = 1 << 20;
const LEB128_MAX_BYTES = 9;

/** The ranges every histogram this tool writes has: newLatencyHistogram's. */
const expected = (() => {
  // The JavaScript histogram's own fields (useWebAssembly: false), which its Histogram type leaves out.
  const histogram = newLatencyHistogram() as ReturnType<typeof newLatencyHistogram> & {
    lowestDiscernibleValue: number;
    highestTrackableValue: number;
    countsArrayLength: number;
  };
  const shape = {
    significantDigits: histogram.numberOfSignificantValueDigits,
    lowest: histogram.lowestDiscernibleValue,
    highest: histogram.highestTrackableValue,
    countsLength: histogram.countsArrayLength,
  };
  histogram.destroy();
  return shape;
})();

function headerProblem(inflated: Buffer): string | undefined {
  if (inflated.length < HEADER_BYTES) return 'its header is cut short';
  if (inflated.readInt32BE(0) !== ENCODING_COOKIE) return 'no V2 encoding cookie';
  if (inflated.readInt32BE(4) !== inflated.length - HEADER_BYTES) return 'its payload length is not its size';
  const significantDigits = inflated.readInt32BE(12);
  const lowest = Number(inflated.readBigInt64BE(16));
  const highest = Number(inflated.readBigInt64BE(24));
  if (
    significantDigits !== expected.significantDigits ||
    lowest !== expected.lowest ||
    highest !== expected.highest
  ) {
    return `range ${lowest}..${highest} at ${significantDigits} digits is not the ${expected.lowest}..${expected.highest} at ${expected.significantDigits} this tool records`;
  }
  return undefined;
}

/** Walks the counts as the decoder will, without allocating: every index must fall inside the range. */
function countsProblem(inflated: Buffer): string | undefined {
  let position = HEADER_BYTES;
  let index = 0;
  while (position < inflated.length) {
    let value = 0;
    let scale = 1;
    let byte = 0x80;
    for (let read = 0; read < LEB128_MAX_BYTES && byte & 0x80; read++) {
      if (position >= inflated.length) return 'a count is cut short';
      byte = inflated[position++]!;
      value += (byte & 0x7f) * scale;
      scale *= 128;
    }
    const decoded = value % 2 === 0 ? value / 2 : -(value + 1) / 2;
    index += decoded < 0 ? -decoded : 1;
    if (index > expected.countsLength)
      return `its counts run past the ${expected.countsLength} buckets of its range`;
  }
  return undefined;
}
