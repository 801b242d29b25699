import { fileURLToPath } from 'node:url';
import { mionVitePlugin } from '@mionjs/devtools/vite-plugin';
import { defineConfig } from 'vite';

const serverDir = fileURLToPath(new URL('.', import.meta.url));

// mion reads parameter and return types at run time from metadata that the deepkit type compiler,
// run by mion's vite plugin, writes into the code; a plain tsc or esbuild build crashes at startup.
export default defineConfig({
  plugins: [mionVitePlugin({ runTypes: { tsConfig: `${serverDir}tsconfig.json` } })],
  define: { EXTRA_ROUTE_COUNT: '0', ROUTER_SETTINGS: '{}' },
  build: {
    ssr: 'src/server.ts',
    outDir: 'build',
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'server.js' } },
  },
});
