import { mionVitePlugin } from '@mionjs/devtools/vite-plugin';
import { defineConfig } from 'vite';
import { mionSettingsBuild } from '../mion/settings-build.ts';

// servers/mion with its run types compiled at build time (src/server.ts starts ../mion/src/server.ts).
export default defineConfig(
  mionSettingsBuild({
    configUrl: import.meta.url,
    mionVitePlugin,
    extraRouteCount: 0,
    routerSettings: { aot: true },
  }),
);
