import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { runInterleavedTrials } from '../../src/calibrate/interleaved-trials.ts';

const root = mkdtempSync(join(tmpdir(), 'interleaved-trials-'));
after(() => rmSync(root, { recursive: true, force: true }));
const progress = { info: () => {}, warn: () => {}, status: () => {} };

test('every condition once per trial, the order reversed every other trial, outputs after every trial', async () => {
  const markdownPath = join(root, 'page.md');
  const outPath = join(root, 'trials.json');
  const seen: string[] = [];
  const page = await runInterleavedTrials({
    config: { calibrationTrials: 3, markdownPath, outPath },
    conditions: ['A/A', '1%', '2%'],
    describe: (condition) => condition,
    settings: 'three trials',
    progress,
    runTrial: async (condition) => {
      // What an earlier trial wrote is on disk before the next one starts.
      if (seen.length > 0) {
        const written = JSON.parse(readFileSync(outPath, 'utf8')) as { trials: string[] };
        assert.deepEqual(written.trials, seen);
      }
      seen.push(condition);
      return condition;
    },
    renderPage: (trials) => `${trials.length} trials: ${trials.join(' ')}`,
  });
  assert.deepEqual(seen, ['A/A', '1%', '2%', '2%', '1%', 'A/A', 'A/A', '1%', '2%']);
  assert.equal(page, `9 trials: ${seen.join(' ')}`);
  assert.equal(readFileSync(markdownPath, 'utf8'), page);
  assert.equal(JSON.parse(readFileSync(outPath, 'utf8')).settings, 'three trials');
});

test('without output paths the page is still returned', async () => {
  const page = await runInterleavedTrials({
    config: { calibrationTrials: 1 },
    conditions: [0],
    describe: String,
    settings: '',
    progress,
    runTrial: async () => 'done',
    renderPage: (trials) => trials.join(),
  });
  assert.equal(page, 'done');
});
