import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { layoutHash, RUNS_DIR, SCREENSHOT_CASES, screenshotReport } from '../helpers/screenshot-cases.ts';

/**
 * The pictures of docs/screenshots are of the comment as the code renders it now: each saved real
 * run, rendered again, must give the report the pictures were drawn from. A change to the report's
 * layout or words fails here until `node --import tsx scripts/comment-screenshots.ts` draws them again.
 */
const layouts = JSON.parse(readFileSync(join(RUNS_DIR, 'layouts.json'), 'utf8')) as Record<string, string>;

for (const screenshot of SCREENSHOT_CASES) {
  test(`docs/screenshots/comment-${screenshot.verdict}.png shows the comment as rendered now`, () => {
    const runPath = join(RUNS_DIR, `${screenshot.verdict}.json`);
    assert.ok(existsSync(runPath), `${runPath}: the real run the picture is drawn from`);
    const results = JSON.parse(readFileSync(runPath, 'utf8')) as ResultsFile;
    assert.ok(
      screenshot.expectedVerdicts.includes(results.gate?.verdict ?? 'error'),
      `the run shows the verdict it stands for, not ${results.gate?.verdict}`,
    );
    assert.equal(
      layoutHash(screenshotReport(results)),
      layouts[screenshot.verdict],
      'the report changed since the picture was drawn: run node --import tsx scripts/comment-screenshots.ts',
    );
  });
}
