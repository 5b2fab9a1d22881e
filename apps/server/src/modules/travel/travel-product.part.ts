import type { ModulePart } from '@/platform/modules/module-part.ts';
import { travelPriceChangeRoutes } from './travel-price-change.routes.ts';
import { createTravelPriceChangeRepository } from './travel-price-change.repository.ts';
import { createTravelPriceChangeService, type TravelPriceChangeService } from './travel-price-change.service.ts';
import { travelProductAdminRoutes } from './travel-product-admin.routes.ts';
import { travelProductCalendarRoutes } from './travel-product-calendar.routes.ts';
import { createTravelProductCalendarService, type TravelProductCalendarService } from './travel-product-calendar.service.ts';
import { createTravelProductChecks } from './travel-product-checks.ts';
import { createTravelProductExportService, type TravelProductExportService } from './travel-product-export.service.ts';
import { travelProductListRoutes } from './travel-product-list.routes.ts';
import { createTravelProductListRepository } from './travel-product-list.repository.ts';
import { createTravelProductQueryService, type TravelProductQueryService } from './travel-product-query.service.ts';
import { createTravelProductRegistrationService, type TravelProductRegistrationService } from './travel-product-registration.service.ts';
import { createTravelProductReviewService, type TravelProductReviewService } from './travel-product-review.service.ts';
import { createTravelProductStatusService, type TravelProductStatusService } from './travel-product-status.service.ts';
import { createTravelProductUpdateService, type TravelProductUpdateService } from './travel-product-update.service.ts';
import { travelProductRoutes } from './travel-product.routes.ts';
import { createTravelProductRepository } from './travel-product.repository.ts';
import { createTravelRoomDayRepository } from './travel-room-day.repository.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    /**
     * A travel property's status: `syncSoldOut({ supplyEntrCd, prodCd })` after the reservation side took or gave
     * back stock (sold out 60 when no night from today on has stock on sale, back on sale 90 when one has).
     */
    travelProducts: TravelProductStatusService;
    travelProductRegistration: TravelProductRegistrationService;
    travelProductQuery: TravelProductQueryService;
    travelProductUpdates: TravelProductUpdateService;
    travelProductCalendar: TravelProductCalendarService;
    travelProductExports: TravelProductExportService;
    travelProductReview: TravelProductReviewService;
    travelPriceChanges: TravelPriceChangeService;
  }
}

/** Accommodation products: registration, rooms and calendar, lists, approval and price changes (issue 17). */
export const travelProductPart: ModulePart = {
  services: ({ db, clock }, s) => {
    const repo = createTravelProductRepository(db);
    const days = createTravelRoomDayRepository(db);
    const lists = createTravelProductListRepository(db);
    const changes = createTravelPriceChangeRepository(db);
    const checks = createTravelProductChecks({ brands: s.brands, files: s.files });
    const statuses = createTravelProductStatusService({ repo, days, db, clock });
    const query = createTravelProductQueryService({ repo, lists, changes, brands: s.brands });
    return {
      travelProducts: statuses,
      travelProductRegistration: createTravelProductRegistrationService({ repo, days, checks, supply: s.supply, db, clock }),
      travelProductQuery: query,
      travelProductUpdates: createTravelProductUpdateService({ repo, days, checks, statuses, db, clock }),
      travelProductCalendar: createTravelProductCalendarService({ repo, days, statuses, db, clock }),
      travelProductExports: createTravelProductExportService({ jobs: s.jobs, query, clock }),
      travelProductReview: createTravelProductReviewService({ repo, lists, query, statuses, supply: s.supply }),
      travelPriceChanges: createTravelPriceChangeService({ repo, changes, statuses, supply: s.supply, db, clock }),
    };
  },
  routes: ({ services: s }) => [
    travelProductRoutes({
      registration: s.travelProductRegistration,
      query: s.travelProductQuery,
      updates: s.travelProductUpdates,
      statuses: s.travelProducts,
      idempotency: s.idempotency,
    }),
    travelProductListRoutes({ query: s.travelProductQuery, exports: s.travelProductExports, idempotency: s.idempotency }),
    travelProductCalendarRoutes({ calendar: s.travelProductCalendar }),
    travelPriceChangeRoutes({ changes: s.travelPriceChanges, idempotency: s.idempotency }),
    travelProductAdminRoutes({ review: s.travelProductReview }),
  ],
  jobHandlers: (s) => [...s.travelProductExports.handlers],
};
