import { createAuditRepository } from '../audit/audit.repository.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createSessionRepository } from '../auth/session.repository.ts';
import { createSessionService } from '../auth/session.service.ts';
import { createOfflineBankVerifier } from '../bank/bank-verifier.ts';
import { createSellerSequenceRepository } from '../db/seller-sequence.repository.ts';
import { createPostgresFileStore } from '../files/file-store.ts';
import { createStoredFileRepository } from '../files/stored-file.repository.ts';
import { createJobRepository } from '../jobs/job.repository.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { createOperatorGoodsFlowDriver } from '../goods-flow/goods-flow-gateway.ts';
import { createIdempotencyRepository } from '../idempotency/idempotency.repository.ts';
import { createIdempotencyService } from '../idempotency/idempotency.service.ts';
import { createHttpSmsSender, createOutboxSmsSender } from '../sms/sms-sender.ts';
import { createVerificationRepository } from '../sms/verification.repository.ts';
import { createVerificationService } from '../sms/verification.service.ts';
import type { SharedDeps } from './module-manifest.ts';

/** The platform's part of the container: sessions, SMS codes, audit, files, the job queue and the external drivers. */
export function createPlatformServices(deps: SharedDeps) {
  const { db, clock, config } = deps;
  const sms =
    config.sms.apiUrl && config.sms.apiKey
      ? createHttpSmsSender({ db, clock, apiUrl: config.sms.apiUrl, apiKey: config.sms.apiKey })
      : createOutboxSmsSender({ db, clock });
  const files = createPostgresFileStore({ repo: createStoredFileRepository(db), clock });
  return {
    sessions: createSessionService({ repo: createSessionRepository(db), clock }),
    verification: createVerificationService({ repo: createVerificationRepository(db), sms, clock, secret: config.sessionSecret }),
    audit: createAuditService({ repo: createAuditRepository(db), clock }),
    sequences: createSellerSequenceRepository(db),
    files,
    // The offline bank driver; a real one (open-banking holder inquiry) would be chosen here by config.
    bank: createOfflineBankVerifier(),
    // The operator screen is the default goods-flow driver; a provider driver would be chosen here by config.
    goodsFlowGateway: createOperatorGoodsFlowDriver(),
    jobs: createJobQueue({ repo: createJobRepository(db), files, clock }),
    idempotency: createIdempotencyService({ repo: createIdempotencyRepository(db), db, clock }),
  };
}
export type PlatformServices = ReturnType<typeof createPlatformServices>;

declare module './module-manifest.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the platform's services join the container's type
  interface Services extends PlatformServices {}
}
