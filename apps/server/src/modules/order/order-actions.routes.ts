import { ZDelayNoticeRequest, ZInvoiceRequest, ZLineActionReply, ZLineRefsRequest, ZMemoRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { OrderActions } from './order-actions.service.ts';

/**
 * The seller's line actions, shared by the detail, the lists and their bulk buttons (PUT /order/lines/...): each
 * takes the lines with the versions the screen read and answers the lines done and the ones refused.
 */
export const orderActionRoutes =
  (deps: { actions: OrderActions }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['order'];
    const config = { menu: 'order.orderList' } as const;
    const response = { 200: ZLineActionReply };
    const { actions } = deps;
    app.put('/order/lines/prepare', { config, schema: { tags, body: ZLineRefsRequest, response } }, async (req) =>
      actions.prepare({ session: sessionOf(req), lines: req.body.lines, lang: requestLanguage(req) }),
    );
    app.put('/order/lines/invoice', { config, schema: { tags, body: ZInvoiceRequest, response } }, async (req) =>
      actions.registerInvoices({ session: sessionOf(req), lines: req.body.lines, lang: requestLanguage(req) }),
    );
    app.put('/order/lines/deliver', { config, schema: { tags, body: ZLineRefsRequest, response } }, async (req) =>
      actions.deliver({ session: sessionOf(req), lines: req.body.lines, lang: requestLanguage(req) }),
    );
    app.put('/order/lines/memo', { config, schema: { tags, body: ZMemoRequest, response } }, async (req) =>
      actions.saveMemo({ session: sessionOf(req), lines: req.body.lines, lang: requestLanguage(req) }),
    );
    app.put('/order/lines/delayNotice', { config, schema: { tags, body: ZDelayNoticeRequest, response } }, async (req) =>
      actions.noticeDelay({ session: sessionOf(req), lines: req.body.lines, lang: requestLanguage(req) }),
    );
    app.put('/order/lines/soldOut', { config, schema: { tags, body: ZLineRefsRequest, response } }, async (req) =>
      actions.registerSoldOut({ session: sessionOf(req), lines: req.body.lines, lang: requestLanguage(req) }),
    );
  };
