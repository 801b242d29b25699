import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../../src/repo-paths.ts';
import { parseResults } from '../../src/results/results-file.ts';

/**
 * The crash watch's record reaches the comment from a file a pull request writes (a shard, the
 * comment payload): its fields are numbers the report formats, so the schema must refuse text in
 * any of them, those `auto` adds included, with one line naming the field.
 */
const shard = JSON.parse(readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'shard-with-where.json'), 'utf8'));
const WATCH = {
  onceInRequests: 901_242,
  servedRequests: 2_149_368,
  watchedRequests: 1_639_377,
  watchSeconds: 236,
  processes: 4,
  catchShare: 0.91,
  processShare: 0.03,
  requestsPerProcess: 27_451,
  capSeconds: 240,
};

test("the crash watch's fields are numbers: a string in any of them is refused, naming it", () => {
  const withWatch = (crashWatch: Record<string, unknown>) =>
    JSON.stringify({ ...shard, gate: { ...shard.gate, crashWatch } });
  assert.deepEqual(parseResults(withWatch(WATCH), 'shard.json').gate?.crashWatch, WATCH);
  for (const field of Object.keys(WATCH)) {
    assert.throws(
      () => parseResults(withWatch({ ...WATCH, [field]: '<img src=x onerror=alert(1)>' }), 'shard.json'),
      new RegExp(`shard\\.json: /gate/crashWatch/${field} must be (number|integer)`),
    );
  }
  assert.throws(
    () => parseResults(withWatch({ ...WATCH, processShare: 1 }), 'shard.json'),
    /processShare must be < 1/,
  );
  // Why the watch ended short is one of three words, never free text.
  const atCap = { ...WATCH, stoppedBy: 'cap' };
  assert.deepEqual(parseResults(withWatch(atCap), 'shard.json').gate?.crashWatch, atCap);
  assert.throws(
    () => parseResults(withWatch({ ...WATCH, stoppedBy: '<img src=x onerror=alert(1)>' }), 'shard.json'),
    /shard\.json: \/gate\/crashWatch\/stoppedBy must be equal to one of the allowed values/,
  );
});
