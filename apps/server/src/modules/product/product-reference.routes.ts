import { ZNoticeType, ZNoticeTypeListReply, ZNoticeTypeParams, ZStandardCategoryReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '@/platform/http/language.ts';
import type { ProductReferenceService } from './product-reference.service.ts';

/** The reference data the product form and the product lists read (categories, notice item sets). */
export const productReferenceRoutes =
  (deps: { reference: ProductReferenceService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['product'];
    const menu = 'product.productSupplyForm';
    app.get('/product/categories', { config: { menu }, schema: { tags, response: { 200: ZStandardCategoryReply } } }, async (req) =>
      deps.reference.listCategories({ lang: requestLanguage(req) }),
    );
    app.get('/product/noticeTypes', { config: { menu }, schema: { tags, response: { 200: ZNoticeTypeListReply } } }, async (req) =>
      deps.reference.listNoticeTypes({ lang: requestLanguage(req) }),
    );
    app.get('/product/noticeTypes/:niTypeCd', { config: { menu }, schema: { tags, params: ZNoticeTypeParams, response: { 200: ZNoticeType } } }, async (req) =>
      deps.reference.getNoticeType({ niTypeCd: req.params.niTypeCd, lang: requestLanguage(req) }),
    );
  };
