import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** A route as registered: what tests walk to check every route's contracts. */
export interface RegisteredRoute {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in the order registered (filled by recordRoutes). */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records every route registered on `app` from now on (call before any route is added). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', ({ method, url, schema }) => {
    routes.push({ method, url, schema });
  });
}
