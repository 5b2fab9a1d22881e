import { defineModule } from '@/platform/modules/module-manifest.ts';
import { brandAdminRoutes } from './brand-admin.routes.ts';
import { createBrandReviewService, type BrandReviewService } from './brand-review.service.ts';
import { createBrandRepository } from './brand.repository.ts';
import { brandRoutes } from './brand.routes.ts';
import { createBrandService, type BrandService } from './brand.service.ts';
import * as brandTables from './brand.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    brands: BrandService;
    brandReview: BrandReviewService;
  }
}

/** Brand requests, their review by the mall's MD, and the approved brands' settings. */
export const manifest = defineModule({
  name: 'brand',
  needs: ['supply', 'code', 'delivery'],
  services: ({ db, clock }, s) => {
    const repo = createBrandRepository(db);
    const brands = createBrandService({ repo, sequences: s.sequences, codes: s.codes, sites: s.sites, supply: s.supply, audit: s.audit, db, clock });
    return { brands, brandReview: createBrandReviewService({ repo, brands, supply: s.supply, audit: s.audit, db, clock }) };
  },
  routes: ({ services: s }) => [brandRoutes({ brands: s.brands, idempotency: s.idempotency }), brandAdminRoutes({ review: s.brandReview })],
  tables: [brandTables],
});
