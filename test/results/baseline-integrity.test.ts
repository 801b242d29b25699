import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./atomic-write-worker.ts', import.meta.url));
const KILLS = 12;
const dir = mkdtempSync(join(tmpdir(), 'perf-gate-atomic-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Starts a writer, lets it write for a varying moment, then kills it without warning. */
async function killWriterMidway(target: string, afterMs: number): Promise<void> {
  const writer = spawn(process.execPath, ['--import', 'tsx', WORKER, target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => writer.stdout.once('data', () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  const exited = new Promise((resolve) => writer.on('exit', resolve));
  writer.kill('SIGKILL');
  await exited;
}

test(`a writer killed ${KILLS} times at varying moments always leaves a whole file, old or new`, async () => {
  const target = join(dir, 'baseline.json');
  writeFileSync(target, `${JSON.stringify({ generation: 0, rounds: [] })}\n`);
  const generationsSeen = new Set<number>();
  for (let kill = 0; kill < KILLS; kill++) {
    // Spread the kills over the write cycle (a few ms to write, fsync and rename ~1.5 MB).
    await killWriterMidway(target, 5 + kill * 7);
    const text = readFileSync(target, 'utf8');
    const parsed = JSON.parse(text) as { generation: number; rounds: unknown[] };
    assert.ok(parsed.generation === 0 || parsed.rounds.length === 40_000, 'never a mix of two writes');
    generationsSeen.add(parsed.generation);
  }
  assert.ok(generationsSeen.size >= 1);
});
