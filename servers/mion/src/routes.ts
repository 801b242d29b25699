import { route, type Routes } from '@mionjs/router';
// A value import, not `import type`: with `import type` the deepkit type compiler emits only the name
// ComplexUser, without the type's metadata that mion's run types validate the user with.
import { ComplexUser } from './complex-user.ts';

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

export const extraRouteCount = Number(process.env.EXTRA_ROUTES ?? EXTRA_ROUTE_COUNT);

// The routes every mion server folder serves (mion, mion-3000, mion-bun build this file).
// Parameters arrive already validated, and lastUpdate already a Date: mion's runtime types do both.
export const routes = {
  hello: route((): string => 'world'),
  updateUser: route((ctx, user: User): User => {
    user.lastUpdate.setMonth(user.lastUpdate.getMonth() + 1);
    return user;
  }),
  // The whole nested user arrives validated, its dates already Dates (servers/scenarios.yaml
  // heavy-validation gives the update rule).
  updateComplexUser: route((ctx, user: ComplexUser): ComplexUser => {
    user.updatedAt.setMonth(user.updatedAt.getMonth() + 1);
    user.lastLoginAt = new Date(user.updatedAt);
    user.profile.displayName = `${user.profile.firstName} ${user.profile.lastName.charAt(0)}.`;
    return user;
  }),
  // EXTRA_ROUTES at run time times start-up as routes grow; the build-time count is the default.
  ...extraRoutes(extraRouteCount),
} satisfies Routes;
