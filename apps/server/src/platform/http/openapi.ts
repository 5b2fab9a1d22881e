import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the contracts' zod schemas: JSON at /api/docs/json, UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, opts: { public: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Partner Office API', version: '1.0.0', description: 'Seller back-office API. Writes need `X-Requested-With: XMLHttpRequest`.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'PO_SESSION' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Public where configured (outside prod by default); otherwise the docs need a signed-in session, as
  // every other /api route does unless it says otherwise.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: opts.public ? 'public' : 'active' };
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-ancestors 'none'; object-src 'none'",
    uiConfig: { docExpansion: 'list' },
  });
}
