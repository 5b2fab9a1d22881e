import {
  ZSupplyCsAdminListReply,
  ZSupplyCsAdminListRequest,
  ZSupplyCsAdminRow,
  ZSupplyCsCreateReply,
  ZSupplyCsCreateRequest,
  ZSupplyCsParams,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { SupplyCsService } from './supply-cs.service.ts';

/** The operator's CS inquiries (role admin, menu admin.supplyCsList): across sellers, and a new one to a seller. */
export const supplyCsAdminRoutes =
  (deps: { supplyCs: SupplyCsService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { menu: 'admin.supplyCsList' };
    const { supplyCs: s, idempotency } = deps;
    app.get(
      '/qna/admin/supplyCs',
      { config, schema: { tags, querystring: ZSupplyCsAdminListRequest, response: { 200: ZSupplyCsAdminListReply } } },
      async (req) => s.listAll(req.query),
    );
    app.get('/qna/admin/supplyCs/:supplyCsSq', { config, schema: { tags, params: ZSupplyCsParams, response: { 200: ZSupplyCsAdminRow } } }, async (req) =>
      s.getAny(req.params.supplyCsSq),
    );
    // A retried create (the same key and body) answers the first reply: one inquiry.
    app.post('/qna/admin/supplyCs', { config, schema: { tags, body: ZSupplyCsCreateRequest, response: { 200: ZSupplyCsCreateReply } } }, async (req) => {
      const session = sessionOf(req);
      return idempotency.runOnce(idempotencyOf(req, session), () => s.openInquiry({ session, body: req.body }));
    });
  };
