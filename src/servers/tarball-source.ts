import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MionSource } from '../config/config.ts';
import { describeMionSource } from '../config/parse-mion-source.ts';
import { makeTemporaryDir } from '../process/temporary-dirs.ts';
import { lastLines, runCommand } from '../process/run-command.ts';
import type { PackedPackages } from './checkout-source.ts';
import {
  closeOverWorkspaceDependencies,
  OTHER_SOURCES,
  readManifest,
  type PackageManifest,
  type SourcePackage,
} from './source-workspace.ts';

const TAR_TIMEOUT_MS = 60_000;

/** The tarballs in tarballsDir that the server needs, found by the package name inside each. */
export async function selectTarballs(tarballsDir: string, wanted: string[]): Promise<PackedPackages> {
  const source: MionSource = { kind: 'tarballs', dir: tarballsDir };
  const where = describeMionSource(source);
  const files = readdirSync(tarballsDir).filter((file) => file.endsWith('.tgz'));
  if (files.length === 0) {
    throw new Error(
      `${where}: no .tgz files (make them with npm pack in a mion checkout); use ${OTHER_SOURCES.tarballs}`,
    );
  }
  const manifestsDir = makeTemporaryDir('mion-tarball-manifests-');
  const packages = new Map<string, SourcePackage>();
  for (const file of files) {
    const tarball = join(tarballsDir, file);
    const manifest = await readTarballManifest(tarball, join(manifestsDir, file), where);
    if (!manifest.name) continue;
    const other = packages.get(manifest.name);
    if (other)
      throw new Error(`${where}: two tarballs hold ${manifest.name}: ${other.location} and ${tarball}`);
    packages.set(manifest.name, { manifest, location: tarball });
  }
  const needed = closeOverWorkspaceDependencies(wanted, packages, `${where} has no tarball of`, source);
  return { names: needed, tarballs: needed.map((name) => packages.get(name)?.location ?? '') };
}

async function readTarballManifest(
  tarball: string,
  extractDir: string,
  where: string,
): Promise<PackageManifest> {
  mkdirSync(extractDir, { recursive: true });
  // npm pack puts every file under package/; only the manifest is needed to know the package.
  const args = ['-xzf', tarball, '-C', extractDir, 'package/package.json'];
  const result = await runCommand('tar', args, { cwd: extractDir, timeoutMs: TAR_TIMEOUT_MS });
  if (result.exitCode !== 0) {
    throw new Error(`${where}: ${tarball} is not an npm package tarball (${lastLines(result.output, 1)})`);
  }
  return readManifest(join(extractDir, 'package', 'package.json'));
}
