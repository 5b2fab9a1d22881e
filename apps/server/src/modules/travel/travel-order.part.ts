import type { ModulePart } from '@/platform/modules/module-part.ts';
import { createTravelEstimateMoves, type TravelEstimateMoves } from './travel-estimate-moves.ts';
import { createTravelEstimateRepository } from './travel-estimate.repository.ts';
import { travelEstimateRoutes } from './travel-estimate.routes.ts';
import { createTravelEstimateService, type TravelEstimateService } from './travel-estimate.service.ts';
import { travelMallRoutes } from './travel-mall.routes.ts';
import { createTravelMallService, type TravelMallService } from './travel-mall.service.ts';
import { createTravelOrderJobs, type TravelOrderJobs } from './travel-order-jobs.ts';
import { createTravelOrderMoves, type SyncSoldOut, type TravelOrderMoves } from './travel-order-moves.ts';
import { createTravelOrderRepository } from './travel-order.repository.ts';
import { travelOrderRoutes } from './travel-order.routes.ts';
import { createTravelOrderService, type TravelOrderService } from './travel-order.service.ts';
import { createTravelStockRepository } from './travel-stock.repository.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    /** The mall's travel calls: `book`, `requestCancel`, `cancel`, `confirmPurchase`, `requestEstimate`, `payEstimate`, `cancelEstimate` (also the demo data). */
    travelMall: TravelMallService;
    /** Every status move of a reservation (`moveOrder`), whoever makes it. */
    travelOrderMoves: TravelOrderMoves;
    /** Every change of an estimate (`moveEstimate`, `editEstimate`), whoever makes it (the demo data too). */
    travelEstimateMoves: TravelEstimateMoves;
    travelOrders: TravelOrderService;
    travelEstimates: TravelEstimateService;
    /** The clock's moves: purchase confirmed on check-out, travel complete the day after. */
    travelOrderJobs: TravelOrderJobs;
  }
}

/**
 * The seam to the product part's sold-out mark after a reservation's stock moved: nothing until the product part
 * offers `syncSoldOut` (issue 17, built side by side).
 */
const syncSoldOut: SyncSoldOut = async () => {};

/** Reservations and estimates from the mall: intake, status moves, lists, details and exports (issue 17). */
export const travelOrderPart: ModulePart = {
  services: ({ db, clock }) => {
    const orders = createTravelOrderRepository(db);
    const estimates = createTravelEstimateRepository(db);
    const stock = createTravelStockRepository(db);
    const orderMoves = createTravelOrderMoves({ repo: orders, stock, db, clock, syncSoldOut });
    const estimateMoves = createTravelEstimateMoves({ repo: estimates, orders, db, clock });
    return {
      travelMall: createTravelMallService({ orders, estimates, stock, orderMoves, estimateMoves, db, clock, syncSoldOut }),
      travelOrderMoves: orderMoves,
      travelEstimateMoves: estimateMoves,
      travelOrders: createTravelOrderService({ repo: orders, moves: orderMoves, db, clock }),
      travelEstimates: createTravelEstimateService({ repo: estimates, orders, stock, moves: estimateMoves }),
      travelOrderJobs: createTravelOrderJobs({ repo: orders, moves: orderMoves, clock }),
    };
  },
  // Hourly: a stay is moved within the hour after Seoul's midnight of its due day.
  jobs: (s) => [{ name: 'travel-order-due-moves', intervalMs: 60 * 60 * 1000, run: async () => void (await s.travelOrderJobs.runDueMoves()) }],
  routes: ({ deps, services: s }) => [
    travelMallRoutes({ mall: s.travelMall, mallRateLimit: deps.config.mallRateLimit }),
    travelOrderRoutes({ orders: s.travelOrders }),
    travelEstimateRoutes({ estimates: s.travelEstimates }),
  ],
};
