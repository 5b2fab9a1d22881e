import { ZClaimActionReply, ZClaimParams, ZReleaseRequest, ZReturnHoldReply, ZReturnHoldRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import type { ReturnListService } from './return-list.service.ts';
import type { ReturnProcessService } from './return-process.service.ts';

/** The mall's CS centre: returns and exchanges on recovery hold, across sellers, and their release (operator role). */
export const claimAdminRoutes =
  (deps: { process: ReturnProcessService; lists: ReturnListService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const config = { menu: 'admin.returnHoldList' };
    app.get('/admin/order/returnHolds', { config, schema: { tags, querystring: ZReturnHoldRequest, response: { 200: ZReturnHoldReply } } }, async (req) =>
      deps.lists.listHolds({ query: req.query }),
    );
    app.put(
      '/admin/order/returnHolds/:claimSq/release',
      { config, schema: { tags, params: ZClaimParams, body: ZReleaseRequest, response: { 200: ZClaimActionReply } } },
      async (req) => deps.process.release({ session: sessionOf(req), claimSq: req.params.claimSq, releaseMemo: req.body.releaseMemo }),
    );
  };
