import { startBunServer } from '@mionjs/platform-bun';
import { initMionRouter } from '@mionjs/router';
import { routes } from '../../mion/src/routes.ts';

// The same routes and settings as servers/mion; only the platform differs.
await initMionRouter(routes, { strictTypes: true });

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

// platform-bun spreads `options` into Bun.serve: that is where the host goes.
await startBunServer({ port, options: { hostname: host } });
