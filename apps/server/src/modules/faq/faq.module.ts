import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createFaqRepository } from './faq.repository.ts';
import { faqRoutes } from './faq.routes.ts';
import { createFaqService, type FaqService } from './faq.service.ts';
import * as faqTables from './faq.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    faq: FaqService;
  }
}

/** The public FAQ. */
export const manifest = defineModule({
  name: 'faq',
  services: ({ db }) => ({ faq: createFaqService({ repo: createFaqRepository(db) }) }),
  routes: ({ services }) => [faqRoutes({ faq: services.faq })],
  tables: [faqTables],
});
