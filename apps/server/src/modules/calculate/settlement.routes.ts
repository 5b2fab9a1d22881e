import {
  ZBillPublishListReply,
  ZBillPublishListRequest,
  ZBillPublishParams,
  ZJobStartedReply,
  ZKiccSettlementListReply,
  ZOpenMarketPaymentReply,
  ZOpenMarketPaymentRequest,
  ZPurveyanceExportRequest,
  ZPurveyanceListReply,
  ZPurveyanceListRequest,
  ZSettlementExportRequest,
  ZSettlementListReply,
  ZSettlementListRequest,
  ZSettlementProfileReply,
  ZStatementExportRequest,
  ZStatementParams,
  ZStatementReply,
  ZStatementRequest,
  ZTaxInvoice,
  ZVatReportReply,
  ZVatReportRequest,
} from '@po/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { SettlementExportService, SettlementList } from './settlement-exports.service.ts';
import type { SettlementReadService } from './settlement-read.service.ts';

/**
 * The seller's settlement calls (business-area §2 calculate group): the lists, the month's statement, the tax
 * invoices and the VAT report, each list with its Excel export. The seller is the session's; a list of another kind
 * of seller is refused by the service (FORBIDDEN), the period by the contract's schema.
 */
export const settlementRoutes =
  (deps: { settlements: SettlementReadService; exports: SettlementExportService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['calculate'];
    const { settlements, exports, idempotency } = deps;
    const menu = (screen: string) => `calculate.${screen}`;

    /** An export only reads: a master's or monitor's view-only session may start one (readsOnly). */
    const started = async (req: FastifyRequest, reply: FastifyReply, start: () => Promise<{ jobId: string }>) => {
      const session = sessionOf(req);
      return reply.code(202).send(await idempotency.runOnce(idempotencyOf(req, session), start));
    };
    const listExport = (list: SettlementList, screen: string) =>
      app.post(
        `/calculate/${screen}/excel`,
        {
          config: { menu: menu(screen), readsOnly: true },
          schema: { tags, body: list === 'purveyance' ? ZPurveyanceExportRequest : ZSettlementExportRequest, response: { 202: ZJobStartedReply } },
        },
        async (req, reply) =>
          started(req, reply, () => exports.startListExport({ session: sessionOf(req), list, period: req.body, lang: requestLanguage(req) })),
      );

    // Every kind of seller has the statement, so the profile the screens open with names its entry.
    app.get('/calculate/profile', { config: { menu: menu('statement') }, schema: { tags, response: { 200: ZSettlementProfileReply } } }, async (req) =>
      settlements.getProfile({ session: sessionOf(req) }),
    );

    app.get(
      '/calculate/partnerSupplyEntrList',
      { config: { menu: menu('partnerSupplyEntrList') }, schema: { tags, querystring: ZSettlementListRequest, response: { 200: ZSettlementListReply } } },
      async (req) => settlements.listDomestic({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    listExport('domestic', 'partnerSupplyEntrList');

    app.get(
      '/calculate/partnerSupplyEntrKICCList',
      {
        config: { menu: menu('partnerSupplyEntrKICCList') },
        schema: { tags, querystring: ZSettlementListRequest, response: { 200: ZKiccSettlementListReply } },
      },
      async (req) => settlements.listKicc({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    listExport('kicc', 'partnerSupplyEntrKICCList');

    app.get(
      '/calculate/partnerOpenMarketPaymentList',
      {
        config: { menu: menu('partnerOpenMarketPaymentList') },
        schema: { tags, querystring: ZOpenMarketPaymentRequest, response: { 200: ZOpenMarketPaymentReply } },
      },
      async (req) => settlements.listOpenMarket({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    listExport('openMarket', 'partnerOpenMarketPaymentList');

    app.get(
      '/calculate/partnerPurveyanceList',
      { config: { menu: menu('partnerPurveyanceList') }, schema: { tags, querystring: ZPurveyanceListRequest, response: { 200: ZPurveyanceListReply } } },
      async (req) => settlements.listPurveyance({ session: sessionOf(req), query: req.query }),
    );
    listExport('purveyance', 'partnerPurveyanceList');

    app.get(
      '/calculate/statement/:settleYm',
      { config: { menu: menu('statement') }, schema: { tags, params: ZStatementParams, querystring: ZStatementRequest, response: { 200: ZStatementReply } } },
      async (req) => settlements.getStatement({ session: sessionOf(req), settleYm: req.params.settleYm, query: req.query, lang: requestLanguage(req) }),
    );
    for (const format of ['excel', 'pdf'] as const) {
      app.post(
        `/calculate/statement/:settleYm/${format}`,
        {
          config: { menu: menu('statement'), readsOnly: true },
          schema: { tags, params: ZStatementParams, body: ZStatementExportRequest, response: { 202: ZJobStartedReply } },
        },
        async (req, reply) =>
          started(req, reply, () =>
            exports.startStatementExport({ session: sessionOf(req), settleYm: req.params.settleYm, format, lang: requestLanguage(req) }),
          ),
      );
    }

    app.get(
      '/calculate/partnerBillPublishList',
      { config: { menu: menu('partnerBillPublishList') }, schema: { tags, querystring: ZBillPublishListRequest, response: { 200: ZBillPublishListReply } } },
      async (req) => settlements.listInvoices({ session: sessionOf(req), query: req.query }),
    );
    listExport('bills', 'partnerBillPublishList');
    app.get(
      '/calculate/partnerBillPublish/:settleYm',
      { config: { menu: menu('partnerBillPublishList') }, schema: { tags, params: ZBillPublishParams, response: { 200: ZTaxInvoice } } },
      async (req) => settlements.getInvoice({ session: sessionOf(req), settleYm: req.params.settleYm }),
    );

    app.get(
      '/calculate/partnerVatReport',
      { config: { menu: menu('partnerVatReport') }, schema: { tags, querystring: ZVatReportRequest, response: { 200: ZVatReportReply } } },
      async (req) => settlements.getVatReport({ session: sessionOf(req), query: req.query }),
    );
    app.post(
      '/calculate/partnerVatReport/excel',
      { config: { menu: menu('partnerVatReport'), readsOnly: true }, schema: { tags, body: ZVatReportRequest, response: { 202: ZJobStartedReply } } },
      async (req, reply) => started(req, reply, () => exports.startVatExport({ session: sessionOf(req), period: req.body, lang: requestLanguage(req) })),
    );
  };
