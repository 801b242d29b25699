import { mionVitePlugin } from '@mionjs/devtools/vite-plugin';
import { defineConfig } from 'vite';
import { mionSettingsBuild } from '../mion/settings-build.ts';

// servers/mion with mion's binary writer for every answer.
export default defineConfig(
  mionSettingsBuild({
    configUrl: import.meta.url,
    mionVitePlugin,
    extraRouteCount: 0,
    routerSettings: { serializer: 'binary' },
  }),
);
