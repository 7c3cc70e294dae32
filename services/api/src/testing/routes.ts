// Every route the running app serves, recorded as Fastify registers it, so a walk over "all routes"
// also covers routes added after the walk was written.
import type { HttpApp } from '@heirloom/server';

export interface Route {
  method: string;
  /** The route's path, e.g. "/api/accounts/:id". */
  path: string;
}

const recorded = new WeakMap<object, Route[]>();

/** Starts recording the routes of `app`; call before app.init() (createTestApp does). */
export function recordRoutes(app: HttpApp): void {
  const routes: Route[] = [];
  recorded.set(app, routes);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', ({ method, url }) => {
      for (const one of ([] as string[]).concat(method))
        // Fastify answers HEAD for every GET by itself; the walks are about the routes we wrote.
        if (one !== 'HEAD') routes.push({ method: one, path: url });
    });
}

export function listRoutes(app: HttpApp): Route[] {
  const routes = recorded.get(app);
  if (!routes) throw new Error('listRoutes needs an app made by createTestApp (recordRoutes before init)');
  return routes;
}
