import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MAX_MEMORY_POINTS,
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
    assert.match(blocks[0]!, /^xychart-beta\n/);
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
  it('plots the subject memory in MB, rounds end to end in run order', () => {
    const results = buildResults({ rounds: 2, durationSeconds: 2, sampleIntervalMs: 500 });
    const rounds = roundsOf(results, 'mion');
    rounds[0]!.serverMemorySeriesBytes = [100, 110, 120, 130].map((mb) => mb * 1024 * 1024);
    rounds[1]!.serverMemorySeriesBytes = [140, 150, 160, 170].map((mb) => mb * 1024 * 1024);
    // Stored out of run order: the chart must follow `sequence`.
    results.scenarios[0]!.servers.find((s) => s.server === 'mion')!.rounds.reverse();
    const block = mermaidBlocks(renderSubjectMemoryChart(results, results.scenarios[0]!)!)[0]!;
    assert.deepEqual(listAfter(block, 'line').map(Number), [100, 110, 120, 130, 140, 150, 160, 170]);
    assert.match(block, /x-axis "load time \(s\)" 0 --> 4\n/);
  });

  it('reduces long series to their peaks', () => {
    const results = buildResults({ rounds: 12, durationSeconds: 40, sampleIntervalMs: 100 });
    const peakBytes = 999 * 1024 * 1024;
    roundsOf(results, 'mion')[5]!.serverMemorySeriesBytes[17] = peakBytes;
    const points = listAfter(
      mermaidBlocks(renderSubjectMemoryChart(results, results.scenarios[0]!)!)[0]!,
      'line',
    );
    assert.equal(points.length, MAX_MEMORY_POINTS);
    assert.ok(points.map(Number).includes(999));
  });

  it('is absent without a subject', () => {
    const results = buildResults({ subject: 'not-measured' });
    assert.equal(renderSubjectMemoryChart(results, results.scenarios[0]!), undefined);
  });
});
