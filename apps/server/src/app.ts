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
import { goodsFlowAdminRoutes } from './modules/admin/goods-flow-admin.routes.ts';
import { deliveryLocRoutes } from './modules/delivery/delivery-loc.routes.ts';
import { createDeliveryLocRepository } from './modules/delivery/delivery-loc.repository.ts';
import { createDeliveryLocService } from './modules/delivery/delivery-loc.service.ts';
import { deliveryPolicyRoutes } from './modules/delivery/delivery-policy.routes.ts';
import { createDeliveryPolicyRepository } from './modules/delivery/delivery-policy.repository.ts';
import { createDeliveryPolicyService } from './modules/delivery/delivery-policy.service.ts';
import { createGoodsFlowReviewService } from './modules/delivery/goods-flow-review.service.ts';
import { goodsFlowRoutes } from './modules/delivery/goods-flow.routes.ts';
import { createGoodsFlowRepository } from './modules/delivery/goods-flow.repository.ts';
import { createGoodsFlowService } from './modules/delivery/goods-flow.service.ts';
import { accountRoutes } from './modules/setting/account.routes.ts';
import { createAccountService } from './modules/setting/account.service.ts';
import { createBankAccountService } from './modules/setting/bank-account.service.ts';
import { createContractService } from './modules/setting/contract.service.ts';
import { settingPhoneRoutes } from './modules/setting/setting-phone.routes.ts';
import { createSettingPhoneService } from './modules/setting/setting-phone.service.ts';
import { settingRoutes } from './modules/setting/setting.routes.ts';
import { createAuditRepository } from './platform/audit/audit.repository.ts';
import { createAuditService } from './platform/audit/audit.service.ts';
import { createOfflineBankVerifier } from './platform/bank/bank-verifier.ts';
import { createSellerSequenceRepository } from './platform/db/seller-sequence.repository.ts';
import { createOperatorGoodsFlowDriver } from './platform/goods-flow/goods-flow-gateway.ts';
import { createHttpSmsSender, createOutboxSmsSender } from './platform/sms/sms-sender.ts';
import { createVerificationRepository } from './platform/sms/verification.repository.ts';
import { createVerificationService } from './platform/sms/verification.service.ts';
import { createPostgresFileStore } from './platform/files/file-store.ts';
import { createStoredFileRepository } from './platform/files/stored-file.repository.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { createSampleAddressSearch } from './modules/address/address-search.ts';
import { enterinquireAdminRoutes } from './modules/admin/enterinquire-admin.routes.ts';
import { partnerJoinAdminRoutes } from './modules/admin/partner-join-admin.routes.ts';
import { inquiryRoutes } from './modules/inquiry/inquiry.routes.ts';
import { createInquiryRepository } from './modules/inquiry/inquiry.repository.ts';
import { createInquiryService } from './modules/inquiry/inquiry.service.ts';
import { createPartnerCheckService } from './modules/partner/partner-check.service.ts';
import { createPartnerJoinService } from './modules/partner/partner-join.service.ts';
import { createPartnerReviewService } from './modules/partner/partner-review.service.ts';
import { partnerRoutes } from './modules/partner/partner.routes.ts';
import { createPartnerRepository } from './modules/partner/partner.repository.ts';

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
  const codes = createCodeService({ repo: createCodeRepository(db) });
  const audit = createAuditService({ repo: createAuditRepository(db), clock });
  const sequences = createSellerSequenceRepository(db);
  const account = createAccountService({ supply, audit, codes, db });
  const sites = createDeliveryLocService({ repo: createDeliveryLocRepository(db), sequences, codes, supply, audit, db, clock });
  // The operator screen is the default goods-flow driver; a provider driver would be chosen here by config.
  const goodsFlowGateway = createOperatorGoodsFlowDriver();
  const goodsFlowRepo = createGoodsFlowRepository(db);
  // The offline bank driver; a real one (open-banking holder inquiry) would be chosen here by config.
  const bank = createOfflineBankVerifier();
  const files = createPostgresFileStore({ repo: createStoredFileRepository(db), clock });
  const partnerRepo = createPartnerRepository(db);
  const partnerChecks = createPartnerCheckService({ repo: partnerRepo, supply, codes, bank, verification });
  return {
    sessions,
    verification,
    codes,
    supply,
    login,
    loginSms: createLoginSmsService({ login, supply, sessions, verification }),
    passwords: createPasswordChangeService({ login, supply, sessions, clock }),
    authPhones: createAuthPhoneService({ supply, verification }),
    necessary: createNecessaryService({ supply }),
    faq: createFaqService({ repo: createFaqRepository(db) }),
    audit,
    account,
    bankAccount: createBankAccountService({ supply, codes, bank, account }),
    settingPhones: createSettingPhoneService({ supply, verification, login, codes }),
    contract: createContractService({ supply, clock }),
    sites,
    goodsFlow: createGoodsFlowService({ repo: goodsFlowRepo, sites, gateway: goodsFlowGateway, audit, db, clock }),
    goodsFlowReview: createGoodsFlowReviewService({ repo: goodsFlowRepo, sites, gateway: goodsFlowGateway, supply, audit, db, clock }),
    policies: createDeliveryPolicyService({ repo: createDeliveryPolicyRepository(db), sequences, db, clock }),
    publicFiles: createPublicFileService(),
    files,
    partnerChecks,
    partnerJoin: createPartnerJoinService({ repo: partnerRepo, checks: partnerChecks, files, verification, db, clock }),
    partnerReview: createPartnerReviewService({ repo: partnerRepo, supply, files, audit, db, clock }),
    inquiries: createInquiryService({ repo: createInquiryRepository(db), files, db, clock }),
    addresses: createSampleAddressSearch(),
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
