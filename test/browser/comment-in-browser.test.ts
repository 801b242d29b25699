import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import type { Config } from '../../src/config/config.ts';
import { noBaselineOutcome } from '../../src/gate/missing-baseline.ts';
import type { GateOutcome } from '../../src/gate/gate-types.ts';
import { provenanceNote } from '../../src/publish/post-comment-payload.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import type { ScenarioWhere } from '../../src/results/where-it-changed.ts';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import type { ScenarioName } from '../../src/scenarios/scenario.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';
import {
  chromiumPath,
  COMMENT_WIDTH_PX,
  launchBrowser,
  viewComment,
  type CommentView,
} from '../helpers/github-comment-browser.ts';
import { simulateGate } from '../helpers/gate-simulation.ts';
import { gateSettings } from '../helpers/synthetic-results.ts';
import { MEASURED_MION_HELLO_NOISE } from '../helpers/two-level-noise.ts';

/**
 * The six kinds of comment, rendered as GitHub renders them in a real Chromium, and read as a
 * maintainer reads them: the verdict first, nothing bold that contradicts it, nothing wider than
 * the comment, every chart drawn. The figures are the committed baseline's real run; the gate
 * outcomes come from the real sequential gate (fed by the two-level noise model where a
 * verdict needs a loss or a bad day). Screenshots go to PERF_GATE_SCREENSHOTS_DIR when set.
 */
const found = chromiumPath();
const skip = 'skip' in found ? found.skip : false;
const SCENARIOS: ScenarioName[] = ['hello', 'update-user', 'heavy-validation'];
const gate = gateSettings();
const results = JSON.parse(readFileSync(join(REPO_ROOT, 'baseline', 'baseline.json'), 'utf8')) as ResultsFile;

async function gateWith(
  seed: number,
  options: Partial<Parameters<typeof simulateGate>[0]>,
): Promise<GateOutcome> {
  const { outcome } = await simulateGate({
    random: seededRandom(seed),
    mode: 'paired',
    gate,
    scenarios: SCENARIOS,
    noise: MEASURED_MION_HELLO_NOISE,
    trueChange: 0,
    ...options,
  });
  return outcome;
}

const keptDir = process.env.PERF_GATE_SCREENSHOTS_DIR;
const scratch = mkdtempSync(join(tmpdir(), 'comment-in-browser-'));
const screenshotsDir = keptDir ?? scratch;
let browser: Browser | undefined;

async function view(kind: string, markdown: string): Promise<CommentView> {
  mkdirSync(screenshotsDir, { recursive: true });
  // The top of the comment, what a reader sees first, unless the whole is asked for.
  const heightPx = process.env.PERF_GATE_SCREENSHOT_HEIGHT_PX
    ? Number(process.env.PERF_GATE_SCREENSHOT_HEIGHT_PX)
    : undefined;
  return viewComment(browser!, markdown, { path: join(screenshotsDir, `modelled-${kind}.png`), heightPx });
}

/**
 * Where a real regression's time went: mion v0.8.10 with a loop added in validateParametersOrThrow,
 * profiled against v0.8.10 in heavy-validation (docs/where.md, "Measured").
 */
const REAL_WHERE = JSON.parse(
  readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'where-heavy-validation.json'), 'utf8'),
) as ScenarioWhere[];

function report(outcome: GateOutcome, provenance?: string, where?: ScenarioWhere[]): string {
  return renderMarkdownReport({
    results: where ? { ...results, where } : results,
    gate: outcome,
    marker: 'mion-perf-gate:0123456789ab',
    runUrl: 'https://github.com/MionKit/mion/actions/runs/1',
    ...(provenance ? { provenance } : {}),
  });
}

/** What every kind must show: its verdict as the first heading, whole charts, and nothing wider than the comment. */
function assertReadable(kind: string, shown: CommentView, verdictTitle: RegExp): void {
  assert.match(shown.headings[0] ?? '', verdictTitle, `${kind}: the first heading is the verdict`);
  assert.deepEqual(
    shown.overflowingTables,
    [],
    `${kind}: tables wider than the ${COMMENT_WIDTH_PX} px comment`,
  );
  assert.deepEqual(shown.diagramErrors, [], `${kind}: mermaid refused a chart`);
  assert.ok(shown.diagrams >= SCENARIOS.length, `${kind}: ${shown.diagrams} charts drawn`);
}

describe('the comment as a reader sees it on GitHub', { skip }, () => {
  before(async () => {
    browser = await launchBrowser((found as { path: string }).path);
  });
  after(async () => {
    await browser?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('pass: the verdict and each change against its threshold come first; nothing bold reads as a loss', async () => {
    const outcome = await gateWith(2411, {});
    assert.equal(outcome.verdict, 'pass');
    const shown = await view('pass', report(outcome));
    assertReadable('pass', shown, /^✅ No (scenario|comparison) worse than/);
    assert.match(shown.firstBlock, /^✅ No (scenario|comparison) worse than/);
    const alarming = shown.visibleBold.filter((text) => /regression|worse than|^[-−]\d/i.test(text));
    assert.deepEqual(alarming, [], 'bold text that contradicts a pass');
    // The method is folded under the verdict, out of the way until someone opens it.
    assert.ok(!shown.visibleText.includes('Intervals: 95% for the pull request'), 'the method is folded');
  });

  it('regression: names the scenario, its change against the threshold, the confirmation, and where the time went', async () => {
    const outcome = await gateWith(2412, { trueChange: { 'heavy-validation': -0.12 } });
    assert.equal(outcome.verdict, 'regression');
    const markdown = report(outcome, undefined, REAL_WHERE);
    const shown = await view('regression', markdown);
    assertReadable('regression', shown, /^❌ [^\n]*\(threshold -\d+%\)/);
    assert.match(markdown, /heavy-validation -1\d\.\d% \([^)]*\), worse than the -5\.0% threshold/);
    // Where comes right after the verdict, open, its table as narrow as the comment (checked above).
    assert.equal(shown.headings[1], 'Where the time changed, by function');
    assert.ok(shown.visibleText.includes('validateParametersOrThrow'), 'the function is visible unfolded');
  });

  it('a day too noisy to pass is an error that says so, with the figure', async () => {
    const noisy = { ...MEASURED_MION_HELLO_NOISE, processLogSd: 0.4 };
    const outcome = await gateWith(2413, { noise: noisy });
    assert.equal(outcome.verdict, 'error');
    const shown = await view('too-noisy', report(outcome));
    assertReadable(
      'too-noisy',
      shown,
      /^(⚠️ Too noisy to rule out a loss|💥 Error: the gate could not decide: too noisy to judge)/,
    );
    // The reason stands with the verdict, not folded away.
    assert.ok(shown.visibleText.includes('Too noisy to pass'), 'the reason is visible');
  });

  it('inconclusive: passes with the notice that its estimates are inside the thresholds but not shown to be', async () => {
    // Eight process pairs at most: the intervals stay wider than the thresholds.
    const outcome = await gateWith(2416, { gate: { ...gate, maxProcesses: 8 } });
    assert.equal(outcome.verdict, 'inconclusive');
    const shown = await view('inconclusive', report(outcome));
    assertReadable('inconclusive', shown, /^✅ No (scenario|comparison) worse than [^\n]*85% sure/);
  });

  it('unstable: the head in two modes, with every process figure of both sides in sight', async () => {
    // Twice as slow in about one head process in seven, of heavy-validation only: a slow process
    // among fast ones, what the slow-process test looks for (a head slow in 2 of 5 moves the mean
    // and is a regression instead).
    const outcome = await gateWith(2417, {
      processEffect: (scenario, server, random) => ({
        logFactor:
          server === gate.subject && scenario === 'heavy-validation' && random.uniform() < 0.15
            ? -Math.log(2)
            : 0,
        valid: true,
      }),
    });
    assert.ok(['regression', 'unstable'].includes(outcome.verdict), outcome.verdict);
    assert.ok(
      outcome.metrics.some((m) => m.dispersion?.headMoreErratic),
      'the slow-process test saw it',
    );
    const shown = await view('unstable', report(outcome));
    assert.ok(
      shown.visibleText.includes('the head is more erratic across processes than its base'),
      'the finding is visible, not folded',
    );
    assert.match(shown.visibleText, /requests\/s per process, head: [\d,]+(, [\d,]+)+; base: /);
  });

  it('error and no-baseline: the reason is the first thing, and no comparison table pretends otherwise', async () => {
    const error: GateOutcome = {
      ...(await gateWith(2414, {})),
      verdict: 'error',
      metrics: [],
      error: 'mion.base: build failed: npm ci exited with 1',
    };
    const errorShown = await view('error', report(error));
    assertReadable('error', errorShown, /^💥 Error: the gate could not decide: mion\.base: build failed/);

    const config = {
      gate: { ...gate, baselinePath: 'baseline/baseline.json', ifNoBaseline: 'pass' },
    } as unknown as Config;
    const noBaseline = await view('no-baseline', report(noBaselineOutcome(config).gate));
    assertReadable('no-baseline', noBaseline, /^ℹ️ No baseline yet/);
  });

  it('fork: says first whose run produced the figures, then the verdict', async () => {
    const outcome = await gateWith(2415, {});
    const provenance = provenanceNote(
      { headSha: 'a1b2c3d'.padEnd(40, '0'), headRepository: 'contributor/mion', pullRequestNumbers: [] },
      { eventName: 'workflow_run', owner: 'MionKit', repo: 'mion', payload: {} },
    );
    const shown = await view('fork', report(outcome, provenance));
    assert.match(shown.firstBlock, /^From a fork's run: contributor\/mion at a1b2c3d/);
    assertReadable('fork', shown, /^✅ No (scenario|comparison) worse than/);
  });
});
