import { fileURLToPath } from 'node:url';
import type { mionVitePlugin as MionVitePlugin } from '@mionjs/devtools/vite-plugin';
import type { RouterOptions } from '@mionjs/router';
import type { UserConfig } from 'vite';

export interface MionBuildSettings {
  /** import.meta.url of the calling vite.config.ts: the folder that installs, builds and runs. */
  configUrl: string;
  /** The calling folder's own mionVitePlugin: see the note on bare imports below. */
  mionVitePlugin: typeof MionVitePlugin;
  /** Routes nobody calls, added at build time (servers/mion/src/routes.ts). */
  extraRouteCount: number;
  /** The router options the folder measures, on top of servers/mion's `strictTypes: true`. */
  routerSettings: Partial<RouterOptions>;
}

// The @mionjs packages an aot build bundles, so that the router reads the caches the plugin
// writes into the bundle instead of the empty ones of its installed copy.
const MION_PACKAGES = ['@mionjs/core', '@mionjs/router', '@mionjs/platform-node', '@mionjs/run-types'];

/**
 * The vite config of a folder that builds servers/mion's source (src/server.ts, src/routes.ts)
 * with other build-time settings: mion-3000 and the settings variants (mion-aot,
 * mion-stringify-json, ...). One server to maintain, one build recipe, many builds.
 *
 * This file has no bare imports, only type imports: vite bundles a config file with what it
 * imports, and a bare import here would load vite or the plugin from ../mion's node_modules.
 * Each folder passes its own plugin instead, and its packages resolve from its own node_modules.
 */
export function mionSettingsBuild(settings: MionBuildSettings): UserConfig {
  const folderDir = fileURLToPath(new URL('.', settings.configUrl));
  const mionServerDir = fileURLToPath(new URL('.', import.meta.url));
  const aot = settings.routerSettings.aot === true;
  // A file of the folder itself: mion's plugin starts vite-node from the folder of the script it
  // runs to record the aot caches, and must find the folder's own.
  const entry = aot ? `${folderDir}src/server.ts` : `${mionServerDir}src/server.ts`;
  return {
    root: folderDir,
    plugins: [
      settings.mionVitePlugin({
        // The plugin's default include is relative to the folder and would skip ../mion/src.
        runTypes: {
          tsConfig: `${mionServerDir}tsconfig.json`,
          include: [`${folderDir}src/**/*.ts`, `${mionServerDir}src/**/*.ts`],
        },
        ...(aot
          ? {
              // Each build records its caches afresh: the plugin's disk cache is keyed by the files
              // next to the start script and devtools' version only, so it would miss a change to
              // ../mion/src, or to the router of another mion source.
              aotCaches: { cache: false },
              server: {
                startScript: entry,
                viteConfig: fileURLToPath(settings.configUrl),
                runMode: 'buildOnly',
              },
            }
          : {}),
      }),
    ],
    define: {
      EXTRA_ROUTE_COUNT: String(settings.extraRouteCount),
      ROUTER_SETTINGS: JSON.stringify(settings.routerSettings),
    },
    // Resolved from the folder (root), never from ../mion/src, where the shared source lives.
    resolve: { dedupe: MION_PACKAGES },
    ...(aot ? { ssr: { noExternal: MION_PACKAGES } } : {}),
    build: {
      ssr: entry,
      outDir: 'build',
      target: 'node20',
      rollupOptions: {
        // Packages are loaded at run time from the folder's node_modules, never from ../mion's;
        // an aot build bundles mion's own (see MION_PACKAGES).
        external: aot ? /^(?!@mionjs\/)[^./]/ : /^[^./]/,
        output: { entryFileNames: 'server.js' },
      },
    },
  };
}
