import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { readResultsFile, writeResultsFile } from '../../src/results/results-file.ts';
import type { InstructionSample } from '../../src/results/results-types.ts';
import { countedRun } from '../helpers/instruction-noise.ts';
import { seededRandom } from '../../src/stats/seeded-random.ts';

const root = mkdtempSync(join(tmpdir(), 'counted-results-'));
after(() => rmSync(root, { recursive: true, force: true }));
const noise = { processLogSd: 0.003, highStateProbability: 0, highStateLog: 0 };

test('a file with counted processes is written and read back whole', () => {
  const file = countedRun({ random: seededRandom(1), noise, processes: 3, servers: { mion: 97_000 } });
  const path = join(root, 'counted.json');
  writeResultsFile(path, file);
  assert.deepEqual(readResultsFile(path).instructions, file.instructions);
});

test('a counted sample without its instruction count is refused, naming the field', () => {
  const file = countedRun({ random: seededRandom(2), noise, processes: 1, servers: { mion: 97_000 } });
  const sample: Partial<InstructionSample> = file.instructions!.scenarios[0]!.servers[0]!.samples[0]!;
  delete sample.instructionsPerRequest;
  const path = join(root, 'broken.json');
  writeFileSync(path, JSON.stringify(file));
  assert.throws(() => readResultsFile(path), /instructionsPerRequest/);
});
