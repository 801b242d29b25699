import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import type { CpuProfile } from '../../src/profile/cpu-profile.ts';
import { differentialFlameGraphHtml } from '../../src/profile/differential-flame-graph.ts';
import { chromiumPath, launchBrowser } from '../helpers/github-comment-browser.ts';

/**
 * The "Where" artifacts as a maintainer opens them: a `.cpuprofile` in speedscope (its released web
 * page, from the npm package, served over loopback) and the differential flame graph page, both in
 * a real Chromium. The profile is V8's, taken the way the profiling preload takes it.
 */
const found = chromiumPath();
const skip = 'skip' in found ? found.skip : false;
const require = createRequire(import.meta.url);
const SPEEDSCOPE_DIR = dirname(require.resolve('speedscope/dist/release/index.html'));
const dir = mkdtempSync(join(tmpdir(), 'perf-gate-viewers-'));
const keptDir = process.env.PERF_GATE_SCREENSHOTS_DIR;
let browser: Browser | undefined;
let server: Server | undefined;
let baseUrl = '';

/**
 * A V8 CPU profile of 3,000 "requests", taken in a child Node with inlining off and the inspector's
 * profiler, as the profiling preload takes it; `withChecksum` adds a named function's work to each.
 */
function profileOf(withChecksum: boolean): CpuProfile {
  const script = `
    const { Session } = require('node:inspector');
    let sink = 0;
    function checksumEveryRequest() {
      for (let index = 0; index < 2000; index++) sink = (sink * 31 + index) % 1000003;
      return sink;
    }
    function answerRequest() {
      let total = 0;
      for (let index = 0; index < 200; index++) total += JSON.stringify({ hello: 'world', index }).length;
      return ${withChecksum} ? total + checksumEveryRequest() : total;
    }
    const session = new Session();
    session.connect();
    session.post('Profiler.enable');
    session.post('Profiler.setSamplingInterval', { interval: 250 });
    session.post('Profiler.start');
    for (let request = 0; request < 3000; request++) answerRequest();
    session.post('Profiler.stop', (error, result) => process.stdout.write(JSON.stringify(result.profile)));
  `;
  const child = spawnSync(process.execPath, ['--no-turbo-inlining', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 ** 2,
  });
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout) as CpuProfile;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

describe('the profiles open where a maintainer opens them', { skip }, () => {
  before(async () => {
    browser = await launchBrowser((found as { path: string }).path);
    server = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url!, 'http://x').pathname));
      const file = path.startsWith('/speedscope/')
        ? join(SPEEDSCOPE_DIR, path.slice('/speedscope/'.length))
        : join(dir, path);
      if (!file.startsWith(SPEEDSCOPE_DIR) && !file.startsWith(dir))
        return void response.writeHead(403).end();
      if (!existsSync(file)) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    });
    await new Promise<void>((resolvePromise) => server!.listen(0, '127.0.0.1', resolvePromise));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(async () => {
    await browser?.close();
    await new Promise((resolvePromise) => server?.close(resolvePromise));
    rmSync(dir, { recursive: true, force: true });
  });

  it('speedscope loads a head profile: its flame chart draws, no import error', async () => {
    writeFileSync(join(dir, 'pair-1-head.cpuprofile'), JSON.stringify(profileOf(true)));
    const page = await browser!.newPage({ viewport: { width: 1280, height: 720 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const profileUrl = `${baseUrl}/pair-1-head.cpuprofile`;
    await page.goto(
      `${baseUrl}/speedscope/index.html#profileURL=${encodeURIComponent(profileUrl)}&title=pair-1-head`,
    );
    await page.waitForFunction(() => document.title.includes('pair-1-head'), undefined, { timeout: 30_000 });
    await page.waitForSelector('canvas', { timeout: 30_000 });
    const canvasWidth = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('canvas')].map((c) => c.width)),
    );
    const text = await page.evaluate(() => document.body.innerText);
    if (keptDir) await page.screenshot({ path: join(keptDir, 'speedscope-head-profile.png') });
    await page.close();
    assert.deepEqual(errors, []);
    assert.ok(canvasWidth > 500, `speedscope drew on a canvas ${canvasWidth} px wide`);
    assert.doesNotMatch(text, /something went wrong|unrecognized format|failed to/i);
  });

  it('the differential flame graph names the added function in red, wider in the head', async () => {
    const [head, base] = [profileOf(true), profileOf(false)];
    const path = join(dir, 'differential-flame-graph.html');
    writeFileSync(
      path,
      differentialFlameGraphHtml(
        [{ profile: head, requests: 3_000, folders: [dir] }],
        [{ profile: base, requests: 3_000, folders: [dir] }],
        'head against base, hello: CPU per request by call path',
      ),
    );
    const page = await browser!.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(pathToFileURL(path).href);
    const frames = await page.evaluate(() =>
      [...document.querySelectorAll('svg g')].map((group) => ({
        title: group.querySelector('title')?.textContent ?? '',
        fill: group.querySelector('rect')?.getAttribute('fill') ?? '',
        widthPx: group.querySelector('rect')?.getBoundingClientRect().width ?? 0,
      })),
    );
    if (keptDir)
      await page.screenshot({ path: join(keptDir, 'differential-flame-graph.png'), fullPage: true });
    await page.close();
    const added = frames.find((frame) => frame.title.startsWith('checksumEveryRequest'));
    assert.ok(added, `frames: ${frames.map((frame) => frame.title.split('\n')[0]).join(', ')}`);
    assert.ok(added.widthPx > 50, `drawn ${added.widthPx} px wide`);
    const [red, green, blue] = added.fill.match(/\d+/g)!.map(Number);
    assert.ok(red! > green! && red! > blue!, `filled ${added.fill}: red for more time in the head`);
    assert.match(added.title, /base 0\.00 µs\/request/);
  });
});
