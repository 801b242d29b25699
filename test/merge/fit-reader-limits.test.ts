import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { mergeShards } from '../../src/merge/merge-shards.ts';
import { resultsMarker } from '../../src/publish/comment-marker.ts';
import { readCommentPayload, writeCommentPayload } from '../../src/publish/comment-payload.ts';
import { renderMarkdownReport } from '../../src/report/markdown-report.ts';
import {
  MAX_COMPARISONS,
  MAX_GATE_TEXT_CHARS,
  MAX_NOTES,
  MAX_TEXT_CHARS,
} from '../../src/results/item-limits.ts';
import type { ResultsFile } from '../../src/results/results-types.ts';
import { whereSchema } from '../../src/results/where-schema.ts';
import { shardFile } from '../helpers/shard-fixture.ts';

/** `count` entries of `where` for a shard's scenario: what a profile that failed leaves. */
function whereEntries(results: ResultsFile, count: number): NonNullable<ResultsFile['where']> {
  const scenario = results.scenarios[0]!.scenario;
  return Array.from({ length: count }, (_, i) => ({
    scenario,
    measure: 'wall-time' as const,
    error: `profile ${i} of ${scenario} crashed`,
  }));
}

describe('merge holds what it writes to the comment job’s limits', () => {
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'fit-reader-limits-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a failing pull request whose shards sum past every limit still makes a payload the comment job reads', async () => {
    const longError = 'x'.repeat(MAX_GATE_TEXT_CHARS - 10);
    const shards = [1, 2, 3].map((index) =>
      shardFile(index, index === 2 ? 'regression' : 'error', (results) => {
        // Each shard is within the limits; the three together are not.
        results.gate!.notes = Array.from({ length: 30 }, (_, i) => `note ${i} of shard ${index}`);
        results.gate!.environmentDrift = Array.from({ length: 30 }, (_, i) => `drift ${i} of shard ${index}`);
        if (index !== 2) results.gate!.error = longError;
        results.where = whereEntries(results, 80);
        results.warnings = [`${'w'.repeat(MAX_TEXT_CHARS - 5)}`];
      }),
    );
    const { results, gate } = mergeShards(shards);

    assert.equal(gate.verdict, 'error', 'trimming never changes the verdict');
    assert.equal(gate.notes.length, MAX_NOTES);
    assert.deepEqual(gate.notes.slice(0, 2), [
      'shard 1/3: note 0 of shard 1',
      'shard 1/3: note 1 of shard 1',
    ]);
    assert.equal(gate.environmentDrift.length, MAX_NOTES);
    assert.equal(gate.error?.length, MAX_GATE_TEXT_CHARS);
    assert.ok(gate.error?.startsWith('shard 1/3 (shard-1.json): xxx'));
    assert.ok(gate.error?.endsWith('…'), 'a cut text says it goes on');
    assert.equal(results.where?.length, whereSchema.maxItems);
    assert.ok(results.warnings.every((warning) => warning.length <= MAX_TEXT_CHARS));
    assert.equal(
      gate.notes.at(-1),
      'Trimmed to the limits of the comment job: 200 of 240 `where` entries kept; 3 of the warnings cut to 10,000 characters; ' +
        '50 of 90 drift notes kept; the error cut to 2,000 characters; 49 of 90 notes kept. ' +
        "Each shard's results file holds the whole.",
    );

    const payloadPath = join(dir, 'payload.json');
    writeCommentPayload(payloadPath, {
      schemaVersion: 2,
      pullRequestNumber: 12,
      headSha: 'c'.repeat(40),
      marker: resultsMarker(results, gate.subject),
      results,
      gate,
    });
    const read = await readCommentPayload(payloadPath);
    const report = renderMarkdownReport({ results: read.results, gate: read.gate });
    assert.match(report, /### 💥 /);
  });

  it('changes nothing when the shards fit', () => {
    const { results, gate } = mergeShards([shardFile(1, 'pass'), shardFile(2, 'pass'), shardFile(3, 'pass')]);
    assert.equal(gate.notes.length, 3);
    assert.ok(gate.notes.every((note) => !note.startsWith('Trimmed')));
    assert.equal(results.warnings.length, 0);
  });

  it('makes room for its own note when the notes are exactly at the limit', () => {
    const shards = [1, 2, 3].map((index) =>
      shardFile(index, 'pass', (results) => {
        results.gate!.notes = index === 1 ? Array.from({ length: MAX_NOTES - 2 }, (_, i) => `n${i}`) : [];
        if (index === 1) results.gate!.notes.push('long '.repeat(MAX_GATE_TEXT_CHARS / 5));
        if (index === 2) results.gate!.notes.push('one more');
      }),
    );
    const { gate } = mergeShards(shards);
    assert.equal(gate.notes.length, MAX_NOTES);
    assert.match(
      gate.notes.at(-1)!,
      /^Trimmed to the limits of the comment job: 1 of the notes cut to 2,000 characters; 49 of 50 notes kept\./,
    );
  });

  it('refuses, in one line, shards whose sum cannot be trimmed without changing what the gate compared', () => {
    // Two shards of half the limit each, and a third one's comparisons beyond it.
    const many = (index: number) =>
      shardFile(index, 'pass', (results) => {
        results.gate!.metrics = Array(MAX_COMPARISONS / 2).fill(results.gate!.metrics[0]);
      });
    assert.throws(() => mergeShards([many(1), many(2), shardFile(3, 'pass')]), {
      name: 'UserInputError',
      message: `merge: the comment job would refuse the merged shards: /gate/metrics must NOT have more than ${MAX_COMPARISONS} items`,
    });
  });
});
