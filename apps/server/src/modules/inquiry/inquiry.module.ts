import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createInquiryRepository } from './inquiry.repository.ts';
import { inquiryRoutes } from './inquiry.routes.ts';
import { createInquiryService, type InquiryService } from './inquiry.service.ts';
import * as inquiryTables from './inquiry.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    inquiries: InquiryService;
  }
}

const HOUR = 60 * 60 * 1000;

/** Entry inquiries from the public site. */
export const manifest = defineModule({
  name: 'inquiry',
  services: ({ db, clock }, s) => ({ inquiries: createInquiryService({ repo: createInquiryRepository(db), files: s.files, db, clock }) }),
  routes: ({ deps, services }) => [inquiryRoutes({ inquiries: services.inquiries, signUpRateLimit: deps.config.signUpRateLimit })],
  jobs: (s) => [{ name: 'purge-enterinquires', intervalMs: 6 * HOUR, run: async () => void (await s.inquiries.purgeExpiredEnterinquires()) }],
  tables: [inquiryTables],
});
