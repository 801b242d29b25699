import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { analyzeHistory } from '../../src/history/analyze-history.ts';
import { renderHistoryMarkdown } from '../../src/history/history-markdown.ts';
import { renderHistoryPage } from '../../src/history/history-page.ts';
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

  it('the static page for GitHub Pages: a chart per series, the step marked where it is, no script', async () => {
    const lines = syntheticHistory(60, 0.01, 40);
    const html = renderHistoryPage(analyzeHistory(lines), lines);
    assert.doesNotMatch(html, /<script|https?:\/\//);
    const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    try {
      await page.setContent(html);
      const shots = process.env.PERF_GATE_SCREENSHOTS_DIR;
      if (shots) await page.screenshot({ path: join(shots, 'history-page.png'), fullPage: true });
      const drawn = await page.evaluate(() =>
        [...document.querySelectorAll('section')].map((section) => {
          const svg = section.querySelector('svg')!.getBoundingClientRect();
          const marker = section.querySelector('line.change')?.getBoundingClientRect();
          return {
            heading: section.querySelector('h2')!.textContent,
            widthPx: svg.width,
            points: section.querySelector('polyline')!.getAttribute('points')!.split(' ').length,
            // Where the change point's line stands across the chart, from 0 (left) to 1 (right).
            markerAt: marker ? (marker.left - svg.left) / svg.width : undefined,
            text: (section as HTMLElement).innerText,
          };
        }),
      );
      assert.deepEqual(
        drawn.map((section) => [section.heading, section.points]),
        [
          ['hello: instructions/request', 60],
          ['update-user: instructions/request', 60],
        ],
      );
      assert.ok(drawn.every((section) => section.widthPx > 700));
      // The 41st of 60 commits, drawn between the margins: about two thirds across.
      assert.ok(drawn[0]!.markerAt! > 0.6 && drawn[0]!.markerAt! < 0.72, String(drawn[0]!.markerAt));
      assert.match(drawn[0]!.text, new RegExp(`slower by \\+1\\.\\d\\d%.*${commitId(40)}`));
      assert.equal(drawn[1]!.markerAt, undefined);
      assert.match(drawn[1]!.text, /No change point/);
    } finally {
      await page.close();
    }
  });
});
