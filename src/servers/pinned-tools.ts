import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { lastLines, runCommand } from '../process/run-command.ts';

/**
 * The Node that runs a package manager when the Node under test is too old for it (pnpm 11
 * needs Node >= 22.13): the registry's node-<platform>-<arch> package, whose bin/node is the
 * official binary.
 */
export const PINNED_NODE_VERSION = '24.9.0';
export const PINNED_NODE_PACKAGE = `node-${process.platform}-${process.arch}`;

const INSTALL_TIMEOUT_MS = 5 * 60_000;

/** Tools live in their own folders, never in a global install, so two versions never meet. */
export function toolsDir(): string {
  return process.env.PERF_GATE_TOOLS_DIR ?? join(homedir(), '.cache', 'mion-perf-gate', 'tools');
}

/**
 * Installs exactly name@version from the registry into its own folder of the tools cache
 * (once; later calls reuse it) and returns the package's folder.
 */
export async function installPinnedPackage(
  name: string,
  version: string,
  log: (line: string) => void,
): Promise<string> {
  const dir = join(toolsDir(), `${name}@${version}`);
  const packageDir = join(dir, 'node_modules', name);
  if (installedVersion(packageDir) === version) return packageDir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ private: true, dependencies: { [name]: version } }),
  );
  log(`${dir}: npm install ${name}@${version}`);
  const result = await runCommand('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: dir,
    timeoutMs: INSTALL_TIMEOUT_MS,
  });
  if (result.exitCode !== 0 || installedVersion(packageDir) !== version) {
    throw new Error(`could not install ${name}@${version} from the registry: ${lastLines(result.output)}`);
  }
  return packageDir;
}

function installedVersion(packageDir: string): string | undefined {
  const manifestPath = join(packageDir, 'package.json');
  if (!existsSync(manifestPath)) return undefined;
  // The node-<platform>-<arch> packages write their version as Node prints it: "v24.9.0".
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version?: string }).version?.replace(/^v/, '');
}
