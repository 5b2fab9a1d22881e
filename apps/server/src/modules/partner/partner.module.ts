import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createPartnerCheckService, type PartnerCheckService } from './partner-check.service.ts';
import { createPartnerJoinService, type PartnerJoinService } from './partner-join.service.ts';
import { createPartnerReviewService, type PartnerReviewService } from './partner-review.service.ts';
import { createPartnerRepository } from './partner.repository.ts';
import { partnerRoutes } from './partner.routes.ts';
import * as partnerTables from './partner.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    partnerChecks: PartnerCheckService;
    partnerJoin: PartnerJoinService;
    partnerReview: PartnerReviewService;
  }
}

/** Partner applications from the public site and their review. */
export const manifest = defineModule({
  name: 'partner',
  needs: ['supply', 'code'],
  services: ({ db, clock }, s) => {
    const { supply, files, verification } = s;
    const repo = createPartnerRepository(db);
    const partnerChecks = createPartnerCheckService({ repo, supply, codes: s.codes, bank: s.bank, verification });
    return {
      partnerChecks,
      partnerJoin: createPartnerJoinService({ repo, checks: partnerChecks, files, verification, db, clock }),
      partnerReview: createPartnerReviewService({ repo, supply, files, audit: s.audit, db, clock }),
    };
  },
  routes: ({ deps: { config }, services: s }) => [
    partnerRoutes({ checks: s.partnerChecks, join: s.partnerJoin, echoCodes: config.echoSmsCodes, signUpRateLimit: config.signUpRateLimit }),
  ],
  tables: [partnerTables],
});
