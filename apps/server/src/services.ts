import { createSessionRepository } from './platform/auth/session.repository.ts';
import { createSessionService } from './platform/auth/session.service.ts';
import { createCodeRepository } from './modules/code/code.repository.ts';
import { createCodeService } from './modules/code/code.service.ts';
import { createPublicFileService } from './modules/file/public-file.service.ts';
import { createFaqRepository } from './modules/faq/faq.repository.ts';
import { createFaqService } from './modules/faq/faq.service.ts';
import { createLoginSmsService } from './modules/login/login-sms.service.ts';
import { createLoginRepository } from './modules/login/login.repository.ts';
import { createLoginService } from './modules/login/login.service.ts';
import { createPasswordChangeService } from './modules/login/password-change.service.ts';
import { createAuthPhoneService } from './modules/supply/auth-phone.service.ts';
import { createNecessaryService } from './modules/supply/necessary.service.ts';
import { createSupplyRepository } from './modules/supply/supply.repository.ts';
import { createSupplyService } from './modules/supply/supply.service.ts';
import { createDeliveryLocRepository } from './modules/delivery/delivery-loc.repository.ts';
import { createDeliveryLocService } from './modules/delivery/delivery-loc.service.ts';
import { createDeliveryPolicyRepository } from './modules/delivery/delivery-policy.repository.ts';
import { createDeliveryPolicyService } from './modules/delivery/delivery-policy.service.ts';
import { createGoodsFlowReviewService } from './modules/delivery/goods-flow-review.service.ts';
import { createGoodsFlowRepository } from './modules/delivery/goods-flow.repository.ts';
import { createGoodsFlowService } from './modules/delivery/goods-flow.service.ts';
import { createAccountService } from './modules/setting/account.service.ts';
import { createBankAccountService } from './modules/setting/bank-account.service.ts';
import { createContractService } from './modules/setting/contract.service.ts';
import { createSettingPhoneService } from './modules/setting/setting-phone.service.ts';
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
import { createSampleAddressSearch } from './modules/address/address-search.ts';
import { createInquiryRepository } from './modules/inquiry/inquiry.repository.ts';
import { createInquiryService } from './modules/inquiry/inquiry.service.ts';
import { createPartnerCheckService } from './modules/partner/partner-check.service.ts';
import { createPartnerJoinService } from './modules/partner/partner-join.service.ts';
import { createPartnerReviewService } from './modules/partner/partner-review.service.ts';
import { createPartnerRepository } from './modules/partner/partner.repository.ts';
import type { AppDeps } from './app.ts';

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
