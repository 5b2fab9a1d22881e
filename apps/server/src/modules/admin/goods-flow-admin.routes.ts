import {
  ZGoodsFlowAdminListReply,
  ZGoodsFlowAdminListRequest,
  ZGoodsFlowAdminParams,
  ZGoodsFlowAdminRow,
  ZGoodsFlowRejectRequest,
  ZOneReply,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { GoodsFlowReviewService } from '@/modules/delivery/goods-flow-review.service.ts';

/**
 * The operator screen of goods-flow contracts (/admin/goodsFlowList), the default goods-flow driver.
 * Role admin only; a master session also holds the admin role and may look, but the master guard refuses
 * its writes (an operator account is not a master, so its approvals go through).
 */
export const goodsFlowAdminRoutes =
  (deps: { review: GoodsFlowReviewService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { menu: 'admin.goodsFlowList' };
    const { review } = deps;
    app.get(
      '/admin/goodsFlow/list',
      { config, schema: { tags, querystring: ZGoodsFlowAdminListRequest, response: { 200: ZGoodsFlowAdminListReply } } },
      async (req) => review.listForReview({ query: req.query, lang: requestLanguage(req) }),
    );
    app.get(
      '/admin/goodsFlow/:supplyEntrCd/:deliveryLocCd',
      { config, schema: { tags, params: ZGoodsFlowAdminParams, response: { 200: ZGoodsFlowAdminRow } } },
      async (req) => review.getForReview({ ...req.params, lang: requestLanguage(req) }),
    );
    app.put(
      '/admin/goodsFlow/:supplyEntrCd/:deliveryLocCd/approve',
      { config, schema: { tags, params: ZGoodsFlowAdminParams, response: { 200: ZOneReply } } },
      async (req) => review.approve({ session: sessionOf(req), ...req.params }),
    );
    app.put(
      '/admin/goodsFlow/:supplyEntrCd/:deliveryLocCd/reject',
      { config, schema: { tags, params: ZGoodsFlowAdminParams, body: ZGoodsFlowRejectRequest, response: { 200: ZOneReply } } },
      async (req) => review.reject({ session: sessionOf(req), ...req.params, rejectReason: req.body.rejectReason, renewDt: req.body.renewDt ?? null }),
    );
  };
