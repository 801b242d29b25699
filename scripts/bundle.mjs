// Builds the committed bundles in dist/. The action runs dist/index.js straight from a
// checkout, so everything it needs at run time must be inside the bundle.
import { build } from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// autocannon and some of its dependencies are CommonJS and call require(); an ESM bundle
// has no require unless we create one.
// And no __dirname: autocannon finds its worker-thread file through it (below), so CommonJS code
// reads the bundle's own folder under another name.
const requireBanner = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { dirname as __dirnameOf } from 'node:path';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  'const require = __createRequire(import.meta.url);',
  'const __bundleDir = __dirnameOf(__fileURLToPath(import.meta.url));',
].join('\n');

/** What every bundle here shares: one self-contained file per entry in dist/, for the action's Node. */
const bundleOptions = {
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Licence texts go to one file beside the bundles instead (below): most packages carry them in
  // LICENSE files, not in comments esbuild could keep.
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
};

const { metafile } = await build({
  ...bundleOptions,
  entryPoints: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    'load-worker': 'src/load-worker.ts',
    'inject-cpu': 'src/inject-cpu.ts',
    'cpu-profile-preload': 'src/cpu-profile-preload.ts',
    'event-loop-delay-preload': 'src/event-loop-delay-preload.ts',
    'validate-results': 'src/validate-results.ts',
    // autocannon starts its threads (the load generator on 4 CPUs or more) from "worker.js" beside
    // its own code, which in the bundle is dist/.
    worker: createRequire(import.meta.url).resolve('autocannon/lib/worker.js'),
  },
  define: { __dirname: '__bundleDir' },
  format: 'esm',
  outExtension: { '.js': '.js' },
  banner: { js: requireBanner },
});

// autocannon's threads load their setupRequest by path with require(), which calls what the module
// exports: a CommonJS bundle whose export is the default export itself.
const setupRequest = await build({
  ...bundleOptions,
  entryPoints: { 'load-setup-request': 'src/load-setup-request.ts' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  footer: { js: 'module.exports = module.exports.default;' },
});
const inputs = { ...metafile.inputs, ...setupRequest.metafile.inputs };

/** The folder of the package an input file belongs to: the last node_modules/<name> in its path. */
function packageDirOf(inputPath) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(inputPath);
  return match?.[1];
}

const packageDirs = [...new Set(Object.keys(inputs).map(packageDirOf).filter(Boolean))].sort();
// Many packages share one licence text word for word (every @stdlib package, for one): print each text once.
const packagesByText = new Map();
for (const dir of packageDirs) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const files = readdirSync(dir).filter((name) => /^(licen[cs]e|copying|notice)(\.|$)/i.test(name));
  const text =
    files.map((name) => readFileSync(join(dir, name), 'utf8').trim()).join('\n\n') ||
    `(no licence file in the package; package.json says ${manifest.license})`;
  const names = packagesByText.get(text) ?? [];
  packagesByText.set(text, [...names, `${manifest.name} ${manifest.version} (${manifest.license})`]);
}
const sections = [...packagesByText].map(([text, names]) => `${names.join('\n')}\n\n${text}`);
writeFileSync(
  'dist/THIRD_PARTY_LICENSES.txt',
  `The bundles in this folder contain the following packages, under these licences.\n\n${sections.join(`\n\n${'-'.repeat(72)}\n\n`)}\n`,
);
