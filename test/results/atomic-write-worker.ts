/**
 * Child process for the atomic-write test: rewrites the target again and again with a large
 * results-shaped document until it is killed. argv: target path.
 */
import { writeFileAtomically } from '../../src/results/results-file.ts';

const target = process.argv[2]!;
const rounds = Array.from({ length: 40_000 }, (_, index) => ({
  sequence: index,
  requestsPerSecond: 15000 + index,
}));
let generation = 0;
process.stdout.write('ready\n');
for (;;) {
  generation++;
  writeFileAtomically(target, `${JSON.stringify({ generation, rounds })}\n`);
}
