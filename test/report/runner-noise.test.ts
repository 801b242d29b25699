import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CalibrationTrial } from '../../src/calibrate/calibration-table.ts';
import { runnerNoiseSentence } from '../../src/calibrate/runner-noise.ts';

/** An A/A trial whose pairs read head/base exp(±spread): their log spread is spread·√(4/3) over 4 pairs. */
function trial(slowdown: number, ratios: number[]): CalibrationTrial {
  return {
    slowdown,
    injectedMicroseconds: 0,
    modes: {},
    published: { changeFraction: 0, regression: false },
    blocks: ratios.map((ratio) => ({ mion: 1000 * ratio, 'mion-base': 1000, 'http-node': 2000 })),
  };
}

test("calibrate places this runner's pair spread, from its A/A trials only, in the rates by noise", () => {
  const spread = 0.03;
  const ratios = [spread, -spread, spread, -spread].map(Math.exp);
  const trials = [trial(0, ratios), trial(0, ratios), trial(0.05, [0.5, 2, 0.5, 2])];
  const sentence = runnerNoiseSentence(trials, 'mion', 'mion-base');
  const expected = (spread * Math.sqrt(4 / 3) * 100).toFixed(1);
  assert.match(
    sentence ?? '',
    new RegExp(
      `^This runner's process pairs spread ${expected}% \\(median of 2 A/A trials\\)\\. On runners spreading up to `,
    ),
  );
  assert.equal(runnerNoiseSentence([trial(0.05, ratios)], 'mion', 'mion-base'), undefined);
});
