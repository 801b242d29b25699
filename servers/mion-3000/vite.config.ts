import { mionVitePlugin } from '@mionjs/devtools/vite-plugin';
import { defineConfig } from 'vite';
import { mionSettingsBuild } from '../mion/settings-build.ts';

// servers/mion with 3000 extra routes: the routing table's cost in speed and memory.
export default defineConfig(
  mionSettingsBuild({
    configUrl: import.meta.url,
    mionVitePlugin,
    extraRouteCount: 3000,
    routerSettings: {},
  }),
);
