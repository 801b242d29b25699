import { mionVitePlugin } from '@mionjs/devtools/vite-plugin';
import { defineConfig } from 'vite';
import { mionSettingsBuild } from '../mion/settings-build.ts';

// servers/mion without the pool of call contexts.
export default defineConfig(
  mionSettingsBuild({
    configUrl: import.meta.url,
    mionVitePlugin,
    extraRouteCount: 0,
    routerSettings: { maxContextPoolSize: 0 },
  }),
);
