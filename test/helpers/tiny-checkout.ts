import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Small framework checkouts made on the spot, for the tests of every kind of checkout: a workspace
 * of two built packages, committed to a git repository of its own.
 */

// The build stamps the file it writes, so a test can tell a built package from a packed source.
const BUILD_SCRIPT = `import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
mkdirSync('dist', { recursive: true });
writeFileSync('dist/index.js', '// built\\n' + readFileSync('src/index.js', 'utf8'));
`;

export function writeJson(path: string, value: object): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** A package whose dist/index.js is made by its build script; exports `name`. */
export function builtPackage(dir: string, name: string, source: string, manifest: object = {}): void {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src', 'index.js'), source);
  writeFileSync(join(dir, 'build.mjs'), BUILD_SCRIPT);
  writeJson(join(dir, 'package.json'), {
    name,
    version: '1.0.0',
    type: 'module',
    exports: './dist/index.js',
    files: ['dist'],
    scripts: { build: 'node build.mjs' },
    ...manifest,
  });
}

/**
 * A one-package workspace: `tiny-router` depends on `tiny-core` (workspace:* by default; npm, which
 * has no such protocol, names the version), both built.
 */
export function workspaceCheckout(dir: string, root: object, coreSpec = 'workspace:*'): void {
  mkdirSync(dir, { recursive: true });
  writeJson(join(dir, 'package.json'), {
    name: 'tiny-root',
    private: true,
    workspaces: ['packages/*'],
    ...root,
  });
  builtPackage(join(dir, 'packages', 'core'), 'tiny-core', "export const core = 'core';\n");
  builtPackage(
    join(dir, 'packages', 'router'),
    'tiny-router',
    "import { core } from 'tiny-core';\nexport const name = 'tiny-router on ' + core;\n",
    { dependencies: { 'tiny-core': coreSpec } },
  );
}

/** A repository at `dir` holding everything there as one commit; node_modules and dist ignored. */
export function gitCommitAll(dir: string): void {
  const identity = ['-c', 'user.name=maintainer', '-c', 'user.email=maintainer@localhost'];
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  if (!existsSync(join(dir, '.gitignore'))) writeFileSync(join(dir, '.gitignore'), 'node_modules/\ndist/\n');
  execFileSync('git', ['add', '.'], { cwd: dir });
  execFileSync('git', [...identity, 'commit', '-qm', 'release'], { cwd: dir });
}
