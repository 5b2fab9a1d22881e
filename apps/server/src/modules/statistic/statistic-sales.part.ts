import type { ModulePart } from '@/platform/modules/module-part.ts';
import { createStatisticSalesRepository } from './statistic-sales.repository.ts';
import { statisticSalesRoutes } from './statistic-sales.routes.ts';
import { createStatisticSalesService, type StatisticSalesService } from './statistic-sales.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    /** The order statistics (period, product, age and gender, lead time) from the order module's kept sales sums. */
    statisticSales: StatisticSalesService;
  }
}

/** The order statistics: period (day, month), product, age and gender, lead time (issue 16). */
export const statisticSalesPart: ModulePart = {
  services: ({ db, clock }, s) => ({
    statisticSales: createStatisticSalesService({ repo: createStatisticSalesRepository(db), saleSums: s.orderSaleSums, views: s.productViews, clock }),
  }),
  routes: ({ services }) => [statisticSalesRoutes({ stats: services.statisticSales })],
};
