import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MionSource } from '../config/config.ts';

export interface PackageManifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  engines?: { node?: string };
  benchmark?: {
    framework?: string;
    sourcePackages?: Record<string, string>;
    mionPackages?: Record<string, string>;
  };
}

export interface SourcePackage {
  manifest: PackageManifest;
  /** Workspace folder (path:) or .tgz file (tarballs:). */
  location: string;
}

export const MION_SCOPE = '@mionjs/';
// mion's: the vite plugin in devtools runs in the builds of all the other packages.
const BUILD_TOOLS_PACKAGE = '@mionjs/devtools';

/** Where else the framework can come from, for the end of an error about one source. */
export const OTHER_SOURCES: Record<MionSource['kind'], string> = {
  npm: 'source path:<mion checkout> or tarballs:<dir of .tgz files>',
  path: 'source npm:<version> or tarballs:<dir of .tgz files>',
  tarballs: 'source npm:<version> or path:<mion checkout>',
};

/**
 * The packages of the workspace, by name, from its folder patterns ("packages/*" or one folder
 * each); a checkout without a workspace is one package, its root.
 */
export function readWorkspacePackages(checkoutDir: string, patterns: string[]): Map<string, SourcePackage> {
  const folders = patterns.flatMap((pattern) => {
    // mion lists "packages/*" or its folders one by one; no other glob form is read.
    if (!pattern.endsWith('/*')) return [join(checkoutDir, pattern)];
    const parent = join(checkoutDir, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name));
  });
  const packages = new Map<string, SourcePackage>();
  for (const folder of folders) {
    const manifestPath = join(folder, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = readManifest(manifestPath);
    if (manifest.name) packages.set(manifest.name, { manifest, location: folder });
  }
  const root = readManifest(join(checkoutDir, 'package.json'));
  if (patterns.length === 0 && root.name) packages.set(root.name, { manifest: root, location: checkoutDir });
  return packages;
}

/** The server's packages plus every package of the source they depend on, or an Error naming the missing ones. */
export function closeOverWorkspaceDependencies(
  wanted: string[],
  available: Map<string, SourcePackage>,
  missingPrefix: string,
  source: MionSource,
): string[] {
  const needed = new Set<string>();
  const missing: string[] = [];
  const visit = (name: string, neededBy: string) => {
    if (needed.has(name)) return;
    const found = available.get(name);
    if (!found) {
      missing.push(`${name} (needed by ${neededBy})`);
      return;
    }
    needed.add(name);
    for (const dependency of dependenciesAmong(found.manifest, available)) visit(dependency, name);
  };
  for (const name of wanted) visit(name, 'the server');
  if (missing.length > 0) {
    throw new Error(`${missingPrefix} ${missing.join(', ')}; use ${OTHER_SOURCES[source.kind]}`);
  }
  return [...needed].sort();
}

/** mion's devtools first (when the workspace has it), then each package after the workspace packages it depends on. */
export function buildOrder(needed: string[], workspace: Map<string, SourcePackage>): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    const found = workspace.get(name);
    if (!found || order.includes(name) || path.includes(name)) return;
    for (const dependency of dependenciesAmong(found.manifest, workspace)) visit(dependency, [...path, name]);
    order.push(name);
  };
  visit(BUILD_TOOLS_PACKAGE, []);
  for (const name of needed) visit(name, []);
  return order;
}

/**
 * The dependencies of a package that come from the source too: those it holds, and every
 * @mionjs one (mion's packages are released together, so one missing from a mion source is named
 * rather than fetched from the registry). Every other comes through the server's lockfile.
 */
function dependenciesAmong(manifest: PackageManifest, available: Map<string, SourcePackage>): string[] {
  return Object.keys({ ...manifest.dependencies })
    .filter((name) => available.has(name) || name.startsWith(MION_SCOPE))
    .sort();
}

export function readManifest(path: string): PackageManifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as PackageManifest;
  } catch (error) {
    throw new Error(`${path}: cannot read package.json (${(error as Error).message})`);
  }
}
