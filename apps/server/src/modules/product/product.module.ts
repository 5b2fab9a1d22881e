import { defineModule } from '@/platform/modules/module-manifest.ts';
import { brandServiceAdapter } from './brand-adapter.ts';
import { createProductBrandSlot, type ProductBrandSlot } from './product-brand-port.ts';
import { createProductRegistrationService, type ProductRegistrationService } from './product-registration.service.ts';
import { productReferenceRoutes } from './product-reference.routes.ts';
import { createProductReferenceService, type ProductReferenceService } from './product-reference.service.ts';
import { createProductStatusService, type ProductStatusService } from './product-status.service.ts';
import { createProductRepository } from './product.repository.ts';
import { productRoutes } from './product.routes.ts';
import * as productTables from './product.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    productReference: ProductReferenceService;
    productBrands: ProductBrandSlot;
    productRegistration: ProductRegistrationService;
    productStatuses: ProductStatusService;
  }
}

/** Products: registration, statuses and stock, and the reference data of the catalog (categories, notice item sets). */
export const manifest = defineModule({
  name: 'product',
  needs: ['supply', 'code', 'delivery', 'brand'],
  services: ({ db, clock }, s) => {
    const repo = createProductRepository(db);
    const reference = createProductReferenceService();
    // The brand port over the brand module's service (tests may provide another adapter).
    const brands = createProductBrandSlot(brandServiceAdapter(s.brands));
    const { sites, policies, supply, codes } = s;
    return {
      productReference: reference,
      productBrands: brands,
      productRegistration: createProductRegistrationService({ repo, reference, brands, sites, policies, supply, codes, db, clock }),
      productStatuses: createProductStatusService({ repo, db, clock }),
    };
  },
  routes: ({ services: s }) => [
    productReferenceRoutes({ reference: s.productReference }),
    productRoutes({ registration: s.productRegistration, statuses: s.productStatuses, idempotency: s.idempotency }),
  ],
  tables: [productTables],
});
