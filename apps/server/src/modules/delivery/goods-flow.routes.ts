import { ZDeliveryLocParams, ZGoodsFlowDetailReply, ZGoodsFlowSaveRequest, ZOneReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { GoodsFlowService } from './goods-flow.service.ts';

/** A shipping site's goods-flow (automatic return pickup) contract, seller side. */
export const goodsFlowRoutes =
  (deps: { goodsFlow: GoodsFlowService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['delivery'];
    const gf = deps.goodsFlow;
    const path = '/delivery/goodsFlow/:deliveryLocCd';
    app.get(
      path,
      { config: { menu: 'setting.delivery' }, schema: { tags, params: ZDeliveryLocParams, response: { 200: ZGoodsFlowDetailReply } } },
      async (req) => gf.getContract({ session: sessionOf(req), deliveryLocCd: req.params.deliveryLocCd, lang: requestLanguage(req) }),
    );
    app.post(
      path,
      { config: { menu: 'setting.delivery' }, schema: { tags, params: ZDeliveryLocParams, body: ZGoodsFlowSaveRequest, response: { 200: ZOneReply } } },
      async (req) => gf.registerContract({ session: sessionOf(req), deliveryLocCd: req.params.deliveryLocCd, body: req.body }),
    );
    app.put(
      path,
      { config: { menu: 'setting.delivery' }, schema: { tags, params: ZDeliveryLocParams, body: ZGoodsFlowSaveRequest, response: { 200: ZOneReply } } },
      async (req) => gf.updateContract({ session: sessionOf(req), deliveryLocCd: req.params.deliveryLocCd, body: req.body }),
    );
    app.put(
      `${path}/request`,
      { config: { menu: 'setting.delivery' }, schema: { tags, params: ZDeliveryLocParams, response: { 200: ZOneReply } } },
      async (req) => gf.requestApproval({ session: sessionOf(req), deliveryLocCd: req.params.deliveryLocCd }),
    );
    app.delete(path, { config: { menu: 'setting.delivery' }, schema: { tags, params: ZDeliveryLocParams, response: { 200: ZOneReply } } }, async (req) =>
      gf.deleteContract({ session: sessionOf(req), deliveryLocCd: req.params.deliveryLocCd }),
    );
  };
