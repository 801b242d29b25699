/**
 * The comment of each verdict, as a maintainer sees it, from real runs: the example framework
 * (examples/own-server as a git repository with a slower branch) gated through the CLI, one run
 * per verdict, each rendered in Chromium with GitHub's stylesheet.
 *
 *   node --import tsx scripts/comment-screenshots.ts --measure   # run the gates again, then draw
 *   node --import tsx scripts/comment-screenshots.ts             # draw again from the saved runs
 *
 * The runs are kept in docs/screenshots/runs/<verdict>.json (results files with their gate), the
 * pictures in docs/screenshots/comment-<verdict>.png, and the hash of each rendered report in
 * docs/screenshots/runs/layouts.json: test/report/screenshot-layouts.test.ts fails when the report's
 * layout changed and the pictures were not drawn again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/repo-paths.ts';
import type { ResultsFile } from '../src/results/results-types.ts';
import { frameworkRepository, gitIn } from '../test/helpers/framework-repository.ts';
import { chromiumPath, launchBrowser, viewComment } from '../test/helpers/github-comment-browser.ts';
import {
  SCREENSHOT_CASES,
  screenshotReport,
  layoutHash,
  RUNS_DIR,
  SCREENSHOTS_DIR,
} from '../test/helpers/screenshot-cases.ts';
import { repositoryJson } from './repository-json.ts';

const FIRST_SCREEN_PX = 900;

if (process.argv.includes('--measure')) await measure();
await draw();

async function measure(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'comment-screenshots-'));
  try {
    const repo = join(scratch, 'repo');
    const { baseSha } = frameworkRepository(repo);
    const base = join(scratch, 'base');
    gitIn(repo, 'worktree', 'add', '-q', '--detach', base, baseSha);
    mkdirSync(RUNS_DIR, { recursive: true });
    for (const screenshot of SCREENSHOT_CASES) {
      const out = join(scratch, `${screenshot.verdict}.json`);
      const args = screenshot.args({ repo, base, out: join(scratch, `${screenshot.verdict}-missing.json`) });
      const command = [join(REPO_ROOT, 'dist', 'cli.js'), ...args, '--out', out];
      console.log(`${screenshot.verdict}: node ${command.join(' ').replaceAll(scratch, '<scratch>')}`);
      const run = spawnSync(process.execPath, command, {
        cwd: scratch,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      });
      if (!existsSync(out)) {
        console.error(
          `${screenshot.verdict}: no results written (exit ${run.status}): ${run.stderr.slice(-500)}`,
        );
        process.exitCode = 1;
        continue;
      }
      const results = JSON.parse(readFileSync(out, 'utf8')) as ResultsFile;
      console.log(`${screenshot.verdict}: exit ${run.status}, verdict ${results.gate?.verdict ?? 'none'}`);
      if (!screenshot.expectedVerdicts.includes(results.gate?.verdict ?? 'error')) {
        console.error(
          `${screenshot.verdict}: expected ${screenshot.expectedVerdicts.join(' or ')}; kept anyway, look at it`,
        );
        process.exitCode = 1;
      }
      const path = join(RUNS_DIR, `${screenshot.verdict}.json`);
      writeFileSync(path, await repositoryJson(results, path));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function draw(): Promise<void> {
  const chromium = chromiumPath();
  if ('skip' in chromium) throw new Error(chromium.skip);
  const browser = await launchBrowser(chromium.path);
  const layouts: Record<string, string> = {};
  try {
    for (const screenshot of SCREENSHOT_CASES) {
      const runPath = join(RUNS_DIR, `${screenshot.verdict}.json`);
      if (!existsSync(runPath)) {
        console.error(`${runPath}: no saved run; run with --measure`);
        process.exitCode = 1;
        continue;
      }
      const report = screenshotReport(JSON.parse(readFileSync(runPath, 'utf8')) as ResultsFile);
      layouts[screenshot.verdict] = layoutHash(report);
      const png = join(SCREENSHOTS_DIR, `comment-${screenshot.verdict}.png`);
      const view = await viewComment(browser, report, { path: png, heightPx: FIRST_SCREEN_PX });
      console.log(`${png}: "${view.headings[0] ?? ''}"`);
    }
  } finally {
    await browser.close();
  }
  const layoutsPath = join(RUNS_DIR, 'layouts.json');
  writeFileSync(layoutsPath, await repositoryJson(layouts, layoutsPath));
}
