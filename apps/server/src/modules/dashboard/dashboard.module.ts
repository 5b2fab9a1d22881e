import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createDashboardChartsService, type DashboardChartsService } from './dashboard-charts.service.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';
import * as dashboardTables from './dashboard.tables.ts';
import { createProductViewsRepository } from './product-views.repository.ts';
import { productViewsRoutes } from './product-views.routes.ts';
import { createProductViewsService, type ProductViewsService } from './product-views.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    /** The home dashboard's cards and key indicators (issue 15). */
    dashboard: DashboardService;
    /** The home's charts: daily and monthly sales, lead time, conversion ranking. */
    dashboardCharts: DashboardChartsService;
    /** The mall's daily product views: `saveViews({ list })` (the mall call, the demo data, the simulator). */
    productViews: ProductViewsService;
  }
}

/**
 * The home dashboard (issue 15): its figures come from the order, product, Q&A, promotion and travel modules' services;
 * the dashboard owns only the mall's daily product views.
 */
export const manifest = defineModule({
  name: 'dashboard',
  needs: ['order', 'product', 'qna', 'promotion', 'travel'],
  services: ({ db, clock }, s) => {
    const productViews = createProductViewsService({ repo: createProductViewsRepository(db), products: s.productDashboard, clock });
    return {
      productViews,
      dashboard: createDashboardService({
        orderCounts: s.orderCounts,
        orders: s.orderDashboard,
        products: s.productDashboard,
        travelProducts: s.travelProductQuery,
        qna: s.qnaStats,
        promotions: s.promotions,
        travelCounts: (w) => s.travelOrders.countByStatus(w),
        clock,
      }),
      dashboardCharts: createDashboardChartsService({ orders: s.orderDashboard, products: s.productDashboard, clock }),
    };
  },
  routes: ({ deps, services: s }) => [
    dashboardRoutes({ dashboard: s.dashboard, charts: s.dashboardCharts }),
    productViewsRoutes({ views: s.productViews, mallRateLimit: deps.config.mallRateLimit }),
  ],
  tables: [dashboardTables],
});
