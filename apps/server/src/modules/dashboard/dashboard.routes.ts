import {
  MANAGER_ROLE,
  ZConversionRankingReply,
  ZConversionRankingRequest,
  ZDailySalesRequest,
  ZDashboardAll,
  ZDashboardCsRspnRate,
  ZDashboardKeyStatus,
  ZDashboardOrderStatus,
  ZDashboardProductStatus,
  ZDashboardPromotionStatus,
  ZDashboardRecentCsRspnRate,
  ZDashboardReturnStatus,
  ZDashboardSoldOutCount,
  ZDashboardStatistic,
  ZLeadTimeReply,
  ZLeadTimeRequest,
  ZMonthlySalesRequest,
  ZSalesChartReply,
} from '@po/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { profileOf } from '@/platform/auth/session-profile.ts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { DashboardChartsService } from './dashboard-charts.service.ts';
import type { DashboardService } from './dashboard.service.ts';

/**
 * The session's seller (a master's chosen one). None (an operator, a master before choosing, a search-only account
 * bound to no seller) is refused as every seller read refuses it: not found. A search-only account bound to one
 * seller is the spec's exception (§6) and reads that seller's dashboard (decisions "Home dashboard (issue 15)").
 */
const sellerOf = (req: FastifyRequest) => companyOf(sessionOf(req));

/** The seller and whether it is travel-only (manager role 190 alone, §6): its order counts are its reservations'. */
function viewerOf(req: FastifyRequest) {
  const session = sessionOf(req);
  const roles = profileOf(session).managerRoles;
  return { supplyEntrCd: companyOf(session), travelOnly: roles.length > 0 && roles.every((r) => r === MANAGER_ROLE.travel) };
}

/** The home dashboard's calls (business-area §7), all under the home menu entry (any signed-in seller role). */
export const dashboardRoutes =
  (deps: { dashboard: DashboardService; charts: DashboardChartsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { dashboard, charts } = deps;
    const tags = ['dashboard'];
    const config = { menu: 'home' };
    app.get('/dashboard/all', { config, schema: { tags, response: { 200: ZDashboardAll } } }, async (req) => dashboard.all(viewerOf(req)));
    app.get('/dashboard/statistic', { config, schema: { tags, response: { 200: ZDashboardStatistic } } }, async (req) => dashboard.statistic(viewerOf(req)));
    app.get('/dashboard/product-status', { config, schema: { tags, response: { 200: ZDashboardProductStatus } } }, async (req) =>
      dashboard.productStatus(sellerOf(req)),
    );
    app.get('/dashboard/promotion-product-status', { config, schema: { tags, response: { 200: ZDashboardPromotionStatus } } }, async (req) =>
      dashboard.promotionStatus(sellerOf(req)),
    );
    app.get('/dashboard/order-status', { config, schema: { tags, response: { 200: ZDashboardOrderStatus } } }, async (req) =>
      dashboard.orderStatus(viewerOf(req)),
    );
    app.get('/dashboard/return-status', { config, schema: { tags, response: { 200: ZDashboardReturnStatus } } }, async (req) =>
      dashboard.returnStatus(sellerOf(req)),
    );
    app.get('/dashboard/key-status', { config, schema: { tags, response: { 200: ZDashboardKeyStatus } } }, async (req) => dashboard.keyStatus(sellerOf(req)));
    app.get('/dashboard/supplyCsRspnRate', { config, schema: { tags, response: { 200: ZDashboardCsRspnRate } } }, async (req) =>
      dashboard.csRspnRate(sellerOf(req)),
    );
    app.get('/dashboard/recentCsRspnRate', { config, schema: { tags, response: { 200: ZDashboardRecentCsRspnRate } } }, async (req) =>
      dashboard.recentCsRspnRate(sellerOf(req)),
    );
    app.get('/dashboard/product-soldOutCount', { config, schema: { tags, response: { 200: ZDashboardSoldOutCount } } }, async (req) =>
      dashboard.soldOutCount(sellerOf(req)),
    );

    app.get('/dashboard/daily-sales', { config, schema: { tags, querystring: ZDailySalesRequest, response: { 200: ZSalesChartReply } } }, async (req) =>
      charts.dailySales(sellerOf(req), req.query),
    );
    app.get('/dashboard/monthly-sales', { config, schema: { tags, querystring: ZMonthlySalesRequest, response: { 200: ZSalesChartReply } } }, async (req) =>
      charts.monthlySales(sellerOf(req), req.query),
    );
    app.get('/dashboard/lead-time', { config, schema: { tags, querystring: ZLeadTimeRequest, response: { 200: ZLeadTimeReply } } }, async (req) =>
      charts.leadTime(sellerOf(req), req.query),
    );
    app.get(
      '/dashboard/conversion-ranking',
      { config, schema: { tags, querystring: ZConversionRankingRequest, response: { 200: ZConversionRankingReply } } },
      async (req) => charts.conversionRanking(sellerOf(req), req.query),
    );
  };
