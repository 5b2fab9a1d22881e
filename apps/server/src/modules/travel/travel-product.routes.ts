import {
  ZProductStatusReply,
  ZRegisterTravelProductReply,
  ZRegisterTravelProductRequest,
  ZTravelProductDetailReply,
  ZTravelProductParams,
  ZTravelProductStatusRequest,
  ZUpdateTravelProductReply,
  ZUpdateTravelProductRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { TravelProductQueryService } from './travel-product-query.service.ts';
import type { TravelProductRegistrationService } from './travel-product-registration.service.ts';
import type { TravelProductStatusService } from './travel-product-status.service.ts';
import type { TravelProductUpdateService } from './travel-product-update.service.ts';

/** The seller's properties: registration (productSupplyForm), the detail and update form (productUpdateForm), suspend and resume. */
export const travelProductRoutes =
  (deps: {
    registration: TravelProductRegistrationService;
    query: TravelProductQueryService;
    updates: TravelProductUpdateService;
    statuses: TravelProductStatusService;
    idempotency: IdempotencyService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travel'];
    const form = { menu: 'travelProduct.productUpdateForm' };
    const { registration, query, updates, statuses, idempotency } = deps;
    app.post(
      '/travel/products',
      {
        config: { menu: 'travelProduct.productSupplyForm' },
        schema: { tags, body: ZRegisterTravelProductRequest, response: { 200: ZRegisterTravelProductReply } },
      },
      async (req) => {
        const session = sessionOf(req);
        return idempotency.runOnce(idempotencyOf(req, session), () => registration.createTravelProduct({ session, body: req.body }));
      },
    );
    app.get(
      '/travel/products/:travelProdCd',
      { config: form, schema: { tags, params: ZTravelProductParams, response: { 200: ZTravelProductDetailReply } } },
      async (req) => query.getTravelProduct({ session: sessionOf(req), prodCd: req.params.travelProdCd, lang: requestLanguage(req) }),
    );
    app.put(
      '/travel/products/:travelProdCd',
      { config: form, schema: { tags, params: ZTravelProductParams, body: ZUpdateTravelProductRequest, response: { 200: ZUpdateTravelProductReply } } },
      async (req) => updates.updateTravelProduct({ session: sessionOf(req), prodCd: req.params.travelProdCd, body: req.body }),
    );
    app.put(
      '/travel/products/:travelProdCd/status',
      {
        config: { menu: 'travelProduct.productSearchList' },
        schema: { tags, params: ZTravelProductParams, body: ZTravelProductStatusRequest, response: { 200: ZProductStatusReply } },
      },
      async (req) => statuses.changeStatus({ session: sessionOf(req), prodCd: req.params.travelProdCd, action: req.body.action, lang: requestLanguage(req) }),
    );
  };
