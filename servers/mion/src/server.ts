import { createServer } from 'node:http';
import { httpRequestHandler } from '@mionjs/platform-node';
import { initMionRouter } from '@mionjs/router';
import { extraRouteCount, routes } from './routes.ts';

// strictTypes: a user with keys the type does not declare is rejected, like every other server does.
await initMionRouter(routes, { strictTypes: true });

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

// node:http with mion's own request handler, rather than startNodeServer, so that the server listens on HOST.
createServer(httpRequestHandler).listen(port, host, () => {
  console.log(`mion listening on http://${host}:${port} with ${extraRouteCount} extra routes`);
});
