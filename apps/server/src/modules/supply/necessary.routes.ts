import { ZNecessaryConfirmRequest, ZNecessaryInfoReply, ZOneReply, ZSupplyEntrDetailReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { NecessaryService } from './necessary.service.ts';

export const necessaryRoutes =
  (deps: { necessary: NecessaryService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['necessary'];
    const agreementStep = { beforeAgreement: true, menu: false, menuWhy: 'the agreement step every seller passes before any menu' } as const;
    app.get('/customer/supply/necessary-confirm-info', { config: agreementStep, schema: { tags, response: { 200: ZNecessaryInfoReply } } }, async (req) =>
      deps.necessary.getNecessaryInfo(sessionOf(req), requestLanguage(req)),
    );
    app.get('/customer/supply/supplyEntr', { config: agreementStep, schema: { tags, response: { 200: ZSupplyEntrDetailReply } } }, async (req) =>
      deps.necessary.getSupplyEntrDetail(sessionOf(req)),
    );
    app.post(
      '/customer/supply/necessary-confirm-info',
      { config: agreementStep, schema: { tags, body: ZNecessaryConfirmRequest, response: { 200: ZOneReply } } },
      async (req) => deps.necessary.saveNecessaryConfirm(sessionOf(req), req.body),
    );
  };
