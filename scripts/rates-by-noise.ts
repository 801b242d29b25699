/**
 * The gate's rates on runners of every noise (test/helpers/rates-by-noise.ts): writes the table the
 * reports read (src/gate/rates-by-noise-table.ts) and the block of docs/statistics.md and README.md.
 * test/gate/rates-by-noise.test.ts recomputes rows with the same seeds and holds all three to it.
 *
 *   npm run simulate:noise
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { writeBlock } from '../test/helpers/document-blocks.ts';
import { NOISE_GATES, noiseTable, ratesByNoise, tableModule } from '../test/helpers/rates-by-noise.ts';

const rows = await ratesByNoise(NOISE_GATES);
const table = noiseTable(rows);
writeBlock(new URL('../docs/statistics.md', import.meta.url), 'rates-by-noise', table);
writeBlock(new URL('../README.md', import.meta.url), 'rates-by-noise', table);
const modulePath = new URL('../src/gate/rates-by-noise-table.ts', import.meta.url);
writeFileSync(modulePath, tableModule(rows));
const formatted = spawnSync(
  'npx',
  ['prettier', '--write', 'README.md', 'docs/statistics.md', 'src/gate/rates-by-noise-table.ts'],
  { cwd: new URL('..', import.meta.url), stdio: 'inherit' },
);
console.log(table);
process.exit(formatted.status ?? 1);
