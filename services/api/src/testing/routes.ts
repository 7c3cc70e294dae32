// Every route the running app serves, read from Express's router, so a walk over "all routes" also
// covers routes added after the walk was written.
import type { NestExpressApplication } from '@nestjs/platform-express';

export interface Route {
  method: string;
  /** Express path, e.g. "/api/accounts/:id". */
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

export function listRoutes(app: NestExpressApplication): Route[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const routes: Route[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const path of ([] as string[]).concat(layer.route.path)) {
      for (const method of Object.keys(layer.route.methods))
        routes.push({ method: method.toUpperCase(), path });
    }
  }
  return routes;
}
