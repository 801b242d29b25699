import { createServer } from 'node:http';
import { httpRequestHandler } from '@mionjs/platform-node';
import { initMionRouter, route, type Routes } from '@mionjs/router';

// Replaced at build time by vite's `define`: 0 here, 3000 in servers/mion-3000, whose build reuses this file.
declare const EXTRA_ROUTE_COUNT: number;

interface User {
  id: number;
  name: string;
  surname: string;
  lastUpdate: Date;
}

/** Routes nobody calls: they only grow the routing table, as in mion's published options benchmark. */
function extraRoutes(count: number): Routes {
  const routes: Routes = {};
  for (let index = 0; index < count; index++) {
    routes[`extraRoute${index}`] = route((ctx, value: number): number => value + index);
  }
  return routes;
}

const extraRouteCount = Number(process.env.EXTRA_ROUTES ?? EXTRA_ROUTE_COUNT);

// Parameters arrive already validated, and lastUpdate already a Date: mion's runtime types do both.
const routes = {
  hello: route((): string => 'world'),
  updateUser: route((ctx, user: User): User => {
    user.lastUpdate.setMonth(user.lastUpdate.getMonth() + 1);
    return user;
  }),
  // EXTRA_ROUTES at run time times start-up as routes grow; the build-time count is the default.
  ...extraRoutes(extraRouteCount),
} satisfies Routes;

// strictTypes: a user with keys the type does not declare is rejected, like every other server does.
await initMionRouter(routes, { strictTypes: true });

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

// node:http with mion's own request handler, rather than startNodeServer, so that the server listens on HOST.
createServer(httpRequestHandler).listen(port, host, () => {
  console.log(`mion listening on http://${host}:${port} with ${extraRouteCount} extra routes`);
});
