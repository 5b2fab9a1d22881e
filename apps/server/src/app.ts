import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuthGuards } from './platform/auth/guards.ts';
import { isApiRoute } from './platform/http/api-route.ts';
import { registerCsrfGuard } from './platform/http/csrf.ts';
import { OffsetClock } from './platform/clock.ts';
import { devClockRoutes } from './platform/time/dev-clock.routes.ts';
import { AppError } from './platform/http/app-error.ts';
import { registerErrorHandling, sendError } from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRouteCatalog } from './platform/http/route-catalog.ts';
import { registerSafeStrings } from './platform/http/safe-strings.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerWebApp } from './platform/web/serve-web.ts';
import { loadModules } from './module-loader.ts';
import type { SharedDeps } from './platform/modules/module-manifest.ts';
import { buildServices, type Services } from './services.ts';

export type { Services };

/** What buildApp is given: the shared deps of every module. */
export type AppDeps = SharedDeps;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The one place where plugins and modules are wired; main.ts and the tests both call it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const secure = config.profile === 'prod';
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // A malformed percent-encoding or an over-long path parameter answers the error body like any refusal.
    frameworkErrors: (error, request, reply) => {
      void sendError(
        request,
        reply,
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new AppError('NOT_FOUND')
          : new AppError('VALIDATION_ERROR', { fields: [{ field: 'url', messageKey: 'VALIDATION_ERROR' }] }),
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isApiRoute(request) || (request.is404 && !reply.hasHeader('cache-control'))) reply.header('Cache-Control', 'no-store');
  });

  const modules = await loadModules();
  const services = buildServices(deps, modules);
  app.decorate('services', services);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { secure });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } });
  registerRouteCatalog(app);
  await registerOpenApi(app, { public: config.apiDocsPublic });
  registerCsrfGuard(app, config.publicOrigin);
  registerAuthGuards(app, {
    sessions: services.sessions,
    agreementsStillPending: (s) => services.necessary.agreementsStillPending(s),
    mallApiKey: config.mallApiKey,
  });
  registerSafeStrings(app);

  await app.register(
    async (api) => {
      for (const m of modules) for (const routes of m.routes?.({ deps, services }) ?? []) await api.register(routes);
      if (config.clockControl && deps.clock instanceof OffsetClock) await api.register(devClockRoutes(deps.clock));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}
