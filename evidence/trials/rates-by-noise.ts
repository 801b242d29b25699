/**
 * The gate's rates on runners of every noise (test/helpers/rates-by-noise.ts): writes the table the
 * reports read (src/gate/rates-by-noise-table.ts) and the block of docs/statistics.md and README.md,
 * and the slow-process test's own table in docs/statistics.md (test/helpers/slow-process-rates.ts).
 * test/gate/rates-by-noise.test.ts recomputes rows with the same seeds and holds all three to it.
 *
 *   npm run simulate:noise
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { writeBlock } from '../../test/helpers/document-blocks.ts';
import { NOISE_GATES, noiseTable, ratesByNoise, tableModule } from '../../test/helpers/rates-by-noise.ts';
import { slowProcessRates, slowProcessTable } from '../../test/helpers/slow-process-rates.ts';

// The slow-process test alone (docs/statistics.md, "An erratic head"): seconds.
writeBlock(
  new URL('../../docs/statistics.md', import.meta.url),
  'slow-process',
  slowProcessTable(slowProcessRates()),
);

const rows = await ratesByNoise(NOISE_GATES);
const table = noiseTable(rows);
writeBlock(new URL('../../docs/statistics.md', import.meta.url), 'rates-by-noise', table);
writeBlock(new URL('../../README.md', import.meta.url), 'rates-by-noise', table);
const modulePath = new URL('../../src/gate/rates-by-noise-table.ts', import.meta.url);
writeFileSync(modulePath, tableModule(rows));
const formatted = spawnSync(
  'npx',
  ['prettier', '--write', 'README.md', 'docs/statistics.md', 'src/gate/rates-by-noise-table.ts'],
  { cwd: new URL('../..', import.meta.url), stdio: 'inherit' },
);
console.log(table);
process.exit(formatted.status ?? 1);
