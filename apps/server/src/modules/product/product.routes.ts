import {
  ZProductParams,
  ZProductStatusChangeRequest,
  ZProductStatusHistoryReply,
  ZProductStatusReply,
  ZRegisterProductReply,
  ZRegisterProductRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { ProductRegistrationService } from './product-registration.service.ts';
import type { ProductStatusService } from './product-status.service.ts';

/** The seller's products (/product/productSupplyForm, productSupplyList). */
export const productRoutes =
  (deps: { registration: ProductRegistrationService; statuses: ProductStatusService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['product'];
    const { registration, statuses, idempotency } = deps;
    app.post(
      '/product/products',
      { config: { menu: 'product.productSupplyForm' }, schema: { tags, body: ZRegisterProductRequest, response: { 200: ZRegisterProductReply } } },
      async (req) => {
        const session = sessionOf(req);
        return idempotency.runOnce(idempotencyOf(req, session), () => registration.createProduct({ session, body: req.body }));
      },
    );
    app.put(
      '/product/products/:prodCd/status',
      {
        config: { menu: 'product.productSupplyList' },
        schema: { tags, params: ZProductParams, body: ZProductStatusChangeRequest, response: { 200: ZProductStatusReply } },
      },
      async (req) => statuses.changeProductStatus({ session: sessionOf(req), prodCd: req.params.prodCd, action: req.body.action, lang: requestLanguage(req) }),
    );
    app.get(
      '/product/products/:prodCd/statusHistory',
      { config: { menu: 'product.productSupplyList' }, schema: { tags, params: ZProductParams, response: { 200: ZProductStatusHistoryReply } } },
      async (req) => statuses.listStatusHistory({ session: sessionOf(req), prodCd: req.params.prodCd, lang: requestLanguage(req) }),
    );
  };
