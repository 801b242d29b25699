import { fileURLToPath } from 'node:url';
import { mionVitePlugin } from '@mionjs/devtools/vite-plugin';
import { defineConfig } from 'vite';

// The source of servers/mion, built with 3000 extra routes: one server to maintain, two builds.
const mionServerDir = fileURLToPath(new URL('../mion/', import.meta.url));

export default defineConfig({
  plugins: [
    mionVitePlugin({
      // The plugin's default include is relative to this folder and would skip ../mion/src.
      runTypes: { tsConfig: `${mionServerDir}tsconfig.json`, include: [`${mionServerDir}src/**/*.ts`] },
    }),
  ],
  define: { EXTRA_ROUTE_COUNT: '3000' },
  build: {
    ssr: `${mionServerDir}src/server.ts`,
    outDir: 'build',
    target: 'node20',
    rollupOptions: {
      // Packages are loaded at run time from this folder's node_modules, never from ../mion's.
      external: [/^[^./]/],
      output: { entryFileNames: 'server.js' },
    },
  },
});
