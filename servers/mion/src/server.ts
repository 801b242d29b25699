import { createServer } from 'node:http';
import { httpRequestHandler } from '@mionjs/platform-node';
import { initMionRouter, type RouterOptions } from '@mionjs/router';
import { extraRouteCount, routes } from './routes.ts';

// Replaced at build time by vite's `define`: {} here; the settings variants (servers/mion-aot,
// servers/mion-stringify-json, ...) build this file with the one router setting they measure.
declare const ROUTER_SETTINGS: Partial<RouterOptions>;

// mion's vite plugin runs this file once during an aot build (MION_COMPILE=buildOnly) to record the
// caches the built server reads: that run has no caches to read yet, and must not listen.
const recordingAotCaches = process.env.MION_COMPILE === 'buildOnly';

// strictTypes: a user with keys the type does not declare is rejected, like every other server does.
await initMionRouter(routes, {
  strictTypes: true,
  ...ROUTER_SETTINGS,
  ...(recordingAotCaches ? { aot: false } : {}),
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

// node:http with mion's own request handler, rather than startNodeServer, so that the server listens on HOST.
if (!recordingAotCaches) {
  createServer(httpRequestHandler).listen(port, host, () => {
    console.log(`mion listening on http://${host}:${port} with ${extraRouteCount} extra routes`);
  });
}
