// Builds the committed bundles in dist/. The action runs dist/index.js straight from a
// checkout, so everything it needs at run time must be inside the bundle.
import { build } from 'esbuild';

// autocannon and some of its dependencies are CommonJS and call require(); an ESM bundle
// has no require unless we create one.
const requireBanner = [
  "import { createRequire as __createRequire } from 'node:module';",
  'const require = __createRequire(import.meta.url);',
].join('\n');

await build({
  entryPoints: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    'load-worker': 'src/load-worker.ts',
    'inject-cpu': 'src/inject-cpu.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outExtension: { '.js': '.js' },
  banner: { js: requireBanner },
  legalComments: 'none',
  logLevel: 'warning',
});
