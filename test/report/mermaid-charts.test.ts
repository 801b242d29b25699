import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CHART_INIT,
  MAX_MEMORY_BARS,
  mermaidLabel,
  renderRequestsChart,
  renderSubjectMemoryChart,
} from '../../src/report/mermaid-charts.ts';
import { buildResults, PUBLISHED_SERVERS, roundsOf } from '../helpers/results-fixture.ts';
import { mermaidBlocks } from './markdown-assertions.ts';

function listAfter(block: string, keyword: string): string[] {
  const line = block.split('\n').find((l) => l.trim().startsWith(`${keyword} [`));
  assert.ok(line, `no ${keyword} line in\n${block}`);
  return line.slice(line.indexOf('[') + 1, line.lastIndexOf(']')).split(', ');
}

describe('renderRequestsChart', () => {
  it('is one well-formed xychart with a bar per server, fastest first, and no baseline line without a baseline', () => {
    const results = buildResults({ noise: 0 });
    const chart = renderRequestsChart({ results, scenario: results.scenarios[0]! })!;
    const blocks = mermaidBlocks(chart);
    assert.equal(blocks.length, 1);
    // A visible colour, and the servers down the side where their names have room.
    assert.ok(blocks[0]!.startsWith(`${CHART_INIT}\nxychart-beta horizontal\n`), blocks[0]);
    const labels = listAfter(blocks[0]!, 'x-axis');
    const bars = listAfter(blocks[0]!, 'bar').map(Number);
    assert.equal(labels.length, PUBLISHED_SERVERS.length);
    assert.equal(bars.length, labels.length);
    assert.deepEqual(labels.slice(0, 2), ['"http-node"', '"mion"']);
    assert.deepEqual(
      bars,
      [...bars].sort((a, b) => b - a),
    );
    assert.equal(bars[1], 15449.4);
    assert.doesNotMatch(blocks[0]!, /^\s*line /m);
    const top = Number(/y-axis "Req \(R\/s\)" 0 --> (\d+)/.exec(blocks[0]!)![1]);
    assert.ok(top >= Math.max(...bars));
  });

  it('is absent when no server has a valid round', () => {
    const results = buildResults({
      servers: [{ name: 'mion', requestsPerSecond: 1, invalidRounds: [0, 1, 2, 3, 4, 5] }],
    });
    assert.equal(renderRequestsChart({ results, scenario: results.scenarios[0]! }), undefined);
  });

  it('keeps hostile server names from breaking the string or leaving the fence', () => {
    const results = buildResults({
      servers: [{ name: 'x"] \n```\n<script>alert(1)</script>', requestsPerSecond: 100 }],
    });
    const chart = renderRequestsChart({ results, scenario: results.scenarios[0]! })!;
    assert.equal(chart.match(/```/g)!.length, 2);
    const label = listAfter(mermaidBlocks(chart)[0]!, 'x-axis')[0]!;
    assert.match(label, /^"[^"`<>\n]*"$/);
  });
});

describe('mermaidLabel', () => {
  it('quotes, keeps ordinary names and cuts long ones', () => {
    assert.equal(mermaidLabel('mion-callbacks'), '"mion-callbacks"');
    assert.equal(mermaidLabel('a'.repeat(100)).length, 32);
  });
});

describe('renderSubjectMemoryChart', () => {
  it("draws the subject's peak memory in MB, one bar per process in run order", () => {
    const results = buildResults({ rounds: 4, durationSeconds: 2, sampleIntervalMs: 500 });
    const rounds = roundsOf(results, 'mion');
    const series = [
      [100, 130, 120, 110],
      [140, 150, 160, 170],
      [90, 95, 99, 91],
      [60, 61, 62, 63],
    ];
    rounds.forEach((round, index) => {
      round.block = Math.floor(index / 2);
      round.serverMemorySeriesBytes = series[index]!.map((mb) => mb * 1024 * 1024);
    });
    // Stored out of run order: the chart must follow `sequence`.
    results.scenarios[0]!.servers.find((s) => s.server === 'mion')!.rounds.reverse();
    const block = mermaidBlocks(renderSubjectMemoryChart(results, results.scenarios[0]!)!)[0]!;
    assert.ok(block.startsWith(`${CHART_INIT}\nxychart-beta\n`), block);
    assert.deepEqual(listAfter(block, 'bar').map(Number), [170, 99]);
    assert.deepEqual(listAfter(block, 'x-axis "process in run order"'), ['1', '2']);
  });

  it('says so in its title when it shows only the first processes', () => {
    const results = buildResults({ rounds: MAX_MEMORY_BARS + 2, durationSeconds: 2, sampleIntervalMs: 500 });
    roundsOf(results, 'mion').forEach((round, index) => {
      round.block = index;
    });
    const block = mermaidBlocks(renderSubjectMemoryChart(results, results.scenarios[0]!)!)[0]!;
    assert.equal(listAfter(block, 'bar').length, MAX_MEMORY_BARS);
    assert.match(
      block,
      new RegExp(`x-axis "process in run order \\(first ${MAX_MEMORY_BARS} of ${MAX_MEMORY_BARS + 2}\\)"`),
    );
  });

  it('is absent without a subject', () => {
    const results = buildResults({ subject: 'not-measured' });
    assert.equal(renderSubjectMemoryChart(results, results.scenarios[0]!), undefined);
  });
});
