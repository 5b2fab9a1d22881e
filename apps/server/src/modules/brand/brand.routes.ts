import {
  ZBrandRow,
  ZBrandListReply,
  ZBrandListRequest,
  ZBrandNameCheckReply,
  ZBrandNameCheckRequest,
  ZBrandParams,
  ZBrandRequestDefaultsReply,
  ZBrandRequestSaveRequest,
  ZBrandSettingsSaveRequest,
  ZCreateBrandRequestReply,
  ZOneReply,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { BrandService } from './brand.service.ts';

/** The seller's brands: productBrandForm, productBrandList (gubun), productBrandDetail/:brandCd, setting brandUpdateForm/:brandCd. */
export const brandRoutes =
  (deps: { brands: BrandService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['brand'];
    const { brands, idempotency } = deps;
    // Fashion and travel sellers both ask for brands: each call opens from either group's brand screens.
    const form = { menu: ['product.productBrandForm', 'travelProduct.productBrandForm'] };

    app.get('/brand/requestDefaults', { config: form, schema: { tags, response: { 200: ZBrandRequestDefaultsReply } } }, async (req) =>
      brands.getRequestDefaults({ session: sessionOf(req) }),
    );

    app.get('/brand/nameCheck', { config: form, schema: { tags, querystring: ZBrandNameCheckRequest, response: { 200: ZBrandNameCheckReply } } }, async (req) =>
      brands.checkNames(req.query),
    );

    app.post('/brand/request', { config: form, schema: { tags, body: ZBrandRequestSaveRequest, response: { 200: ZCreateBrandRequestReply } } }, async (req) => {
      const session = sessionOf(req);
      return idempotency.runOnce(idempotencyOf(req, session), () => brands.createBrandRequest({ session, body: req.body }));
    });

    app.get(
      '/brand/brands',
      {
        config: { menu: ['product.productBrandList', 'travelProduct.productBrandList'] },
        schema: { tags, querystring: ZBrandListRequest, response: { 200: ZBrandListReply } },
      },
      async (req) => brands.listBrands({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );

    app.get(
      '/brand/brand/:brandCd',
      {
        config: { menu: ['product.productBrandDetail', 'travelProduct.productBrandList'] },
        schema: { tags, params: ZBrandParams, response: { 200: ZBrandRow } },
      },
      async (req) => brands.getBrand({ session: sessionOf(req), brandCd: req.params.brandCd, lang: requestLanguage(req) }),
    );

    app.put(
      '/brand/brand/:brandCd',
      { config: { menu: 'setting.brandUpdateForm' }, schema: { tags, params: ZBrandParams, body: ZBrandSettingsSaveRequest, response: { 200: ZOneReply } } },
      async (req) => brands.updateBrandSettings({ session: sessionOf(req), brandCd: req.params.brandCd, body: req.body }),
    );
  };
