import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/repo-paths.ts';

/**
 * examples/own-server as a framework's own repository: `main` holds the example as it is, and a
 * pull request's branch makes its router slower in a function of its own (20,000 steps of
 * arithmetic per request, tens of µs: a large loss at any machine's speed), committed as a
 * maintainer would. Work, not a clock: a loop that reads the clock spends its time in the clock's
 * native function, which a profile then names instead of the branch's. The checkout
 * is left on the branch: the head.
 */
export const EXAMPLE_DIR = join(REPO_ROOT, 'examples', 'own-server');
/** The function the branch adds: a profile of the head must name it. */
export const SLOW_FUNCTION = 'auditEveryRequest';
/** A short load on loopback: two 1 s rounds after half a second's warm-up, 50 connections. */
export const SHORT_LOAD_FLAGS = [
  '--rounds',
  '2',
  '--duration',
  '1',
  '--warmup',
  '0.5',
  '--connections',
  '50',
];
/** The crash watch off: its minutes of the head alone are a real run's (paired-without-reference.test.ts runs one). */
export const NO_CRASH_WATCH = ['--crash-watch-once-in', '0'];
export const SHORT_LOAD = [...SHORT_LOAD_FLAGS, ...NO_CRASH_WATCH];
/** One scenario of the example under the short load: a gate of the example in a minute or two. */
export const SHORT_EXAMPLE_LOAD = ['--scenario', 'place-order', ...SHORT_LOAD];

const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: 'maintainer',
  GIT_AUTHOR_EMAIL: 'maintainer@localhost',
  GIT_COMMITTER_NAME: 'maintainer',
  GIT_COMMITTER_EMAIL: 'maintainer@localhost',
};

export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    env: { ...process.env, ...GIT_IDENTITY },
    encoding: 'utf8',
  }).trim();
}

export function frameworkRepository(dir: string): { baseSha: string; headSha: string } {
  cpSync(EXAMPLE_DIR, dir, {
    recursive: true,
    filter: (source) => !source.split('/').includes('node_modules'),
  });
  gitIn(dir, 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\nperf-gate-results/\n.perf-gate-base/\n');
  gitIn(dir, 'add', '.');
  gitIn(dir, 'commit', '-qm', 'tiny-router 1.0.0');
  const baseSha = gitIn(dir, 'rev-parse', 'HEAD');
  gitIn(dir, 'checkout', '-q', '-b', 'audit-requests');
  const router = join(dir, 'router.js');
  const before = readFileSync(router, 'utf8');
  const call = '  return createServer((request, response) => {\n';
  if (!before.includes(call)) throw new Error(`${router}: the line the branch changes is gone`);
  writeFileSync(
    router,
    `${before.replace(call, `${call}    ${SLOW_FUNCTION}();\n`)}
let auditSink = 0;
/** The pull request's change: a check of every request, 20,000 steps of arithmetic (tens of µs). */
function ${SLOW_FUNCTION}() {
  for (let step = 0; step < 20000; step++) auditSink = (auditSink * 31 + step) % 1000003;
  if (auditSink < 0) console.log(auditSink);
}
`,
  );
  gitIn(dir, 'commit', '-qam', 'Audit every request');
  return { baseSha, headSha: gitIn(dir, 'rev-parse', 'HEAD') };
}
