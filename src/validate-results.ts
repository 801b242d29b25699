#!/usr/bin/env node
/**
 * Checks a results or baseline file against the results schema: `node dist/validate-results.js FILE`.
 * A bundle of its own so that a privileged workflow job can check a downloaded baseline with the
 * action's committed code alone, running no npm install and no dependency's install scripts.
 */
import { readResultsFile } from './results/results-file.ts';

const [path, ...extra] = process.argv.slice(2);
try {
  if (!path || extra.length > 0) throw new Error('usage: validate-results FILE.json');
  const results = readResultsFile(path);
  process.stdout.write(
    `${path}: valid results (schema ${results.schemaVersion}, ${results.servers.length} servers)\n`,
  );
} catch (error) {
  process.stderr.write(`validate-results: ${(error as Error).message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exitCode = 2;
}
