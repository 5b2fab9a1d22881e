import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';

/** One registered route as the guards see it: method, pattern (`/api/x/:id`) and its access config. */
export interface CatalogRoute {
  method: string;
  url: string;
  readonly config: FastifyContextConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the catalog, HEAD twins left out; the route matrix tests read it. */
    routeCatalog: readonly CatalogRoute[];
  }
}

/**
 * Records the routes as they are registered, so a test can ask what each route declares (public, a
 * sign-in step, master may write ...) without anyone keeping a second list. The config is read when
 * asked: a later onRoute hook (the docs') may still replace it.
 */
export function registerRouteCatalog(app: FastifyInstance): void {
  const routes: CatalogRoute[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        get config() {
          return route.config ?? {};
        },
      });
    }
  });
}
