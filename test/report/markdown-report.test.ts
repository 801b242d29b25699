import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderMarkdownReport, renderResultsPage } from '../../src/report/markdown-report.ts';
import { buildResults, PUBLISHED_SERVERS, type ServerProfile } from '../helpers/results-fixture.ts';
import { comparison, gateOutcome } from './gate-fixture.ts';
import {
  assertPartsInOrder,
  assertWholeTables,
  markdownTables,
  mermaidBlocks,
  tableCells,
} from './markdown-assertions.ts';

const MARKER = 'mion-perf-gate:report';

describe('renderMarkdownReport', () => {
  it('puts the marker first, then the verdict, the tables, charts, warnings, environment and the run link', () => {
    const results = buildResults({
      scenarios: ['hello', 'update-user'],
      warnings: ['pinning fell back to taskset'],
    });
    const report = renderMarkdownReport({
      results,
      gate: gateOutcome(),
      runUrl: 'https://github.com/MionKit/mion/actions/runs/42',
      marker: MARKER,
    });
    assert.ok(report.startsWith(`<!-- ${MARKER} -->\n`));
    assertPartsInOrder(report, [
      '### ✅ No comparison worse than',
      '### Scenario: hello',
      '```mermaid',
      '### Scenario: update-user',
      '#### Warnings',
      '#### Environment and settings',
      '[View the workflow run](https://github.com/MionKit/mion/actions/runs/42)',
    ]);
    assert.match(report, /- \*\*Method:\*\* `autocannon -c 100 -p 10 -d 5` \(6 rounds per server/);
    assert.equal(mermaidBlocks(report).length, 4);
    assertWholeTables(report);
  });

  it('shows the gated figures: deciding estimate, interval, estimator, the others, threshold and verdict', () => {
    const gate = gateOutcome({
      verdict: 'regression',
      metrics: [
        comparison('requestsPerSecond', -0.081, -0.12, 'regression'),
        comparison('latencyMean', 0.02, 0.05, 'unchanged'),
      ],
      confirmation: { agreed: true, metrics: [comparison('requestsPerSecond', -0.07, -0.1, 'regression')] },
    });
    const report = renderMarkdownReport({ results: buildResults(), gate });
    assert.match(report, /### ❌ update-user requests\/s -8\.1% \(threshold -5%\), confirmed\n/);
    const gateTable = markdownTables(report)[0]!;
    assert.deepEqual(tableCells(gateTable[2]!), [
      '**update-user**',
      '**requests/s**',
      '**-8.1%**',
      '**-11.1% to -6.1%**',
      '**raw -12.0% (-15.0% to -10.0%)**',
      '**-5.0%**',
      '**6/20**',
      '**regression**',
    ]);
    assert.equal(tableCells(gateTable[3]!)[5], '+5.0%', 'latency is worse when higher');
    // What every row shares is said once, under the table, instead of in a column.
    assert.match(report, /\n\n_Every row: Decided by: ratio to reference\._/);
    assert.match(
      report,
      /### ❌ [^\n]*\n\nupdate-user requests\/s -8\.1% \(-11\.1% to -6\.1%\), worse than the -5\.0% threshold;/,
    );
    assert.match(
      report,
      /<details><summary>How this was decided<\/summary>\n\n- Stored-baseline mode: mion against the stored baseline/,
    );
    assert.match(report, /across processes \(requests\/s\): update-user 0\.42/);
    assert.match(report, /they agreed/);
    assert.equal(markdownTables(report)[1]!.length, 3, 'the confirmation block has its own table');
  });

  it('folds a change that was not gated under what it was compared with, with no bold and no verdict', () => {
    const gate = gateOutcome({
      verdict: 'not-gated',
      comparedWith: 'the stored baseline baseline/baseline.json (recorded 2026-11-21T14:58:53.094Z)',
      metrics: [comparison('requestsPerSecond', -0.239, -0.458, 'regression')],
      notes: ['Not gated: wall time against figures of another day cannot tell the change from the day.'],
    });
    const report = renderMarkdownReport({ results: buildResults(), gate });
    assert.match(report, /### ℹ️ Not gated: nothing here compares mion with the stored baseline soundly/);
    assert.match(
      report,
      /<details><summary>Context, not gated: the stored baseline baseline\/baseline\.json \(recorded 2026-11-21/,
    );
    const gateTable = markdownTables(report)[0]!;
    const cells = tableCells(gateTable[2]!);
    // The one metric is said under the table, so the change is the second cell.
    assert.equal(cells[1], '-23.9%', 'a context figure is never bold');
    assert.equal(cells.at(-1), 'not gated');
    assert.ok(!/\*\*-23\.9%\*\*/.test(report));
  });

  it('says when the gate errored, without a comparison table', () => {
    const report = renderMarkdownReport({
      results: buildResults(),
      gate: gateOutcome({ verdict: 'error', metrics: [], error: 'baseline schema 2 <unknown>' }),
    });
    assert.match(report, /### 💥 Error: the gate could not decide: baseline schema 2 &lt;unknown&gt;/);
  });

  it('warns of an injected slowdown and of a baseline from another machine only when there is one', () => {
    const plain = renderMarkdownReport({ results: buildResults(), gate: gateOutcome() });
    assert.doesNotMatch(plain, /Artificial slowdown/);
    assert.doesNotMatch(plain, /different machine/);

    const report = renderMarkdownReport({
      results: buildResults({ injectCpuMicroseconds: { mion: 50 } }),
      gate: gateOutcome({
        environmentDrift: ['CPU model: Intel Xeon 8370C vs AMD EPYC 7763', 'cores: 2 vs 4'],
      }),
    });
    assert.match(report, /^\*\*Artificial changes injected: mion \+50 µs of CPU per request\./m);
    assert.match(
      report,
      /^> Baseline recorded on a different machine: CPU model: Intel Xeon 8370C vs AMD EPYC 7763; cores: 2 vs 4; the gate decided on the ratio to the reference, which removes the machine's speed\.$/m,
    );
  });

  it('lists saturated and invalid rounds among the warnings', () => {
    const servers: ServerProfile[] = PUBLISHED_SERVERS.map((s) =>
      s.name === 'http-node'
        ? { ...s, saturatedRounds: [0, 2] }
        : s.name === 'hapi'
          ? { ...s, invalidRounds: [1] }
          : s,
    );
    const report = renderMarkdownReport({ results: buildResults({ servers }) });
    assert.match(report, /- update-user, http-node: the load generator was saturated in 2 of 6 valid rounds/);
    assert.match(
      report,
      /- update-user, hapi: 1 of 6 rounds were invalid and left out \(first: 12 non-2xx answers \(500\)\)/,
    );
    const clean = renderMarkdownReport({ results: buildResults() });
    assert.doesNotMatch(clean, /Warnings/);
  });

  it('escapes what servers and files report everywhere it appears', () => {
    const hostile = '<img src=x onerror=alert(1)> | col | @octocat [x](javascript:alert(1))';
    const results = buildResults({
      servers: [
        ...PUBLISHED_SERVERS,
        {
          name: 'hono',
          requestsPerSecond: 0,
          status: 'failed',
          failure: { stage: 'install', message: hostile },
        },
      ],
      warnings: [hostile],
      environment: { cpuModel: hostile },
    });
    const report = renderMarkdownReport({
      results,
      gate: gateOutcome({ notes: [hostile], environmentDrift: [hostile] }),
    });
    assert.doesNotMatch(report, /<img|@octocat|(?<!\\)\]\(javascript/);
    assertWholeTables(report);
  });

  it('refuses a marker that would end the HTML comment early', () => {
    assert.throws(() => renderMarkdownReport({ results: buildResults(), marker: 'x --> y' }), RangeError);
  });

  it('links only http(s) run addresses', () => {
    const report = renderMarkdownReport({ results: buildResults(), runUrl: 'javascript:alert(1)' });
    assert.doesNotMatch(report, /\]\(javascript/);
    assert.match(report, /Run: javascript:alert\(1\)/);
  });
});

describe('renderMarkdownReport size cap', () => {
  const hugeServers: ServerProfile[] = [
    ...PUBLISHED_SERVERS,
    ...Array.from({ length: 40 }, (_, i) => ({
      name: `server-${i}`,
      requestsPerSecond: 3000 + i * 100,
      description: `description ${'long '.repeat(200)}`,
      ...(i % 2 === 0
        ? {
            status: 'failed' as const,
            failure: { stage: 'build' as const, message: `error ${'stack frame | at x '.repeat(500)}` },
          }
        : {}),
    })),
  ];
  const huge = buildResults({
    scenarios: ['hello', 'update-user'],
    servers: hugeServers,
    rounds: 30,
    roundsPerBlock: 5,
    warnings: Array(200).fill('w '.repeat(300)),
  });

  it('stays under the cap with 40 servers and long errors, keeping the marker and whole tables', () => {
    const report = renderMarkdownReport({
      results: huge,
      gate: gateOutcome(),
      marker: MARKER,
    });
    assert.ok(report.length <= 60000, `length ${report.length}`);
    assert.ok(report.startsWith(`<!-- ${MARKER} -->`));
    assert.match(report, /_Shortened to fit a GitHub comment: left out charts, per-round details/);
    assertWholeTables(report);
    assert.equal(report.match(/```/g)?.length ?? 0, mermaidBlocks(report).length * 2, 'no chart is cut');
    assert.match(
      report,
      /### ✅ No comparison worse than its threshold \(closest: update-user requests\/s -1\.2%, threshold -5%\)/,
    );
  });

  it('drops charts before anything else when a little over the cap', () => {
    const results = buildResults({ scenarios: ['hello', 'update-user'] });
    const full = renderMarkdownReport({ results, marker: MARKER });
    assert.doesNotMatch(full, /Shortened/);
    const capped = renderMarkdownReport({ results, marker: MARKER, maxChars: full.length - 1 });
    assert.ok(capped.length < full.length);
    assert.ok(mermaidBlocks(capped).length < mermaidBlocks(full).length);
    assert.equal(markdownTables(capped).length, markdownTables(full).length, 'every table is kept');
    assert.match(capped, /left out charts\./);
  });

  it('honours a small cap by leaving out whole parts', () => {
    const capped = renderMarkdownReport({
      results: huge,
      gate: gateOutcome(),
      marker: MARKER,
      maxChars: 8000,
    });
    assert.ok(capped.length <= 8000, `length ${capped.length}`);
    assert.ok(capped.startsWith(`<!-- ${MARKER} -->`));
    assertWholeTables(capped);
  });
});

describe('renderResultsPage', () => {
  it('is the published page: info list, then a results table per scenario, without gate or charts', () => {
    const results = buildResults({ scenarios: ['hello', 'update-user'] });
    const page = renderResultsPage(results);
    assert.match(
      page,
      /^# Benchmarks\n\n## Benchmark Info\n\n- \*\*Machine:\*\* linux x64 \\\| 4 vCPUs \\\| 16\.0GB Mem\n/,
    );
    assert.match(page, /- \*\*Node:\*\* v20\.11\.0/);
    assert.equal(markdownTables(page).length, 2);
    assert.equal(mermaidBlocks(page).length, 0);
    assert.deepEqual(tableCells(markdownTables(page)[0]![0]!).slice(0, 4), [
      'Framework',
      'Version',
      'Router',
      'Req (R/s)',
    ]);
    assertWholeTables(page);
  });
});
