import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { analyzeHistory } from '../../src/history/analyze-history.ts';
import { renderHistoryMarkdown } from '../../src/history/history-markdown.ts';
import { chromiumPath, launchBrowser, viewComment } from '../helpers/github-comment-browser.ts';
import { commitId, syntheticHistory } from '../helpers/synthetic-history.ts';

/**
 * The history's markdown (the job summary of the baseline workflow) as GitHub renders it, in a
 * real Chromium: a trend chart per series, drawn, and the change point's commit in words.
 * A screenshot goes to PERF_GATE_SCREENSHOTS_DIR when set.
 */
const found = chromiumPath();
const skip = 'skip' in found ? found.skip : false;
let browser: Browser;

describe('the history of main as a maintainer sees it', { skip }, () => {
  before(async () => {
    browser = await launchBrowser((found as { path: string }).path);
  });
  after(async () => {
    await browser?.close();
  });

  it('draws every series, marks the step, and names its commit', async () => {
    const lines = syntheticHistory(60, 0.01, 40);
    const markdown = renderHistoryMarkdown(analyzeHistory(lines), lines);
    const shots = process.env.PERF_GATE_SCREENSHOTS_DIR;
    const view = await viewComment(
      browser,
      markdown,
      shots ? { path: join(shots, 'history-of-main.png') } : undefined,
    );
    assert.deepEqual(view.diagramErrors, []);
    assert.equal(view.diagrams, 2);
    assert.deepEqual(view.overflowingTables, []);
    assert.match(view.visibleText, new RegExp(`hello, instructions/request: slower by \\+1\\.\\d\\d%`));
    assert.ok(view.visibleText.includes(commitId(40)), 'the change point names its commit');
    assert.match(view.visibleText, /update-user\s+instructions\/request\s+60\s+.*\s+none/);
  });
});
