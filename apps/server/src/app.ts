import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { registerAuthGuards } from './platform/auth/guards.ts';
import type { Clock } from './platform/clock.ts';
import type { Database } from './platform/db/database.ts';
import { registerCsrfGuard } from './platform/http/csrf.ts';
import { registerErrorHandling } from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerWebApp } from './platform/web/serve-web.ts';
import { codeRoutes } from './modules/code/code.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { publicFileRoutes } from './modules/file/public-file.routes.ts';
import { faqRoutes } from './modules/faq/faq.routes.ts';
import { loginSmsRoutes } from './modules/login/login-sms.routes.ts';
import { loginRoutes } from './modules/login/login.routes.ts';
import { authPhoneRoutes } from './modules/supply/auth-phone.routes.ts';
import { necessaryRoutes } from './modules/supply/necessary.routes.ts';
import { goodsFlowAdminRoutes } from './modules/admin/goods-flow-admin.routes.ts';
import { deliveryLocRoutes } from './modules/delivery/delivery-loc.routes.ts';
import { deliveryPolicyRoutes } from './modules/delivery/delivery-policy.routes.ts';
import { goodsFlowRoutes } from './modules/delivery/goods-flow.routes.ts';
import { accountRoutes } from './modules/setting/account.routes.ts';
import { settingPhoneRoutes } from './modules/setting/setting-phone.routes.ts';
import { settingRoutes } from './modules/setting/setting.routes.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { enterinquireAdminRoutes } from './modules/admin/enterinquire-admin.routes.ts';
import { partnerJoinAdminRoutes } from './modules/admin/partner-join-admin.routes.ts';
import { inquiryRoutes } from './modules/inquiry/inquiry.routes.ts';
import { partnerRoutes } from './modules/partner/partner.routes.ts';
import { createServices, type Services } from './services.ts';

export { createServices, type Services };

export interface AppDeps {
  config: AppConfig;
  db: Database;
  clock: Clock;
}

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
      await api.register(accountRoutes({ account: services.account, bankAccount: services.bankAccount }));
      await api.register(settingPhoneRoutes({ settingPhones: services.settingPhones, echoCodes: config.echoSmsCodes }));
      await api.register(settingRoutes({ contract: services.contract, passwords: services.passwords }));
      await api.register(deliveryLocRoutes({ sites: services.sites }));
      await api.register(goodsFlowRoutes({ goodsFlow: services.goodsFlow }));
      await api.register(deliveryPolicyRoutes({ policies: services.policies }));
      await api.register(goodsFlowAdminRoutes({ review: services.goodsFlowReview }));
      await api.register(publicFileRoutes({ publicFiles: services.publicFiles }));
      const signUpRateLimit = config.signUpRateLimit;
      await api.register(addressRoutes({ addresses: services.addresses, signUpRateLimit }));
      await api.register(partnerRoutes({ checks: services.partnerChecks, join: services.partnerJoin, echoCodes: config.echoSmsCodes, signUpRateLimit }));
      await api.register(inquiryRoutes({ inquiries: services.inquiries, signUpRateLimit }));
      await api.register(partnerJoinAdminRoutes({ review: services.partnerReview }));
      await api.register(enterinquireAdminRoutes({ inquiries: services.inquiries }));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}
