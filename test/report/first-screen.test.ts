import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pairedDesign } from '../../src/gate/gate-design.ts';
import { runSequentialGate } from '../../src/gate/sequential-gate.ts';
import type { GateOutcome, MetricComparison } from '../../src/gate/gate-types.ts';
import { decisionHeading } from '../../src/report/decision-heading.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { comparison, gateOutcome } from './gate-fixture.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import { baseServerName } from '../../src/servers/base-side.ts';
import { gateSettings, syntheticResults } from '../helpers/synthetic-results.ts';

const gate = gateSettings();
const base = baseServerName(gate.subject);
const HEAD_SHA = 'a'.repeat(40);
const BASE_SHA = 'b'.repeat(40);
const RUN = 'https://github.com/MionKit/mion/actions/runs/123456';

/** 8 process pairs a scenario: hello unchanged at about 35,000 requests/s, update-user 6% slower. */
async function pairedRunWithCommits(): Promise<{
  results: ResultsFile;
  outcome: GateOutcome;
  report: (runUrl?: string) => string;
}> {
  const pairs = (head: number, baseRps: number) =>
    Array.from({ length: 8 }, (_, index) => ({
      mion: head * (1 + 0.01 * Math.sin(index * 2.1)),
      [base]: baseRps * (1 + 0.01 * Math.cos(index * 1.3)),
    }));
  const run = syntheticResults({
    scenarios: { hello: pairs(35_000, 35_000), 'update-user': pairs(18_800, 20_000) },
  });
  const outcome = await runSequentialGate({
    ...pairedDesign(gate, base),
    initial: run,
    gate,
    nowMs: () => 0,
    measureMore: async () => syntheticResults({ scenarios: { 'update-user': pairs(18_800, 20_000) } }),
  });
  const results: ResultsFile = {
    ...run,
    servers: run.servers.map((server) =>
      server.name === 'mion'
        ? { ...server, rebuildFrom: { kind: 'git', commit: HEAD_SHA } }
        : server.name === base
          ? { ...server, rebuildFrom: { kind: 'git', commit: BASE_SHA } }
          : server,
    ),
  };
  return {
    results,
    outcome,
    report: (runUrl?: string) =>
      renderMarkdownReport({ results, gate: outcome, ...(runUrl ? { runUrl } : {}) }).split('<details>')[0]!,
  };
}

test("a paired report's first screen: the failing scenario, its change and threshold, confirmed or not, both commits linked, each side's figure, the run and its artifacts", async () => {
  const { report } = await pairedRunWithCommits();
  const firstScreen = report(RUN);
  assert.match(firstScreen, /^### ❌ update-user -(5\.9|6\.\d)% \(threshold -5%\), (confirmed|first look)/);
  assert.ok(
    firstScreen.includes(
      `Head [\`aaaaaaa\`](https://github.com/MionKit/mion/commit/${HEAD_SHA}) against base [\`bbbbbbb\`](https://github.com/MionKit/mion/commit/${BASE_SHA}) · [workflow run](${RUN}) · [artifacts: results, profiles, flame graph](${RUN}#artifacts)`,
    ),
    firstScreen,
  );
  assert.match(firstScreen, /\| Scenario \| Base \| Head \| Change vs base \|/);
  assert.match(firstScreen, /\| hello \| 3\d,\d{3}\/s \| 3\d,\d{3}\/s \| [+-]0\.\d%/);
  assert.match(
    firstScreen,
    /\| \*\*update-user\*\* \| \*\*(19,9|20,0)\d\d\/s\*\* \| \*\*18,[78]\d\d\/s\*\* \| \*\*-(5\.9|6\.\d)%\*\*/,
  );
  assert.match(
    firstScreen,
    /Base, Head: the geometric mean over the process pairs, each process its rounds' geometric mean, so Head \/ Base is the change/,
  );
  assert.doesNotMatch(
    firstScreen,
    /percentile is of its own requests/,
    'no rate run: no word of percentiles',
  );
});

test('without a run address the commits stay plain; text that is not a plain commit or a GitHub run is never shown', async () => {
  const { results, outcome, report } = await pairedRunWithCommits();
  assert.match(report(), /\nHead `aaaaaaa` against base `bbbbbbb`\n/);
  assert.doesNotMatch(report('https://evil.example/x)(y'), /\]\(https:\/\/evil/);
  // The pull request's head from the event payload is free text in the results: shown only as hex.
  const hostile = { ...results, git: { pullRequestHead: '[x](https://evil.example)' } };
  const text = renderMarkdownReport({ results: hostile, gate: outcome, runUrl: RUN }).split('<details>')[0]!;
  assert.doesNotMatch(text, /evil/);
  // The commit the head was built from stands in for it.
  assert.match(text, /\nHead \[`aaaaaaa`\]/);
});

test('a passing report names the comparison closest to its threshold, not a "worst" one', async () => {
  // update-user's head 1% slower: the one estimate on the worse side, and so the closest.
  const pairs = (rps: number, head = 1) =>
    Array.from({ length: 8 }, (_, index) => ({
      mion: rps * head * (1 + 0.01 * Math.sin(index * 2.1)),
      [base]: rps * (1 + 0.01 * Math.cos(index * 1.3)),
    }));
  const run = syntheticResults({ scenarios: { hello: pairs(35_000), 'update-user': pairs(20_000, 0.99) } });
  const outcome = await runSequentialGate({
    ...pairedDesign(gate, base),
    initial: run,
    gate,
    nowMs: () => 0,
    measureMore: async () =>
      syntheticResults({ scenarios: { hello: pairs(35_000), 'update-user': pairs(20_000, 0.99) } }),
  });
  assert.equal(outcome.verdict, 'pass');
  const heading = renderMarkdownReport({ results: run, gate: outcome })
    .split('\n')
    .find((line) => line.startsWith('### '));
  assert.match(heading ?? '', /^### ✅ No scenario worse than -5% \(closest: update-user -0\.\d%\)$/);
});

test('a pass whose every estimate reads better names the gain as one, not as the closest to a loss', () => {
  const gain = (
    scenario: ScenarioName,
    estimate: number,
    lower: number,
    upper: number,
  ): MetricComparison => ({
    ...comparison('requestsPerSecond', estimate, estimate, 'unchanged'),
    scenario,
    mode: 'paired',
    decidedBy: 'paired',
    estimates: {
      paired: { estimate, lower, upper, confidence: 0.99, currentSamples: 8, baselineSamples: 8 },
    },
  });
  // A real framework's 4% faster pull request: hello +4.8% (−1.6% to +11.7%), decided at once.
  const alone = decisionHeading(
    gateOutcome({ mode: 'paired', metrics: [gain('hello', 0.048, -0.016, 0.117)] }),
  );
  assert.deepEqual(alone, { icon: '✅', text: 'No scenario worse than -5%: hello +4.8%, reads better' });
  const both = decisionHeading(
    gateOutcome({
      mode: 'paired',
      metrics: [gain('hello', 0.048, -0.016, 0.117), gain('update-user', 0.004, -0.02, 0.03)],
    }),
  );
  assert.equal(both.text, 'No scenario worse than -5%: every one reads better, least update-user +0.4%');
  // One estimate on the worse side: the closest to a loss is named, as before.
  const mixed = decisionHeading(
    gateOutcome({
      mode: 'paired',
      metrics: [gain('hello', 0.048, -0.016, 0.117), gain('update-user', -0.004, -0.03, 0.02)],
    }),
  );
  assert.equal(mixed.text, 'No scenario worse than -5% (closest: update-user -0.4%)');
});
