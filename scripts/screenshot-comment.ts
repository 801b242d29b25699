/**
 * A picture of a report as GitHub shows it in a pull request's comment (GFM, GitHub's stylesheet,
 * mermaid charts) in a real Chromium:
 *
 *   node --import tsx scripts/screenshot-comment.ts REPORT.md OUT.png [HEIGHT_PX]
 *
 * HEIGHT_PX keeps the top of the comment, what a reader sees first; without it, the whole page.
 * Prints what a reader would see amiss: tables wider than the comment, charts mermaid refused.
 */
import { readFileSync } from 'node:fs';
import { chromiumPath, launchBrowser, viewComment } from '../test/helpers/github-comment-browser.ts';

const [reportPath, outPath, heightText] = process.argv.slice(2);
if (!reportPath || !outPath) {
  console.error('usage: screenshot-comment.ts REPORT.md OUT.png [HEIGHT_PX]');
  process.exit(2);
}
const heightPx = heightText === undefined ? undefined : Number(heightText);
if (heightPx !== undefined && !(Number.isInteger(heightPx) && heightPx > 0)) {
  console.error(`HEIGHT_PX: "${heightText}" is not a whole number of pixels`);
  process.exit(2);
}
const chromium = chromiumPath();
if ('skip' in chromium) {
  console.error(chromium.skip);
  process.exit(2);
}
const browser = await launchBrowser(chromium.path);
try {
  const view = await viewComment(browser, readFileSync(reportPath, 'utf8'), { path: outPath, heightPx });
  console.log(
    `${outPath}: first heading "${view.headings[0] ?? ''}", ${view.diagrams} charts, ${Math.round(view.heightPx)} px tall`,
  );
  for (const table of view.overflowingTables)
    console.log(`wider than the comment: table "${table.firstHeader}" (${table.widthPx} px)`);
  for (const error of view.diagramErrors) console.log(`chart refused: ${error}`);
} finally {
  await browser.close();
}
