/**
 * Mutation check of the gate's statistics (not a test: it edits source files for a minute each).
 * Each mutation breaks one statistical safeguard; the statistics tests are then run, and the ones
 * that fail are printed. Every mutation must fail at least one test, or the tests do not guard it.
 * The file is restored after each run, also when the run throws.
 *
 * Run: npm run check:mutations   (about 2 minutes per mutation on 2 cores)
 *   MUTATIONS=noise,undecided npm run check:mutations   only the mutations whose names hold a word
 *   MUTATION_TESTS=test/gate/sequential-gate.test.ts,…  only those tests (the fast ones, in seconds)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STATISTICS_MUTATIONS, STATISTICS_TESTS } from './statistics-mutations.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const wanted = process.env.MUTATIONS?.split(',').filter(Boolean);
const tests = (process.env.MUTATION_TESTS?.split(',').filter(Boolean) ?? STATISTICS_TESTS).filter((test) =>
  existsSync(`${root}${test}`),
);
let unguarded = 0;
for (const mutation of STATISTICS_MUTATIONS.filter(
  (m) => !wanted || wanted.some((word) => m.name.includes(word)),
)) {
  const path = `${root}${mutation.file}`;
  const source = readFileSync(path, 'utf8');
  if (source.split(mutation.original).length !== 2) {
    throw new Error(`${mutation.file}: the text of mutation "${mutation.name}" is not there exactly once`);
  }
  writeFileSync(path, source.replace(mutation.original, mutation.mutated));
  let output: string;
  try {
    // TAP named: under npm run the runner picks its spec reporter, whose lines the count below cannot read.
    output = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=tap', '--test-concurrency=1', ...tests],
      {
        cwd: root,
        encoding: 'utf8',
      },
    ).stdout;
  } finally {
    writeFileSync(path, source);
  }
  const results = output.split('\n').filter((line) => /^(not )?ok \d/.test(line));
  if (results.length === 0) throw new Error(`mutation "${mutation.name}": no test result could be read`);
  const failing = results.filter((line) => line.startsWith('not ok'));
  if (failing.length === 0) unguarded++;
  console.log(`- ${mutation.name}: ${failing.length} failing`);
  for (const line of failing) console.log(`  - ${line.replace(/^not ok \d+ - /, '')}`);
}
process.exitCode = unguarded === 0 ? 0 : 1;
