import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { registerAuthGuards } from './platform/auth/guards.ts';
import { createSessionRepository } from './platform/auth/session.repository.ts';
import { createSessionService } from './platform/auth/session.service.ts';
import type { Clock } from './platform/clock.ts';
import type { Database } from './platform/db/database.ts';
import { registerCsrfGuard } from './platform/http/csrf.ts';
import { registerErrorHandling } from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerWebApp } from './platform/web/serve-web.ts';
import { codeRoutes } from './modules/code/code.routes.ts';
import { createCodeRepository } from './modules/code/code.repository.ts';
import { createCodeService } from './modules/code/code.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { publicFileRoutes } from './modules/file/public-file.routes.ts';
import { createPublicFileService } from './modules/file/public-file.service.ts';
import { faqRoutes } from './modules/faq/faq.routes.ts';
import { createFaqRepository } from './modules/faq/faq.repository.ts';
import { createFaqService } from './modules/faq/faq.service.ts';
import { loginSmsRoutes } from './modules/login/login-sms.routes.ts';
import { createLoginSmsService } from './modules/login/login-sms.service.ts';
import { createLoginRepository } from './modules/login/login.repository.ts';
import { loginRoutes } from './modules/login/login.routes.ts';
import { createLoginService } from './modules/login/login.service.ts';
import { createPasswordChangeService } from './modules/login/password-change.service.ts';
import { authPhoneRoutes } from './modules/supply/auth-phone.routes.ts';
import { createAuthPhoneService } from './modules/supply/auth-phone.service.ts';
import { necessaryRoutes } from './modules/supply/necessary.routes.ts';
import { createNecessaryService } from './modules/supply/necessary.service.ts';
import { createSupplyRepository } from './modules/supply/supply.repository.ts';
import { createSupplyService } from './modules/supply/supply.service.ts';
import { createHttpSmsSender, createOutboxSmsSender } from './platform/sms/sms-sender.ts';
import { createVerificationRepository } from './platform/sms/verification.repository.ts';
import { createVerificationService } from './platform/sms/verification.service.ts';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  clock: Clock;
}

/** Services of every module, built once per app; tests reach them through `app.services`. */
export function createServices(deps: AppDeps) {
  const { db, clock, config } = deps;
  const sms =
    config.sms.apiUrl && config.sms.apiKey
      ? createHttpSmsSender({ db, clock, apiUrl: config.sms.apiUrl, apiKey: config.sms.apiKey })
      : createOutboxSmsSender({ db, clock });
  const sessions = createSessionService({ repo: createSessionRepository(db), clock });
  const verification = createVerificationService({ repo: createVerificationRepository(db), sms, clock, secret: config.sessionSecret });
  const supply = createSupplyService({ repo: createSupplyRepository(db), db, clock });
  const login = createLoginService({ repo: createLoginRepository(db), supply, sessions, clock, config });
  return {
    sessions,
    verification,
    codes: createCodeService({ repo: createCodeRepository(db) }),
    supply,
    login,
    loginSms: createLoginSmsService({ login, supply, sessions, verification }),
    passwords: createPasswordChangeService({ login, supply, sessions, clock }),
    authPhones: createAuthPhoneService({ supply, verification }),
    necessary: createNecessaryService({ supply }),
    faq: createFaqService({ repo: createFaqRepository(db) }),
    publicFiles: createPublicFileService(),
  };
}
export type Services = ReturnType<typeof createServices>;

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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  const services = createServices(deps);
  app.decorate('services', services);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { secure });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } });
  await registerOpenApi(app);
  registerCsrfGuard(app, config.publicOrigin);
  registerAuthGuards(app, services.sessions);

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ db: deps.db }));
      await api.register(codeRoutes({ codes: services.codes }));
      const signInRateLimit = config.signInRateLimit;
      await api.register(loginRoutes({ ...services, secure, signInRateLimit }));
      await api.register(loginSmsRoutes({ loginSms: services.loginSms, secure, echoCodes: config.echoSmsCodes, signInRateLimit }));
      await api.register(authPhoneRoutes({ authPhones: services.authPhones }));
      await api.register(necessaryRoutes({ necessary: services.necessary }));
      await api.register(faqRoutes({ faq: services.faq }));
      await api.register(publicFileRoutes({ publicFiles: services.publicFiles }));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}
