import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodeIntoCompressedBase64 } from 'hdr-histogram-js';
import { newLatencyHistogram } from '../../src/results/latency-histogram.ts';
import { pairedDesign } from '../../src/gate/gate-design.ts';
import type { GatedMetric } from '../../src/gate/gate-types.ts';
import { runSequentialGate } from '../../src/gate/sequential-gate.ts';
import { parseResults } from '../../src/results/results-file.ts';
import type { ResultsFile, RoundSample } from '../../src/results/results-types.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import { mergedLatency } from '../../src/report/merged-latency.ts';
import { buildResults } from '../helpers/results-fixture.ts';
import { gateSettings } from '../helpers/synthetic-results.ts';

/** A round at the rate whose requests took `latenciesUs`, recorded as the generator records them. */
function atRateRound(round: RoundSample, latenciesUs: number[]): RoundSample {
  const histogram = newLatencyHistogram();
  for (const latency of latenciesUs) histogram.recordValue(latency);
  const ms = (percentile: number) => histogram.getValueAtPercentile(percentile) / 1000;
  return {
    ...round,
    latencyMs: {
      mean: histogram.mean / 1000,
      p50: ms(50),
      p90: ms(90),
      p99: ms(99),
      p999: ms(99.9),
      max: histogram.maxValue / 1000,
    },
    atRate: {
      ratePerSecond: 5000,
      achievedPerSecond: 4998,
      waitedForConnection: 0,
      latencyHistogram: encodeIntoCompressedBase64(histogram),
      generatorLagUs: { p50: 1, p99: 900, max: 3000 },
    },
  };
}

/** The paired gate at a rate on `metric` alone, its looks all served by `results` itself. */
function gateAtRate(results: ResultsFile, metric: GatedMetric) {
  const gate = gateSettings({ pairedGateMetrics: [metric], atRate: true });
  return runSequentialGate({
    ...pairedDesign(gate, 'mion.base'),
    initial: results,
    gate,
    nowMs: () => 0,
    measureMore: async () => results,
  });
}

/** 1,000 requests: 990 at 100 µs and 10 (1%) at `tailUs`, so p99 is 100 µs and p99.9 the tail. */
const requestsWithTail = (tailUs: number) => [...Array(990).fill(100), ...Array(10).fill(tailUs)];

function pairedAtRate(rounds = 4): ResultsFile {
  const results = buildResults({
    scenarios: ['hello'],
    servers: [
      { name: 'mion', requestsPerSecond: 5000 },
      { name: 'mion.base', requestsPerSecond: 5000 },
    ],
    subject: 'mion',
    reference: 'http-node',
    rounds,
    roundsPerBlock: 1,
  });
  return {
    ...results,
    settings: {
      ...results.settings,
      baseServer: 'mion.base',
      rate: { shareOfCapacity: 0.5 },
      ratePerSecondByScenario: { hello: 5000 },
      capacity: { server: 'mion.base', perSecondByScenario: { hello: 10_000 } },
    },
    scenarios: results.scenarios.map((scenario) => ({
      ...scenario,
      servers: scenario.servers.map((entry) => ({
        ...entry,
        rounds: entry.rounds.map((round) =>
          atRateRound(round, requestsWithTail(entry.server === 'mion' ? 20_000 : 2_000)),
        ),
      })),
    })),
  };
}

test('merged latency is the percentile of every request of the rounds, not an average of their percentiles', () => {
  const base = buildResults({
    scenarios: ['hello'],
    servers: [{ name: 'mion', requestsPerSecond: 5000 }],
    rounds: 2,
    roundsPerBlock: 1,
  });
  const [first, second] = base.scenarios[0]!.servers[0]!.rounds;
  // One round all fast, one with a 2% tail at 50 ms: together a 1% tail, so p99 sits at its edge.
  const fast = atRateRound(first!, Array(1000).fill(100));
  const slow = atRateRound(second!, [...Array(980).fill(100), ...Array(20).fill(50_000)]);
  const merged = mergedLatency([fast, slow])!;
  assert.equal(merged.requests, 2000);
  assert.equal(merged.latencyUs.p50, 100);
  assert.ok(merged.latencyUs.p999 >= 49_000, `p99.9 ${merged.latencyUs.p999} µs is in the tail`);
  // The mean of the two rounds' p99s (100 µs and 50 ms) would be 25 ms, a latency no request had.
  assert.ok(merged.latencyUs.p99 === 100 || merged.latencyUs.p99 >= 49_000);
  assert.equal(mergedLatency([{ ...fast, valid: false }]), undefined, 'invalid rounds are never merged');
});

test('the report shows latency at the rate for base and head, the rate asked and achieved, and the curves', () => {
  const results = pairedAtRate();
  // What is rendered is a results file the schema accepts: histograms included.
  const checked = parseResults(JSON.stringify(results), 'paired-at-rate.json');
  const report = renderMarkdownReport({ results: checked });
  assert.match(report, /#### Latency at a fixed rate/);
  assert.match(report, /at 50% of mion\.base's capacity/);
  // Three significant digits: 100 µs reads 0.100, so a 10% change in it shows.
  assert.match(report, /\| base \(mion\.base\) \|\s*5,000 \/ 4,998 \|\s*0\.100 \|\s*0\.100 \|\s*2\.00 \|/);
  assert.match(
    report,
    /\| \*\*head \(mion\)\*\* \| \*\*5,000 \/ 4,998\*\* \| \*\*0\.100\*\* \| \*\*0\.100\*\* \| \*\*20\.0\*\* \|/,
    'the head row, emphasised, carries its 20 ms tail at p99.9',
  );
  assert.match(
    report,
    /xychart-beta[\s\S]*line \[[^\]]+\][\s\S]*line \[[^\]]+\]/,
    'two curves: base and head',
  );
  assert.match(report, /Blue: base\. Red: head\./);
  assert.match(
    report,
    /The load generator sent late by base 0\.900 ms \(900% of its p99\), head 0\.900 ms \(900% of its p99\) at p99 \(median of its rounds; a round later than 10\.0 ms is refused\)/,
    "the generator's own lateness, part of every latency, is shown against the p99 it is part of",
  );
  assert.doesNotMatch(report, /sent again/, 'no request was resent: nothing said');
  assert.doesNotMatch(report, /Waited for a connection/, 'no request waited: no column for it');
  assert.match(report, /No request waited for a free connection\./);
  const headRound = checked.scenarios[0]!.servers.find((entry) => entry.server === 'mion')!.rounds[0]!;
  headRound.atRate = { ...headRound.atRate!, resentAfterClose: 3, waitedForConnection: 7 };
  const withResentAndWaiting = renderMarkdownReport({ results: checked });
  assert.match(
    withResentAndWaiting,
    /3 requests were sent again after the server closed their idle connection unanswered/,
  );
  assert.match(
    withResentAndWaiting,
    /\| Requests \| Waited for a connection \|/,
    'requests waited: the column is back',
  );
  assert.match(withResentAndWaiting, /\| \*\*7\*\* \|/);
  assert.doesNotMatch(withResentAndWaiting, /No request waited/);
  assert.match(report, /p50 at rate \(ms\)/, 'the comparison table shows the percentiles at the rate');
  assert.match(report, /open loop -R 5000 -d/);
});

test('a histogram that is not base64 is refused by the results schema: no markup rides in it', () => {
  const results = pairedAtRate();
  const round = results.scenarios[0]!.servers[0]!.rounds[0]!;
  round.atRate = { ...round.atRate!, latencyHistogram: '<img src=x onerror=alert(1)>' };
  assert.throws(() => parseResults(JSON.stringify(results), 'hostile.json'), /latencyHistogram/);
  // The event loop's windows are figures and the arrivals a known word: a string rides in neither.
  const windows = pairedAtRate();
  const windowsRound = windows.scenarios[0]!.servers[0]!.rounds[0]!;
  windowsRound.atRate = {
    ...windowsRound.atRate!,
    eventLoopWindowsMs: ['<img src=x onerror=alert(1)>'] as unknown as number[],
  };
  assert.throws(() => parseResults(JSON.stringify(windows), 'hostile.json'), /eventLoopWindowsMs/);
  const arrivals = pairedAtRate();
  arrivals.settings.arrivals = '<b>x</b>' as 'poisson';
  assert.throws(() => parseResults(JSON.stringify(arrivals), 'hostile.json'), /arrivals/);
});

test('the names the rate settings carry are refused when hostile: the capacity server and the scenario keys', () => {
  const hostileServer = pairedAtRate();
  hostileServer.settings.capacity = { server: '<b>x</b>', perSecondByScenario: { hello: 10_000 } };
  assert.throws(() => parseResults(JSON.stringify(hostileServer), 'hostile.json'), /capacity/);
  const hostileKey = pairedAtRate();
  hostileKey.settings.ratePerSecondByScenario = { '<img src=x>': 5000 };
  assert.throws(() => parseResults(JSON.stringify(hostileKey), 'hostile.json'), /ratePerSecondByScenario/);
});

test("the gate's table at a rate: each side's p99 in ms, what Base and Head are, and head and base loaded in turns", async () => {
  // 8 process pairs; each process's p99 in its 1% tail: the head's near 20 ms, the base's near 2 ms.
  const results = pairedAtRate(8);
  for (const entry of results.scenarios[0]!.servers) {
    entry.rounds = entry.rounds.map((round, index) => {
      const tailUs = (entry.server === 'mion' ? 20_000 : 2_000) * (1 + 0.02 * Math.sin(index * 2.1));
      return atRateRound(round, [...Array(985).fill(100), ...Array(15).fill(Math.round(tailUs))]);
    });
  }
  const outcome = await gateAtRate(results, 'latencyP99');
  const report = renderMarkdownReport({ results, gate: outcome });
  assert.match(
    report,
    /\| \*\*hello\*\* \| \*\*2\.\d\d ms\*\* \| \*\*(19\.\d|20\.\d) ms\*\* \| \*\*\+\d{3}\.\d%\*\*/,
  );
  assert.match(report, /Base, Head: the geometric mean over the process pairs/);
  assert.match(
    report,
    /A process's percentile is of its own requests; the report's rate section merges every request of a side\./,
  );
  assert.match(report, /Paired mode at a fixed rate: .*loaded in turns at the same rate, one round each/);
  assert.doesNotMatch(
    report,
    /loaded at the same time|sharing the server CPU/,
    'a rate run is never said to be loaded together',
  );
});

test("the rate section's head side merges only the process pairs it shares with its base, not the table's rounds", () => {
  const results = pairedAtRate();
  const head = results.scenarios[0]!.servers.find((entry) => entry.server === 'mion')!;
  // A round of the comparison table's, measured beside the peers in a block the base has no round in.
  const tableRound = atRateRound({ ...head.rounds[0]!, block: 99 }, Array(1000).fill(50_000));
  head.rounds.push(tableRound);
  const report = renderMarkdownReport({
    results: parseResults(JSON.stringify(results), 'with-table-rounds.json'),
  });
  assert.match(
    report,
    /\| \*\*head \(mion\)\*\* \| \*\*5,000 \/ 4,998\*\* \| \*\*0\.100\*\* \| \*\*0\.100\*\* \| \*\*20\.0\*\* \| \*\*20\.0\*\* \| \*\*4,000\*\* \|/,
    "the head's side holds its 4 paired rounds' 4,000 requests, none of the 50 ms table round",
  );
});

test("each side's own event loop: its sentence in the rate section, and its row in the gate's table with what it is", async () => {
  // 8 process pairs; every turn 25 windows of 100 ms. The head blocks 21 ms three times a turn; the
  // base has one 15 ms stall a turn, which its figure (the second-longest window) leaves out.
  const results = pairedAtRate(8);
  for (const entry of results.scenarios[0]!.servers) {
    entry.rounds = entry.rounds.map((round, index) => {
      const ordinary = Array.from({ length: 25 }, (_, window) => 2 + ((window * 7 + index) % 10) / 10);
      const windows =
        entry.server === 'mion'
          ? ordinary.map((delay, window) => (window % 9 === 4 ? 21 + index / 10 : delay))
          : ordinary.map((delay, window) => (window === 12 ? 15 : delay));
      return { ...round, atRate: { ...round.atRate!, eventLoopWindowsMs: windows } };
    });
  }
  const checked = parseResults(JSON.stringify(results), 'event-loop.json');
  const outcome = await gateAtRate(checked, 'eventLoopDelay');
  const report = renderMarkdownReport({ results: checked, gate: outcome });
  assert.match(
    report,
    /Event loop, watched from inside each server process through its turn \(the second-longest of its 100 ms windows' longest delays\): base 2\.\d\d ms in its median turn, 15\.0 ms at the longest; head 21\.\d ms in its median turn, 21\.7 ms at the longest\./,
  );
  // One metric: the table folds its Metric column into the line under it.
  assert.match(report, /\| \*\*hello\*\* \| \*\*2\.\d\d ms\*\* \| \*\*21\.\d ms\*\* \|/);
  assert.match(report, /event-loop delay/);
  assert.match(
    report,
    /Event-loop delay: the server's own loop, watched from inside each process through its turn/,
  );
  assert.equal(outcome.verdict, 'regression', 'a loop blocked 21 ms against 2 ms is a regression');
  // Results of a runtime without the monitor (Bun) or from before it: no sentence, nothing made up.
  assert.doesNotMatch(renderMarkdownReport({ results: pairedAtRate() }), /Event loop, watched/);
});
