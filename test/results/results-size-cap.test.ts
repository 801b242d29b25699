import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { runMerge } from '../../src/merge/run-merge.ts';
import { MAX_RESULTS_FILE_BYTES } from '../../src/results/item-limits.ts';
import { readResultsFile, writeResultsFile } from '../../src/results/results-file.ts';
import { buildResults } from '../helpers/results-fixture.ts';

const run = promisify(execFile);

/** The one-line refusal: the file, its size, the limit; nothing read. */
const refusal = (name: string) =>
  new RegExp(
    `^\\S*${name}: ${MAX_RESULTS_FILE_BYTES + 1} bytes, over the ${MAX_RESULTS_FILE_BYTES}-byte \\(64 MiB\\) limit of a results file; not read$`,
  );

describe('a results file over the size cap is refused before it is parsed', () => {
  let dir: string;
  let oversized: string;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'results-size-cap-'));
    oversized = join(dir, 'oversized.json');
    // A valid document padded past the cap (sparse: no 64 MiB written): only the size refuses it.
    writeResultsFile(oversized, buildResults());
    truncateSync(oversized, MAX_RESULTS_FILE_BYTES + 1);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a baseline or results read names the file and the limit in one line', () => {
    assert.throws(
      () => readResultsFile(oversized),
      (error: Error) => error.name === 'UserInputError' && refusal('oversized\\.json').test(error.message),
    );
  });

  it('merge refuses an oversized shard file', () => {
    assert.throws(
      () => runMerge(['oversized.json'], {}, dir),
      (error: Error) => refusal('oversized\\.json').test(error.message),
    );
  });

  it('validate-results exits 2 with the one line', async () => {
    const script = join(import.meta.dirname, '../../src/validate-results.ts');
    const failed = await run(process.execPath, ['--import', 'tsx', script, oversized]).then(
      () => assert.fail('validate-results accepted an oversized file'),
      (error: { code: number; stderr: string }) => error,
    );
    assert.equal(failed.code, 2);
    assert.match(failed.stderr.trimEnd(), /^validate-results: /);
    assert.match(failed.stderr.trimEnd().replace(/^validate-results: /, ''), refusal('oversized\\.json'));
  });
});
