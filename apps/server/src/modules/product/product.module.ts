import { defineModule } from '@/platform/modules/module-manifest.ts';
import { brandServiceAdapter } from './brand-adapter.ts';
import { createProductBrandSlot, type ProductBrandSlot } from './product-brand-port.ts';
import { createProductChecks } from './product-checks.ts';
import { productDetailRoutes } from './product-detail.routes.ts';
import { createProductEditRepository } from './product-edit.repository.ts';
import { createProductExportService, type ProductExportService } from './product-export.service.ts';
import { createProductListRepository } from './product-list.repository.ts';
import { productListRoutes } from './product-list.routes.ts';
import { productOptionRoutes } from './product-option.routes.ts';
import { createProductOptionService, type ProductOptionService } from './product-option.service.ts';
import { createProductQueryService, type ProductQueryService } from './product-query.service.ts';
import { createProductRegistrationService, type ProductRegistrationService } from './product-registration.service.ts';
import { productReferenceRoutes } from './product-reference.routes.ts';
import { createProductReferenceService, type ProductReferenceService } from './product-reference.service.ts';
import { priceChangeAdminRoutes } from './price-change-admin.routes.ts';
import { createPriceChangeReviewService, type PriceChangeReviewService } from './price-change-review.service.ts';
import { createPriceChangeRepository } from './price-change.repository.ts';
import { priceChangeRoutes } from './price-change.routes.ts';
import { createPriceChangeService, type PriceChangeService } from './price-change.service.ts';
import { createProductStatusService, type ProductStatusService } from './product-status.service.ts';
import { createProductUpdateService, type ProductUpdateService } from './product-update.service.ts';
import { createProductRepository } from './product.repository.ts';
import { productRoutes } from './product.routes.ts';
import * as productTables from './product.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    productReference: ProductReferenceService;
    productBrands: ProductBrandSlot;
    productRegistration: ProductRegistrationService;
    productStatuses: ProductStatusService;
    productQuery: ProductQueryService;
    productUpdates: ProductUpdateService;
    productOptions: ProductOptionService;
    productExports: ProductExportService;
    priceChanges: PriceChangeService;
    priceChangeReview: PriceChangeReviewService;
  }
}

/** Products: registration, lists, the update form, statuses and stock, the option grid, the search list's export, price changes and their review, and the catalog's reference data. */
export const manifest = defineModule({
  name: 'product',
  needs: ['supply', 'code', 'delivery', 'brand'],
  services: ({ db, clock }, s) => {
    const repo = createProductRepository(db);
    const lists = createProductListRepository(db);
    const edits = createProductEditRepository(db);
    const changes = createPriceChangeRepository(db);
    const reference = createProductReferenceService();
    // The brand port over the brand module's service (tests may provide another adapter).
    const brands = createProductBrandSlot(brandServiceAdapter(s.brands));
    const { sites, policies, supply, codes } = s;
    const checks = createProductChecks({ reference, sites, policies, codes });
    const statuses = createProductStatusService({ repo, db, clock });
    const query = createProductQueryService({ repo, lists, edits, brands, reference });
    return {
      productReference: reference,
      productBrands: brands,
      productRegistration: createProductRegistrationService({ repo, reference, brands, sites, policies, supply, codes, db, clock }),
      productStatuses: statuses,
      productQuery: query,
      productUpdates: createProductUpdateService({ repo, edits, checks, brands, reference, statuses, supply, db, clock }),
      productOptions: createProductOptionService({ lists, edits, brands, reference, statuses, db, clock }),
      productExports: createProductExportService({ jobs: s.jobs, query, clock }),
      priceChanges: createPriceChangeService({ repo, edits, changes, brands, supply, db, clock }),
      priceChangeReview: createPriceChangeReviewService({ repo, edits, changes, supply, db, clock }),
    };
  },
  routes: ({ services: s }) => [
    productReferenceRoutes({ reference: s.productReference }),
    productRoutes({ registration: s.productRegistration, statuses: s.productStatuses, idempotency: s.idempotency }),
    productListRoutes({ query: s.productQuery, exports: s.productExports, idempotency: s.idempotency }),
    productDetailRoutes({ query: s.productQuery, updates: s.productUpdates }),
    productOptionRoutes({ options: s.productOptions }),
    priceChangeRoutes({ changes: s.priceChanges, idempotency: s.idempotency }),
    priceChangeAdminRoutes({ review: s.priceChangeReview }),
  ],
  jobHandlers: (s) => s.productExports.handlers,
  tables: [productTables],
});
