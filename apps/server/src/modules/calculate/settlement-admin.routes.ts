import {
  ZAdjustmentListReply,
  ZAdjustmentListRequest,
  ZAdminMonthParams,
  ZAdminMonthSellersReply,
  ZAdminMonthSellersRequest,
  ZAdminMonthsReply,
  ZAdminMonthsRequest,
  ZCreateAdjustmentReply,
  ZCreateAdjustmentRequest,
  ZCreateHoldReply,
  ZCreateHoldRequest,
  ZExchangeRateListReply,
  ZExchangeRateListRequest,
  ZExchangeRateUploadReply,
  ZHoldListReply,
  ZHoldListRequest,
  ZHoldParams,
  ZJobStartedReply,
  ZJobStatusReply,
  ZPublishMonthReply,
  ZReleaseHoldReply,
  ZReleaseHoldRequest,
  ZSaveExchangeRateReply,
  ZSaveExchangeRateRequest,
  ZSettlementRunJobParams,
  SETTLEMENT_ADMIN_LIMITS,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { XLSX_MIME } from '@/platform/excel/excel-writer.ts';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { translate } from '@/platform/http/messages.ts';
import { readMultipartForm } from '@/platform/http/multipart-form.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { SettlementAdminService } from './settlement-admin.part.ts';

/**
 * The operator's settlement side (role admin through the four admin.settlement* / exchangeRate entries). A master
 * session may look; the guard refuses its writes. Paths under /calculate/admin, like the seller's /calculate/*.
 */
export const settlementAdminRoutes =
  (deps: { admin: SettlementAdminService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const { admin, idempotency } = deps;
    const months = { menu: 'admin.settlementMonthList' };
    const adjustments = { menu: 'admin.settlementAdjustmentList' };
    const holds = { menu: 'admin.settlementHoldList' };
    const rates = { menu: 'admin.exchangeRateList' };
    const base = '/calculate/admin';

    app.get(`${base}/months`, { config: months, schema: { tags, querystring: ZAdminMonthsRequest, response: { 200: ZAdminMonthsReply } } }, async (req) =>
      admin.listMonths({ query: req.query }),
    );
    app.get(
      `${base}/months/:settleYm/sellers`,
      { config: months, schema: { tags, params: ZAdminMonthParams, querystring: ZAdminMonthSellersRequest, response: { 200: ZAdminMonthSellersReply } } },
      async (req) => admin.listMonthSellers({ settleYm: req.params.settleYm, query: req.query }),
    );
    app.post(
      `${base}/months/:settleYm/confirm`,
      { config: months, schema: { tags, params: ZAdminMonthParams, response: { 202: ZJobStartedReply } } },
      async (req, reply) => reply.code(202).send(await admin.confirmMonth({ session: sessionOf(req), settleYm: req.params.settleYm })),
    );
    app.get(
      `${base}/runJobs/:runJobId`,
      { config: months, schema: { tags, params: ZSettlementRunJobParams, response: { 200: ZJobStatusReply } } },
      async (req) => admin.getRunJob({ jobId: req.params.runJobId, lang: requestLanguage(req) }),
    );
    app.post(
      `${base}/months/:settleYm/publish`,
      { config: months, schema: { tags, params: ZAdminMonthParams, response: { 200: ZPublishMonthReply } } },
      async (req) => admin.publishMonth({ settleYm: req.params.settleYm }),
    );

    app.get(
      `${base}/adjustments`,
      { config: adjustments, schema: { tags, querystring: ZAdjustmentListRequest, response: { 200: ZAdjustmentListReply } } },
      async (req) => admin.listAdjustments({ query: req.query }),
    );
    app.post(
      `${base}/adjustments`,
      { config: adjustments, schema: { tags, body: ZCreateAdjustmentRequest, response: { 200: ZCreateAdjustmentReply } } },
      // A retried create (the same key and body) answers the first reply: one adjustment, one payout change.
      async (req) => {
        const session = sessionOf(req);
        return idempotency.runOnce(idempotencyOf(req, session), () => admin.createAdjustment({ session, body: req.body }));
      },
    );

    app.get(`${base}/holds`, { config: holds, schema: { tags, querystring: ZHoldListRequest, response: { 200: ZHoldListReply } } }, async (req) =>
      admin.listHolds({ query: req.query }),
    );
    app.post(`${base}/holds`, { config: holds, schema: { tags, body: ZCreateHoldRequest, response: { 200: ZCreateHoldReply } } }, async (req) => {
      const session = sessionOf(req);
      return idempotency.runOnce(idempotencyOf(req, session), () => admin.createHold({ session, body: req.body }));
    });
    app.post(
      `${base}/holds/:holdSq/release`,
      { config: holds, schema: { tags, params: ZHoldParams, body: ZReleaseHoldRequest, response: { 200: ZReleaseHoldReply } } },
      async (req) => admin.releaseHold({ session: sessionOf(req), holdSq: req.params.holdSq, releaseMemo: req.body.releaseMemo }),
    );

    app.get(
      `${base}/exchangeRates`,
      { config: rates, schema: { tags, querystring: ZExchangeRateListRequest, response: { 200: ZExchangeRateListReply } } },
      async (req) => admin.listRates({ query: req.query }),
    );
    app.post(
      `${base}/exchangeRates`,
      { config: rates, schema: { tags, body: ZSaveExchangeRateRequest, response: { 200: ZSaveExchangeRateReply } } },
      async (req) => admin.saveRate({ session: sessionOf(req), body: req.body }),
    );
    app.get(`${base}/exchangeRates/template`, { config: rates, schema: { tags } }, async (req, reply) => {
      const lang = requestLanguage(req);
      return reply
        .type(XLSX_MIME)
        .header('Content-Disposition', attachmentDisposition(`${translate('menu.admin.exchangeRateList', lang)}.xlsx`))
        .send(await admin.writeTemplate({ lang }));
    });
    // multipart/form-data: an `upload` JSON part (`{}`) and one `file` part (an xlsx of at most 1 MB); read at once.
    app.post(
      `${base}/exchangeRates/upload`,
      { config: rates, schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZExchangeRateUploadReply } } },
      async (req) => {
        const form = await readMultipartForm(req, {
          jsonPart: 'upload',
          filePart: 'file',
          maxFiles: 1,
          maxFileBytes: SETTLEMENT_ADMIN_LIMITS.rateFileMaxBytes,
        });
        return admin.uploadRates({ session: sessionOf(req), form, lang: requestLanguage(req) });
      },
    );
  };
