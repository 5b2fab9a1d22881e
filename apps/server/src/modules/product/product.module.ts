import { defineModule } from '@/platform/modules/module-manifest.ts';
import { brandServiceAdapter } from './brand-adapter.ts';
import { productAdminRoutes } from './product-admin.routes.ts';
import { createProductBrandSlot, type ProductBrandSlot } from './product-brand-port.ts';
import { createProductChecks } from './product-checks.ts';
import { productDetailRoutes } from './product-detail.routes.ts';
import { createProductEditRepository } from './product-edit.repository.ts';
import { createProductExcelImport } from './product-excel-import.ts';
import { productExcelRoutes } from './product-excel.routes.ts';
import { createProductExcelRepository } from './product-excel.repository.ts';
import * as productExcelTables from './product-excel.tables.ts';
import { createProductExcelTemplate, type ProductExcelTemplate } from './product-excel-template.ts';
import { createProductExcelUploadService, type ProductExcelUploadService } from './product-excel-upload.service.ts';
import { createProductDashboardRepository } from './product-dashboard.repository.ts';
import { createProductDashboardService, type ProductDashboardService } from './product-dashboard.service.ts';
import { createProductExportService, type ProductExportService } from './product-export.service.ts';
import { createProductListRepository } from './product-list.repository.ts';
import { productListRoutes } from './product-list.routes.ts';
import { productOptionRoutes } from './product-option.routes.ts';
import { createProductOptionService, type ProductOptionService } from './product-option.service.ts';
import { createProductOrderingRepository } from './product-ordering.repository.ts';
import { createProductOrderingService, type ProductOrderingService } from './product-ordering.service.ts';
import { createProductQueryService, type ProductQueryService } from './product-query.service.ts';
import { createProductRegistrationService, type ProductRegistrationService } from './product-registration.service.ts';
import { createProductReviewRepository } from './product-review.repository.ts';
import { createProductReviewService, type ProductReviewService } from './product-review.service.ts';
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
    productOrdering: ProductOrderingService;
    productExports: ProductExportService;
    /** The home dashboard's product counts and look-ups (issue 15). */
    productDashboard: ProductDashboardService;
    productReview: ProductReviewService;
    productExcelTemplate: ProductExcelTemplate;
    productExcelUploads: ProductExcelUploadService;
    priceChanges: PriceChangeService;
    priceChangeReview: PriceChangeReviewService;
  }
}

/**
 * Products: registration (by form and by Excel upload), lists, the update form, statuses and stock, the option grid,
 * the search list's export, price changes, the MD's reviews of products and price changes, and the catalog's reference data.
 */
export const manifest = defineModule({
  name: 'product',
  needs: ['supply', 'code', 'delivery', 'brand'],
  services: ({ db, clock }, s) => {
    const repo = createProductRepository(db);
    const lists = createProductListRepository(db);
    const edits = createProductEditRepository(db);
    const excelRepo = createProductExcelRepository(db);
    const changes = createPriceChangeRepository(db);
    const reference = createProductReferenceService();
    // The brand port over the brand module's service (tests may provide another adapter).
    const brands = createProductBrandSlot(brandServiceAdapter(s.brands));
    const { sites, policies, supply, codes } = s;
    const { files } = s;
    const checks = createProductChecks({ reference, sites, policies, codes, files });
    const statuses = createProductStatusService({ repo, db, clock });
    const query = createProductQueryService({ repo, lists, edits, brands, reference });
    return {
      productReference: reference,
      productBrands: brands,
      productRegistration: createProductRegistrationService({ repo, reference, brands, sites, policies, supply, codes, files, db, clock }),
      productStatuses: statuses,
      productQuery: query,
      productUpdates: createProductUpdateService({ repo, edits, checks, brands, reference, statuses, supply, db, clock }),
      productOptions: createProductOptionService({ lists, edits, brands, reference, statuses, db, clock }),
      productOrdering: createProductOrderingService({ repo: createProductOrderingRepository(db), statuses }),
      productExports: createProductExportService({ jobs: s.jobs, query, clock }),
      productDashboard: createProductDashboardService({ lists, repo: createProductDashboardRepository(db) }),
      productReview: createProductReviewService({ reviews: createProductReviewRepository(db), repo, query, statuses, brands, reference, supply, policies }),
      productExcelTemplate: createProductExcelTemplate({ reference, brands, sites, policies, codes }),
      productExcelUploads: createProductExcelUploadService({
        repo: excelRepo,
        importer: createProductExcelImport({ repo: excelRepo, checks, brands, reference, supply, db, clock }),
        jobs: s.jobs,
        db,
        clock,
      }),
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
    productAdminRoutes({ review: s.productReview }),
    productExcelRoutes({ template: s.productExcelTemplate, uploads: s.productExcelUploads, idempotency: s.idempotency }),
    priceChangeRoutes({ changes: s.priceChanges, idempotency: s.idempotency }),
    priceChangeAdminRoutes({ review: s.priceChangeReview }),
  ],
  jobs: (s) => [{ name: 'purge-product-excel-uploads', intervalMs: 6 * 3600 * 1000, run: async () => void (await s.productExcelUploads.purgeOldUploads()) }],
  jobHandlers: (s) => [...s.productExports.handlers, ...s.productExcelUploads.handlers],
  tables: [productTables, productExcelTables],
});
