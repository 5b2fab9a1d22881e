import {
  ZDeliveryAutomationListReply,
  ZDeliveryAutomationRunReply,
  ZDeliveryAutomationRunRequest,
  ZOrderPtsLinesReply,
  ZOrderPtsLinesRequest,
  ZOrderPtsListReply,
  ZOrderPtsListRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '@/platform/http/language.ts';
import type { DeliveryAutomation } from './order-ops-automation.ts';
import type { OrderOpsService } from './order-ops.service.ts';

/**
 * The operator's order views (business-area §2 /order/orderPtsList, /order/deliveryAutomationList; §6: named
 * admin roles only). Their menu entries hold role admin alone, so the guard refuses every seller; a master
 * session may look and the master guard refuses its run.
 */
export const orderOpsRoutes =
  (deps: { ops: OrderOpsService; automation: DeliveryAutomation }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['order'];
    const pts = { menu: 'order.orderPtsList' };
    const automation = { menu: 'order.deliveryAutomationList' };
    app.get('/order/orderPtsList', { config: pts, schema: { tags, querystring: ZOrderPtsListRequest, response: { 200: ZOrderPtsListReply } } }, async (req) =>
      deps.ops.listPts({ query: req.query }),
    );
    app.get(
      '/order/orderPtsLines',
      { config: pts, schema: { tags, querystring: ZOrderPtsLinesRequest, response: { 200: ZOrderPtsLinesReply } } },
      async (req) => deps.ops.listLateLines({ query: req.query }),
    );
    app.get('/order/deliveryAutomationList', { config: automation, schema: { tags, response: { 200: ZDeliveryAutomationListReply } } }, async (req) =>
      deps.automation.listSites({ lang: requestLanguage(req) }),
    );
    app.post(
      '/order/deliveryAutomation/run',
      { config: automation, schema: { tags, body: ZDeliveryAutomationRunRequest, response: { 200: ZDeliveryAutomationRunReply } } },
      async (req) => deps.automation.runNow({ ...req.body, lang: requestLanguage(req) }),
    );
  };
