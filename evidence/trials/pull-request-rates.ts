/**
 * Writes every per-pull-request rate the documents present as current, from the code and the
 * trial files: the README's table (the gate simulated at its defaults, test/helpers/pull-request-rates.ts,
 * beside the real gates of evidence/data/fail-closed-trials-*.json) and docs/statistics.md's table of
 * those real gates. test/gate/readme-rates.test.ts holds both documents to it.
 *
 *   npm run simulate:rates            writes both blocks, then prettier formats the two files
 */
import { spawnSync } from 'node:child_process';
import { writeBlock } from '../../test/helpers/document-blocks.ts';
import { pullRequestRates, ratesTable } from '../../test/helpers/pull-request-rates.ts';
import { readRealTrials, realTrialsTable } from '../../test/helpers/real-trials.ts';

const README = new URL('../../README.md', import.meta.url);
const STATISTICS = new URL('../../docs/statistics.md', import.meta.url);

const trials = readRealTrials();
const rates = ratesTable(await pullRequestRates(), trials);
writeBlock(README, 'rates', rates);
writeBlock(STATISTICS, 'real-trials', realTrialsTable(trials));
const formatted = spawnSync('npx', ['prettier', '--write', 'README.md', 'docs/statistics.md'], {
  cwd: new URL('../..', import.meta.url),
  stdio: 'inherit',
});
console.log(rates);
process.exit(formatted.status ?? 1);
