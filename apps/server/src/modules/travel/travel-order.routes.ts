import {
  ZTravelOrderActionReply,
  ZTravelOrderDetailReply,
  ZTravelOrderListExportRequest,
  ZTravelOrderListReply,
  ZTravelOrderListRequest,
  ZTravelOrderMemoRequest,
  ZTravelOrderMoveRequest,
  ZTravelOrderRow,
  ZTravelOrderStatusRequest,
  ZTravelOrdNoParams,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { XLSX_MIME } from '@/platform/excel/excel-writer.ts';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { writeTravelOrdersXlsx } from './travel-order-excel.ts';
import type { TravelOrderService } from './travel-order.service.ts';

/** The seller's reservations (business-area §2 travel order group): orderList, orderStatus, orderDetail, moves, memo, Excel. */
export const travelOrderRoutes =
  (deps: { orders: TravelOrderService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travelOrder'];
    const { orders } = deps;
    const list = { menu: 'travelOrder.orderList' } as const;
    app.get(
      '/travelOrder/orderList',
      { config: list, schema: { tags, querystring: ZTravelOrderListRequest, response: { 200: ZTravelOrderListReply } } },
      async (req) => orders.listOrders({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    app.get(
      '/travelOrder/orderStatus',
      { config: { menu: 'travelOrder.orderStatus' }, schema: { tags, querystring: ZTravelOrderStatusRequest, response: { 200: ZTravelOrderListReply } } },
      async (req) => orders.listOrdersByStatus({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    // The export reads: a master's or monitor's view-only session may take one (readsOnly).
    app.post(
      '/travelOrder/orderList/excel',
      { config: { ...list, readsOnly: true }, schema: { tags, body: ZTravelOrderListExportRequest } },
      async (req, reply) => {
        const lang = requestLanguage(req);
        const rows = await orders.allOrders({ session: sessionOf(req), filters: req.body, lang });
        const name = `travel-orders_${req.body.startDt}_${req.body.endDt}.xlsx`;
        return reply
          .type(XLSX_MIME)
          .header('Content-Disposition', attachmentDisposition(name))
          .send(await writeTravelOrdersXlsx(lang, rows));
      },
    );
    app.get(
      '/travelOrder/orderDetail/:ordNo',
      { config: { menu: 'travelOrder.orderDetail' }, schema: { tags, params: ZTravelOrdNoParams, response: { 200: ZTravelOrderDetailReply } } },
      async (req) => orders.orderDetail({ session: sessionOf(req), ordNo: req.params.ordNo, lang: requestLanguage(req) }),
    );
    app.put(
      '/travelOrder/lines/status',
      { config: list, schema: { tags, body: ZTravelOrderMoveRequest, response: { 200: ZTravelOrderActionReply } } },
      async (req) => orders.moveLines({ session: sessionOf(req), body: req.body, lang: requestLanguage(req) }),
    );
    app.put('/travelOrder/lines/memo', { config: list, schema: { tags, body: ZTravelOrderMemoRequest, response: { 200: ZTravelOrderRow } } }, async (req) =>
      orders.saveMemo({ session: sessionOf(req), body: req.body, lang: requestLanguage(req) }),
    );
  };
