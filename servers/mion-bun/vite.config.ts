import { fileURLToPath } from 'node:url';
import { mionVitePlugin } from '@mionjs/devtools/vite-plugin';
import { defineConfig } from 'vite';

// servers/mion's routes, started with @mionjs/platform-bun: one set of routes, three builds.
const serverDir = fileURLToPath(new URL('.', import.meta.url));
const mionServerDir = fileURLToPath(new URL('../mion/', import.meta.url));

export default defineConfig({
  plugins: [
    mionVitePlugin({
      // The plugin's default include is relative to this folder and would skip ../mion/src.
      runTypes: {
        tsConfig: `${serverDir}tsconfig.json`,
        include: [`${serverDir}src/**/*.ts`, `${mionServerDir}src/**/*.ts`],
      },
    }),
  ],
  define: { EXTRA_ROUTE_COUNT: '0' },
  build: {
    ssr: 'src/server.ts',
    outDir: 'build',
    target: 'esnext',
    rollupOptions: {
      // Packages are loaded at run time from this folder's node_modules, never from ../mion's.
      external: [/^[^./]/],
      output: { entryFileNames: 'server.js' },
    },
  },
});
