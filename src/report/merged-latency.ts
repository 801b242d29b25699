/**
 * Latency at a rate over many rounds: their HdrHistograms added together, then read. Percentiles of
 * rounds are never averaged (an average of p99s is no p99 of anything); the merged histogram's
 * percentile is the one of every request the rounds sent.
 */
import { decodeFromCompressedBase64 } from 'hdr-histogram-js';
import { percentilesOf, type LatencyPercentilesUs } from '../engine/open-loop-load.ts';
import { newLatencyHistogram } from '../results/latency-histogram.ts';
import type { RoundSample } from '../results/results-types.ts';
import { medianOrNaN } from '../stats/median-or-nan.ts';
import { turnEventLoopDelayMs } from '../stats/turn-event-loop-delay.ts';

export interface MergedLatency {
  /** Requests whose latency the histogram holds. */
  requests: number;
  latencyUs: LatencyPercentilesUs;
  /** The latency at each of PLOTTED_PERCENTILES, in microseconds. */
  curveUs: number[];
  ratePerSecond: number;
  achievedPerSecond: number;
  waitedForConnection: number;
  /** Requests sent again after the server closed their idle keep-alive connection unanswered. */
  resentAfterClose: number;
  /** The median over rounds of how late the generator sent at p99, in microseconds: part of every latency. */
  generatorLagP99Us: number;
  /**
   * The server's own event loop over its turns, where it was watched (not on Bun): the longest
   * delay of any 100 ms window, and the median turn's figure, the one the gate compares.
   */
  eventLoop?: { longestMs: number; medianTurnMs: number };
}

/** The percentiles a latency-by-percentile chart plots: HdrHistogram's plot, as far as the samples reach. */
export const PLOTTED_PERCENTILES = [50, 75, 90, 99, 99.9, 99.99] as const;

function eventLoopOf(atRate: RoundSample[]): Pick<MergedLatency, 'eventLoop'> {
  const turns = atRate.map((round) => round.atRate!.eventLoopWindowsMs ?? []).filter((w) => w.length > 0);
  if (turns.length === 0) return {};
  return {
    eventLoop: {
      longestMs: Math.max(...turns.flat()),
      medianTurnMs: medianOrNaN(turns.map(turnEventLoopDelayMs).filter(Number.isFinite)),
    },
  };
}

/** The valid open-loop rounds of `rounds` merged; undefined when there is none. */
export function mergedLatency(rounds: RoundSample[]): MergedLatency | undefined {
  const atRate = rounds.filter((round) => round.valid && round.atRate !== undefined);
  if (atRate.length === 0) return undefined;
  const merged = newLatencyHistogram();
  for (const round of atRate) {
    const histogram = decodeFromCompressedBase64(round.atRate!.latencyHistogram, 32, false);
    merged.add(histogram);
    histogram.destroy();
  }
  const result: MergedLatency = {
    requests: merged.totalCount,
    latencyUs: percentilesOf(merged),
    curveUs: PLOTTED_PERCENTILES.map((percentile) => merged.getValueAtPercentile(percentile)),
    ratePerSecond: atRate[0]!.atRate!.ratePerSecond,
    achievedPerSecond: medianOrNaN(atRate.map((round) => round.atRate!.achievedPerSecond)),
    waitedForConnection: atRate.reduce((sum, round) => sum + round.atRate!.waitedForConnection, 0),
    resentAfterClose: atRate.reduce((sum, round) => sum + (round.atRate!.resentAfterClose ?? 0), 0),
    generatorLagP99Us: medianOrNaN(atRate.map((round) => round.atRate!.generatorLagUs.p99)),
    ...eventLoopOf(atRate),
  };
  merged.destroy();
  return result;
}
