import { delimiter, dirname, resolve } from 'node:path';
import { findOnPath } from '../process/find-on-path.ts';
import { lastLines, runCommand } from '../process/run-command.ts';

/** A Node binary that runs servers, builds or the load generator, and the version it reports. */
export interface NodeRuntime {
  path: string;
  /** Without the "v": "20.20.2". */
  version: string;
}

/** What runs a server's entry: the Node under test, or Bun for a folder that names it. */
export interface ServerRuntime extends NodeRuntime {
  name: 'node' | 'bun';
}

/** PATH with the Node under test first: npm, its scripts and their tools then run on it. */
export function pathWithNodeFirst(node: NodeRuntime): string {
  return [dirname(node.path), process.env.PATH ?? ''].join(delimiter);
}

const VERSION_TIMEOUT_MS = 10_000;

/**
 * `npm run` puts node_modules/.bin folders first on PATH, and a package there may provide a `node`
 * (this tool's own tests install Node 24 that way): it is not the Node the user set up.
 */
function isPackageBinFolder(dir: string): boolean {
  return /(^|[\\/])node_modules[\\/]\.bin[\\/]?$/.test(dir);
}

/**
 * The Node the user chose, or the first `node` on PATH (what actions/setup-node installs),
 * which need not be the Node running this tool. Throws a one-line Error when it does not run.
 */
export async function resolveNodeRuntime(chosenPath?: string): Promise<NodeRuntime> {
  const path = chosenPath ? resolve(chosenPath) : findOnPath('node', isPackageBinFolder);
  if (!path) throw new Error('node: no node on PATH; pass --node <path to a node binary>');
  const result = await runCommand(path, ['--version'], {
    cwd: process.cwd(),
    timeoutMs: VERSION_TIMEOUT_MS,
  }).catch((error: Error) => ({ exitCode: null, output: error.message }));
  const version = result.output.trim();
  if (result.exitCode !== 0 || !/^v[0-9]+\.[0-9]+\.[0-9]+/.test(version)) {
    throw new Error(
      `node: ${path} is not a working node binary (${lastLines(result.output, 1) || 'no output'})`,
    );
  }
  return { path, version: version.slice(1) };
}
